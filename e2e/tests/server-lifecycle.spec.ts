import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer } from '../support/server';

test('SIGTERM closes the server and the database cleanly, and the data is there after a restart', async () => {
  const server = await startServer();
  const posted = await fetch(`${server.url}/api/client-errors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: 'kept across restarts', url: 'http://x/', timestamp: new Date().toISOString() }),
  });
  expect(posted.status).toBe(201);
  const cookie = (posted.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  expect(fs.existsSync(path.join(server.dataDir, 'nova.sqlite-wal'))).toBe(true);

  const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));
  server.process.kill('SIGTERM');
  const started = Date.now();
  expect(await exited).toBe(0);
  expect(Date.now() - started).toBeLessThan(5_000);
  // A clean close checkpoints the write-ahead log into the database file and removes it.
  expect(fs.existsSync(path.join(server.dataDir, 'nova.sqlite-wal'))).toBe(false);

  const again = await startServer({ dataDir: server.dataDir });
  try {
    const res = await fetch(`${again.url}/api/client-errors`, { headers: { cookie } });
    expect(((await res.json()) as { errors: { message: string }[] }).errors.map((e) => e.message)).toEqual(['kept across restarts']);
  } finally {
    await again.stop();
  }
});
