import { describe, expect, it } from 'vitest';
import { dismissToast, getToastsSnapshot, toast } from './toast-store';

describe('toast store', () => {
  it('shows one toast at a time, the newest replacing the old', () => {
    toast({ title: 'first' });
    const second = toast({ title: 'second', durationMs: 2000 });
    expect(getToastsSnapshot().map((t) => t.title)).toEqual(['second']);
    expect(getToastsSnapshot()[0]).toMatchObject({ id: second, durationMs: 2000, variant: 'default' });
    dismissToast(second);
    expect(getToastsSnapshot()).toEqual([]);
  });
});
