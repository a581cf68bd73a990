import { useEffect, useRef } from 'react';
import { emitWindowEvent, type ChatAction, type ChatActionRequest } from '@/lib/window-events';

export type ChatActionHandlers = { [K in ChatAction['type']]: (action: Extract<ChatAction, { type: K }>) => void | Promise<void> };

/**
 * Takes the voice assistant's chat-action requests (the first mounted chat panel answers) and
 * announces chat-ready once it listens, so a request made before the panel existed can be repeated.
 */
export function useChatActions(handlers: ChatActionHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const listener = (event: Event) => {
      if (event.defaultPrevented) return;
      event.preventDefault();
      const request = (event as CustomEvent<ChatActionRequest>).detail;
      const { action } = request;
      const handler = latest.current[action.type] as (action: ChatAction) => void | Promise<void>;
      request.result = Promise.resolve().then(() => handler(action));
    };
    window.addEventListener('chat-action', listener);
    emitWindowEvent('chat-ready');
    return () => window.removeEventListener('chat-action', listener);
  }, []);
}
