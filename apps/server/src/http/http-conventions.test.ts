import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app.js';

describe('API conventions', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  async function app() {
    const built = await buildTestApp();
    close = () => built.app.close();
    return built.app;
  }

  it('answers unknown /api paths with 404 JSON', async () => {
    const res = await (await app()).inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ message: 'Not found: GET /api/does-not-exist' });
  });

  it('answers malformed JSON with 400 and a readable message', async () => {
    const res = await (await app()).inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'content-type': 'application/json' },
      payload: '{"message": "oops",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Malformed JSON in request body/);
  });

  it('answers schema-invalid input with 400 naming the field', async () => {
    const res = await (await app()).inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { message: 'boom', url: 'http://x', timestamp: 'yesterday' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Invalid request: body\.timestamp: /);
  });

  it('answers unexpected errors with 500 JSON and no stack trace', async () => {
    const instance = await app();
    instance.get('/api/test-explodes', async () => {
      throw new Error('secret internals at /srv/app.ts:12');
    });
    const res = await instance.inject({ method: 'GET', url: '/api/test-explodes' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error' });
    expect(res.body).not.toContain('secret internals');
  });
});
