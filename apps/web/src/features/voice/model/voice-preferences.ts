/** Spec A §3: localStorage voiceControlEnabled ("true"/"false") and voiceControlPosition (a plain string). */
export const VOICE_ENABLED_KEY = 'voiceControlEnabled';
export const VOICE_POSITION_KEY = 'voiceControlPosition';

export const VOICE_POSITIONS = ['bottom-left', 'bottom-right', 'top-left', 'top-right', 'center'] as const;
export type VoicePosition = (typeof VOICE_POSITIONS)[number];
export const DEFAULT_VOICE_POSITION: VoicePosition = 'bottom-left';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

const CHANGE_EVENT = 'nova-voice-preferences-change';

function write(key: string, value: string): boolean {
  let written = false;
  try {
    localStorage.setItem(key, value);
    written = true;
  } catch {
    written = false;
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGE_EVENT));
  return written;
}

/** Calls listener when the button's visibility or place changes in this tab (the settings page) or another. */
export function onVoicePreferencesChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === VOICE_ENABLED_KEY || event.key === VOICE_POSITION_KEY) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Shown unless turned off; anything but "false" counts as on. */
export function readVoiceEnabled(): boolean {
  return read(VOICE_ENABLED_KEY) !== 'false';
}

export function writeVoiceEnabled(enabled: boolean): boolean {
  return write(VOICE_ENABLED_KEY, String(enabled));
}

export function isVoicePosition(value: unknown): value is VoicePosition {
  return typeof value === 'string' && (VOICE_POSITIONS as readonly string[]).includes(value);
}

/** The stored position; unknown or missing values fall back to bottom-left. */
export function readVoicePosition(): VoicePosition {
  const stored = read(VOICE_POSITION_KEY);
  return isVoicePosition(stored) ? stored : DEFAULT_VOICE_POSITION;
}

export function writeVoicePosition(position: VoicePosition): boolean {
  return write(VOICE_POSITION_KEY, position);
}
