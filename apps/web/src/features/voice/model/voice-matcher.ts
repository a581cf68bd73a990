import {
  normalizeVoiceText,
  VOICE_ACTION_CATEGORIES,
  VOICE_CANCEL_WORDS,
  VOICE_CONFIRM_WORDS,
  type VoiceAction,
  type VoiceCommand,
  type VoiceParams,
} from '@nova/shared';
import { voiceStrings } from '@/lib/i18n/nb/voice';

export type MatchKind = 'exact' | 'contains' | 'alias' | 'fallback';

export interface MatchedCommand {
  command: VoiceCommand;
  /** The command's params, with what the utterance filled in (query, target, description, topic). */
  params: VoiceParams;
  via: MatchKind;
  /** The utterance as matched (normalised, without the wake phrase and polite fillers). */
  text: string;
}

const LEADING_FILLERS = /^(?:(?:please|can you|could you|would you|will you|nova can you|i want to|i would like to|lets)\s+)+/;
const TRAILING_FILLERS = /(?:\s+(?:please|now|for me|thanks|thank you))+$/;

/** Lower case, punctuation gone, polite words around the command removed ("please clear the chat now"). */
export function cleanUtterance(text: string): string {
  return normalizeVoiceText(text).replace(LEADING_FILLERS, '').replace(TRAILING_FILLERS, '').trim();
}

const wordCount = (phrase: string) => phrase.split(' ').length;
const containsWords = (text: string, phrase: string) => ` ${text} `.includes(` ${phrase} `);

/** The longest phrase of at least two words found inside the text, so "settings" alone never hides in a sentence. */
function longestContained(text: string, commands: readonly VoiceCommand[], pick: (c: VoiceCommand) => readonly string[]) {
  let best: { command: VoiceCommand; length: number } | null = null;
  for (const command of commands) {
    for (const phrase of pick(command)) {
      if (wordCount(phrase) < 2 || !containsWords(text, phrase)) continue;
      if (!best || phrase.length > best.length) best = { command, length: phrase.length };
    }
  }
  return best?.command;
}

const fallbackCommand = (action: VoiceAction, description: string): VoiceCommand => ({
  id: action,
  phrase: [],
  action,
  category: VOICE_ACTION_CATEGORIES[action],
  params: {},
  description,
});

const d = voiceStrings.descriptions;

/** Spec A §5 natural-language fallbacks, tried after phrases and aliases. */
function matchFallback(text: string): MatchedCommand | null {
  const search = /^(?:search for|search|find|look for|look up)\s+(.+)$/.exec(text);
  if (search?.[1]) return { command: fallbackCommand('search', d.search(search[1])), params: { query: search[1] }, via: 'fallback', text };
  const go = /^(?:go to|open|navigate to|take me to|show me|switch to)\s+(?:the\s+)?(.+)$/.exec(text);
  if (go?.[1]) return { command: fallbackCommand('navigate', d.navigate(go[1])), params: { target: go[1] }, via: 'fallback', text };
  if (/\b(?:generate|create)\b/.test(text)) {
    return { command: fallbackCommand('code-generate', d.generate(text)), params: { description: text }, via: 'fallback', text };
  }
  const help = /^(?:help|help me)\s+with\s+(.+)$/.exec(text);
  if (help?.[1]) return { command: fallbackCommand('help', d.help(help[1])), params: { topic: help[1] }, via: 'fallback', text };
  return null;
}

/**
 * Spec A §5 matching order: exact phrase, phrase contained in the text, aliases (exact, then
 * contained), then the fallbacks. Commands earlier in the list win ties (custom before built-in).
 */
export function matchCommand(utterance: string, commands: readonly VoiceCommand[]): MatchedCommand | null {
  const text = cleanUtterance(utterance);
  if (!text) return null;
  const found = (command: VoiceCommand, via: MatchKind): MatchedCommand => ({ command, params: { ...command.params }, via, text });

  const exact = commands.find((c) => c.phrase.includes(text));
  if (exact) return found(exact, 'exact');
  const contained = longestContained(text, commands, (c) => c.phrase);
  if (contained) return found(contained, 'contains');
  const alias = commands.find((c) => (c.aliases ?? []).includes(text)) ?? longestContained(text, commands, (c) => c.aliases ?? []);
  if (alias) return found(alias, 'alias');
  return matchFallback(text);
}

/** The first of the recogniser's alternatives (best first) that matches a command. */
export function matchAlternatives(alternatives: readonly string[], commands: readonly VoiceCommand[]): MatchedCommand | null {
  for (const alternative of alternatives) {
    const match = matchCommand(alternative, commands);
    if (match) return match;
  }
  return null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Finds the wake phrase, "hey", "hi" or "okay" (also "ok") followed by the brand word, or the bare
 * brand word; answers what was said after it ("" when nothing), or null when it is not there.
 */
export function afterWakeWord(utterance: string, wakeWord: string): string | null {
  const text = normalizeVoiceText(utterance);
  const word = escapeRegExp(normalizeVoiceText(wakeWord));
  if (!word) return null;
  const match = new RegExp(`(?:^|\\s)(?:(?:hey|hi|okay|ok)\\s+)?${word}(?:\\s|$)`).exec(text);
  if (!match) return null;
  return text.slice(match.index + match[0].length).trim();
}

const startsWithWord = (text: string, words: readonly string[]) => words.some((w) => text === w || text.startsWith(`${w} `));

/** "yes", "confirm", "go ahead" … / "no", "cancel", "never mind" …; null when it is neither. */
export function confirmationAnswer(utterance: string): 'confirm' | 'cancel' | null {
  const text = cleanUtterance(utterance);
  if (startsWithWord(text, VOICE_CANCEL_WORDS)) return 'cancel';
  if (startsWithWord(text, VOICE_CONFIRM_WORDS)) return 'confirm';
  return null;
}
