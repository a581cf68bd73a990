import { describe, expect, it } from 'vitest';
import { comboFromEvent, displayCombo, isReservedCombo, keyNameFromCode, normalizeCombo, type KeyEventLike } from './key-combo';

const key = (code: string, mods: Partial<KeyEventLike> = {}): KeyEventLike => ({
  code,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('comboFromEvent', () => {
  it('treats Cmd exactly like Ctrl', () => {
    expect(comboFromEvent(key('KeyK', { ctrlKey: true }))).toBe('Ctrl+K');
    expect(comboFromEvent(key('KeyK', { metaKey: true }))).toBe('Ctrl+K');
    expect(comboFromEvent(key('KeyK', { metaKey: true, ctrlKey: true }))).toBe('Ctrl+K');
  });

  it('orders modifiers Ctrl, Alt, Shift and names keys by their physical code', () => {
    expect(comboFromEvent(key('KeyW', { shiftKey: true, ctrlKey: true }))).toBe('Ctrl+Shift+W');
    expect(comboFromEvent(key('ArrowRight', { altKey: true, ctrlKey: true }))).toBe('Ctrl+Alt+ArrowRight');
    expect(comboFromEvent(key('Slash', { ctrlKey: true, shiftKey: true }))).toBe('Ctrl+Shift+/');
    expect(comboFromEvent(key('Digit2', { ctrlKey: true }))).toBe('Ctrl+2');
    expect(comboFromEvent(key('F1'))).toBe('F1');
    expect(comboFromEvent(key('Space', { ctrlKey: true }))).toBe('Ctrl+Space');
  });

  it('is null while only modifiers are held', () => {
    expect(comboFromEvent(key('ShiftLeft', { shiftKey: true }))).toBeNull();
    expect(comboFromEvent(key('ControlLeft', { ctrlKey: true }))).toBeNull();
    expect(keyNameFromCode('MetaLeft')).toBeNull();
  });
});

describe('normalizeCombo', () => {
  it('accepts aliases and any case', () => {
    expect(normalizeCombo('cmd+shift+k')).toBe('Ctrl+Shift+K');
    expect(normalizeCombo('Shift + Control + w')).toBe('Ctrl+Shift+W');
    expect(normalizeCombo('option+arrowdown')).toBe('Alt+ArrowDown');
    expect(normalizeCombo('f12')).toBe('F12');
    expect(normalizeCombo('Ctrl+/')).toBe('Ctrl+/');
  });

  it('rejects what is not a combination', () => {
    for (const bad of ['', 'Ctrl+', 'Hyper+K', 'Ctrl+Banana', 'F25']) expect(normalizeCombo(bad), bad).toBeNull();
  });
});

describe('reserved and display', () => {
  it('knows the combinations the browser keeps', () => {
    for (const combo of ['Ctrl+T', 'Ctrl+N', 'Ctrl+W']) expect(isReservedCombo(combo)).toBe(true);
    expect(isReservedCombo('Ctrl+Shift+W')).toBe(false);
  });

  it('shows Ctrl as ⌘ on a Mac', () => {
    expect(displayCombo('Ctrl+Shift+K', true)).toEqual(['⌘', 'Shift', 'K']);
    expect(displayCombo('Ctrl+Shift+K', false)).toEqual(['Ctrl', 'Shift', 'K']);
  });
});
