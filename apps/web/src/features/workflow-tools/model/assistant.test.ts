import { describe, expect, it } from 'vitest';
import { canAskAssistant } from './assistant';

describe('canAskAssistant', () => {
  it('needs text that is not only whitespace', () => {
    expect(canAskAssistant('')).toBe(false);
    expect(canAskAssistant(' \n\t ')).toBe(false);
    expect(canAskAssistant(' Hent priser ')).toBe(true);
  });
});
