import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, makeTempDir } from '../test/test-app.js';

function fakeWebDist(): string {
  const dir = makeTempDir('nova-web-');
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), 'console.log(1)');
  return dir;
}

describe('serving the web app', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  async function app() {
    const built = await buildTestApp({ webDistDir: fakeWebDist() });
    close = () => built.app.close();
    return built.app;
  }

  it('answers client routes with index.html, never cached', async () => {
    const instance = await app();
    for (const url of ['/', '/settings', '/some/unknown/page?x=1']) {
      const res = await instance.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const res = await (await app()).inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('keeps /api 404s as JSON and does not answer other methods with the page', async () => {
    const instance = await app();
    const api = await instance.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found: GET /api/nope' });
    const post = await instance.inject({ method: 'POST', url: '/settings' });
    expect(post.statusCode).toBe(404);
  });
});
