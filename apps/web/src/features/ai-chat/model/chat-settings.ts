import * as v from 'valibot';
import { readStoredJson, writeStoredJson } from '@/lib/storage';

/** Spec B §3 "Local settings" and §9 speech limits. */
export const CHAT_SETTINGS_KEY = 'chatSettings';
export const CHAT_THEMES = ['standard', 'light', 'blue'] as const;
export const CHAT_FONT_SIZES = ['small', 'normal', 'large'] as const;
export type ChatTheme = (typeof CHAT_THEMES)[number];
export type ChatFontSize = (typeof CHAT_FONT_SIZES)[number];

export const SPEECH_VALUE_MIN = 0.5;
export const SPEECH_VALUE_MAX = 2;
export const SPEECH_VALUE_STEP = 0.1;
const SPEECH_VALUE_DEFAULT = 1;

export interface ChatSettings {
  theme: ChatTheme;
  fontSize: ChatFontSize;
  autoSpeak: boolean;
  selectedVoiceUri: string | null;
  speechRate: number;
  speechPitch: number;
}

export const DEFAULT_CHAT_SETTINGS: Readonly<ChatSettings> = {
  theme: 'standard',
  fontSize: 'normal',
  autoSpeak: false,
  selectedVoiceUri: null,
  speechRate: SPEECH_VALUE_DEFAULT,
  speechPitch: SPEECH_VALUE_DEFAULT,
};

/** A rate or pitch within 0.5–2 on the 0.1 grid; anything not a finite number becomes 1. */
export function clampSpeechValue(n: number): number {
  if (!Number.isFinite(n)) return SPEECH_VALUE_DEFAULT;
  const clamped = Math.min(SPEECH_VALUE_MAX, Math.max(SPEECH_VALUE_MIN, n));
  return Math.round(clamped * 10) / 10;
}

/** A rate or pitch as shown beside its slider, e.g. "1.0x". */
export function formatSpeechValue(n: number): string {
  return `${clampSpeechValue(n).toFixed(1)}x`;
}

const speechValue = v.pipe(v.number(), v.transform(clampSpeechValue));

function field<T>(schema: v.GenericSchema<unknown, T>, value: unknown, fallback: T): T {
  const parsed = v.safeParse(schema, value);
  return parsed.success ? parsed.output : fallback;
}

/** Each field is read on its own, so one bad value falls back to its default without losing the rest. */
export function parseChatSettings(raw: unknown): ChatSettings {
  const source = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const defaults = DEFAULT_CHAT_SETTINGS;
  return {
    theme: field(v.picklist(CHAT_THEMES), source.theme, defaults.theme),
    fontSize: field(v.picklist(CHAT_FONT_SIZES), source.fontSize, defaults.fontSize),
    autoSpeak: field(v.boolean(), source.autoSpeak, defaults.autoSpeak),
    selectedVoiceUri: field(v.nullable(v.pipe(v.string(), v.minLength(1))), source.selectedVoiceUri, defaults.selectedVoiceUri),
    speechRate: field(speechValue, source.speechRate, defaults.speechRate),
    speechPitch: field(speechValue, source.speechPitch, defaults.speechPitch),
  };
}

export function readChatSettings(): ChatSettings {
  return parseChatSettings(readStoredJson(CHAT_SETTINGS_KEY, v.unknown(), null));
}

const CHANGE_EVENT = 'nova-chat-settings-change';

/** Stores the settings (normalised) and tells the open chat panels; returns false when storage is full or unavailable. */
export function writeChatSettings(settings: ChatSettings): boolean {
  const written = writeStoredJson(CHAT_SETTINGS_KEY, parseChatSettings(settings));
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGE_EVENT));
  return written;
}

/** Calls listener when the settings change in this tab or another; returns the unsubscribe. */
export function onChatSettingsChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CHAT_SETTINGS_KEY) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
