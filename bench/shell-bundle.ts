import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchResult } from './types';

/** Gzipped size of the JavaScript index.html loads before any page chunk: entry script plus modulepreloads. */
export function measureShellBundle(webDist: string): BenchResult {
  const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
  const files = [...new Set([...scripts, ...preloads])].filter((f): f is string => Boolean(f));
  const bytes = files.reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(webDist, file))).length, 0);
  return {
    name: 'Shell initial JavaScript (gzip)',
    value: Math.round((bytes / 1024) * 10) / 10,
    unit: 'KB',
    budget: 150,
    detail: files.join(', '),
  };
}
