import type { ChatMessage } from '@nova/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { findMatches, stepMatch } from '../model/chat-search';

export const SEARCH_FLASH_MS = 1000;

/** Search state: the matches, the current one, and a one-second flash on the match brought into view. */
export function useChatSearch(messages: ChatMessage[]) {
  const [open, setOpen] = useState(false);
  const [term, setTermState] = useState('');
  const [current, setCurrent] = useState(0);
  const [flashId, setFlashId] = useState<string | null>(null);
  const flashTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const matches = useMemo(() => (open ? findMatches(messages, term) : []), [open, messages, term]);
  const index = matches.length === 0 ? -1 : Math.min(current, matches.length - 1);
  const focusedId = index >= 0 ? (matches[index] ?? null) : null;

  const flash = useCallback((id: string | null) => {
    clearTimeout(flashTimer.current);
    setFlashId(id);
    if (id) flashTimer.current = setTimeout(() => setFlashId(null), SEARCH_FLASH_MS);
  }, []);
  useEffect(() => () => clearTimeout(flashTimer.current), []);

  const setTerm = (value: string) => {
    setTermState(value);
    setCurrent(0);
    flash(findMatches(messages, value)[0] ?? null);
  };
  const step = (direction: 1 | -1) => {
    const next = stepMatch(index, matches.length, direction);
    if (next < 0) return;
    setCurrent(next);
    flash(matches[next] ?? null);
  };
  const close = useCallback(() => {
    setOpen(false);
    setTermState('');
    setCurrent(0);
    flash(null);
  }, [flash]);
  const toggle = useCallback(() => (open ? close() : setOpen(true)), [open, close]);

  return { open, term, matches, current: Math.max(index, 0), focusedId, flashId, setTerm, step, close, toggle };
}
