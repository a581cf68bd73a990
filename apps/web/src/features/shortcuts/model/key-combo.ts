/** The parts of a KeyboardEvent a combination is made from. */
export interface KeyEventLike {
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

const NAMED_CODES: Record<string, string> = {
  Space: 'Space',
  Enter: 'Enter',
  NumpadEnter: 'Enter',
  Escape: 'Escape',
  Tab: 'Tab',
  Backspace: 'Backspace',
  Delete: 'Delete',
  Insert: 'Insert',
  Home: 'Home',
  End: 'End',
  PageUp: 'PageUp',
  PageDown: 'PageDown',
  ArrowUp: 'ArrowUp',
  ArrowDown: 'ArrowDown',
  ArrowLeft: 'ArrowLeft',
  ArrowRight: 'ArrowRight',
  Slash: '/',
  Backslash: '\\',
  Period: '.',
  Comma: ',',
  Semicolon: ';',
  Quote: "'",
  BracketLeft: '[',
  BracketRight: ']',
  Minus: '-',
  Equal: '=',
  Backquote: '`',
};

/**
 * The key's name from its physical code, so Shift or Alt changing the typed character
 * (Shift+/ is "?", Alt+N is "˜" on a Mac) does not change the combination.
 */
export function keyNameFromCode(code: string): string | null {
  let match = /^Key([A-Z])$/.exec(code);
  if (match?.[1]) return match[1];
  match = /^(?:Digit|Numpad)(\d)$/.exec(code);
  if (match?.[1]) return match[1];
  if (/^F([1-9]|1\d|2[0-4])$/.test(code)) return code;
  return NAMED_CODES[code] ?? null;
}

function join(mods: { ctrl: boolean; alt: boolean; shift: boolean }, key: string): string {
  const parts: string[] = [];
  if (mods.ctrl) parts.push('Ctrl');
  if (mods.alt) parts.push('Alt');
  if (mods.shift) parts.push('Shift');
  return [...parts, key].join('+');
}

/** "Ctrl+Shift+K" for the event; Cmd counts as Ctrl. Null while only modifiers are held. */
export function comboFromEvent(event: KeyEventLike): string | null {
  const key = keyNameFromCode(event.code);
  if (!key) return null;
  return join({ ctrl: event.ctrlKey || event.metaKey, alt: event.altKey, shift: event.shiftKey }, key);
}

const MODIFIER_ALIASES: Record<string, 'Ctrl' | 'Alt' | 'Shift'> = {
  ctrl: 'Ctrl',
  control: 'Ctrl',
  cmd: 'Ctrl',
  command: 'Ctrl',
  meta: 'Ctrl',
  mod: 'Ctrl',
  alt: 'Alt',
  option: 'Alt',
  opt: 'Alt',
  shift: 'Shift',
};

const KEY_NAMES = new Set([...Object.values(NAMED_CODES), ...Array.from({ length: 24 }, (_, i) => `F${i + 1}`)]);

/** Canonical form of a written combination ("cmd+shift+k" → "Ctrl+Shift+K"); null when it is not one. */
export function normalizeCombo(text: string): string | null {
  const tokens = text.split('+').map((token) => token.trim());
  const rawKey = tokens.pop();
  if (!rawKey) return null;
  const mods = { ctrl: false, alt: false, shift: false };
  for (const token of tokens) {
    const modifier = MODIFIER_ALIASES[token.toLowerCase()];
    if (!modifier) return null;
    mods[modifier.toLowerCase() as 'ctrl' | 'alt' | 'shift'] = true;
  }
  let key: string | null = null;
  if (/^[a-z0-9]$/i.test(rawKey)) key = rawKey.toUpperCase();
  else key = [...KEY_NAMES].find((name) => name.toLowerCase() === rawKey.toLowerCase()) ?? null;
  return key ? join(mods, key) : null;
}

/** Combinations the browser keeps for itself (new tab, new window, close tab): a page never receives them. */
export const RESERVED_COMBOS = new Set(['Ctrl+T', 'Ctrl+N', 'Ctrl+W', 'Ctrl+Shift+T', 'Ctrl+Shift+N']);

export function isReservedCombo(combo: string): boolean {
  return RESERVED_COMBOS.has(combo);
}

export function isMacPlatform(platform: string = globalThis.navigator?.platform ?? ''): boolean {
  return /mac|iphone|ipad/i.test(platform);
}

/** The combination as the user's keyboard labels it: Ctrl reads ⌘ on a Mac. */
export function displayCombo(combo: string, mac = isMacPlatform()): string[] {
  return combo.split('+').map((part) => (mac && part === 'Ctrl' ? '⌘' : mac && part === 'Alt' ? '⌥' : part));
}
