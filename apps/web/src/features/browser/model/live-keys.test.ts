import { liveClientMessageSchema } from '@nova/shared';
import { describe, expect, it } from 'vitest';
import { keyMessage, mouseButton, wheelPixels } from './live-keys';

const key = (over: Partial<Parameters<typeof keyMessage>[0]>) => ({
  type: 'keydown',
  key: 'a',
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...over,
});

describe('keyMessage', () => {
  it('forwards keys with their modifiers in a form the server accepts', () => {
    const message = keyMessage(key({ key: 'A', shiftKey: true }));
    expect(message).toEqual({ type: 'keydown', key: 'A', modifiers: { alt: false, ctrl: false, meta: false, shift: true } });
    expect(liveClientMessageSchema.safeParse(message).success).toBe(true);
    expect(keyMessage(key({ type: 'keyup', key: 'Enter' }))?.type).toBe('keyup');
    expect(keyMessage(key({ key: 'a', ctrlKey: true }))).toMatchObject({ key: 'a', modifiers: { ctrl: true } });
  });

  it('leaves paste to the paste event and skips IME composition', () => {
    expect(keyMessage(key({ key: 'v', ctrlKey: true }))).toBeNull();
    expect(keyMessage(key({ key: 'V', metaKey: true, shiftKey: true }))).toBeNull();
    expect(keyMessage(key({ key: 'Process', isComposing: true }))).toBeNull();
    expect(keyMessage(key({ key: 'Dead' }))).toBeNull();
  });
});

describe('mouseButton and wheelPixels', () => {
  it('names DOM buttons', () => {
    expect([0, 1, 2, 7].map(mouseButton)).toEqual(['left', 'middle', 'right', 'left']);
  });

  it('converts line and page deltas to pixels and clamps them', () => {
    expect(wheelPixels({ deltaX: 0, deltaY: 3, deltaMode: 1 }, 800)).toEqual({ deltaX: 0, deltaY: 120 });
    expect(wheelPixels({ deltaX: 0, deltaY: -1, deltaMode: 2 }, 800)).toEqual({ deltaX: 0, deltaY: -800 });
    expect(wheelPixels({ deltaX: 50_000, deltaY: 10, deltaMode: 0 }, 800)).toEqual({ deltaX: 10_000, deltaY: 10 });
  });
});
