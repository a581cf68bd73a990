import { describe, expect, it } from 'vitest';
import { paramsFor, serverMessage } from './training-form';

describe('training form helpers', () => {
  it.each([
    ['navigate', '/outreach', { path: '/outreach' }],
    ['navigate', ' lead scraping ', { target: 'lead scraping' }],
    ['search', 'invoices', { query: 'invoices' }],
    ['code-generate', 'a login form', { description: 'a login form' }],
    ['help', 'layouts', { topic: 'layouts' }],
    ['chat-clear', 'ignored', {}],
    ['navigate', '   ', {}],
  ] as const)('%s with %j → %j', (action, value, params) => expect(paramsFor(action, value)).toEqual(params));

  it('reads the server message from a failed request', () => {
    expect(serverMessage(new Error('409: {"message":"The phrase \\"x\\" is already used"}'))).toBe('The phrase "x" is already used');
    expect(serverMessage(new Error('500: Internal Server Error'))).toBeNull();
    expect(serverMessage('nope')).toBeNull();
  });
});
