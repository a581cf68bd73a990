import { describe, expect, it } from 'vitest';
import { apiErrorMessage } from './api-error-message';

describe('apiErrorMessage', () => {
  it('takes the message out of a JSON error body', () => {
    expect(apiErrorMessage(new Error('400: {"message":"Ugyldig adresse"}'))).toBe('Ugyldig adresse');
  });

  it('keeps a plain body or a plain error as it is', () => {
    expect(apiErrorMessage(new Error('502: Bad Gateway'))).toBe('Bad Gateway');
    expect(apiErrorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(apiErrorMessage('boom')).toBe('boom');
  });
});
