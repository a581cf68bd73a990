import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../e2e/support/server';
import type { BenchResult } from './types';

async function coldStartOnce(serverEntry: string): Promise<number> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nova-bench-'));
  const started = performance.now();
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 15_000) throw new Error('no /api/health answer within 15 s');
      await new Promise((r) => setTimeout(r, 5));
    }
  } finally {
    child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Process spawn (fresh data dir, so migrations run) until the first 200 from /api/health. */
export async function measureServerColdStart(serverEntry: string, runs = 5): Promise<BenchResult> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await coldStartOnce(serverEntry));
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? NaN;
  return {
    name: 'Server cold start to first /api/health',
    value: Math.round(median),
    unit: 'ms',
    budget: 1500,
    detail: `median of ${runs}; all: ${times.map((t) => Math.round(t)).join(', ')} ms`,
  };
}
