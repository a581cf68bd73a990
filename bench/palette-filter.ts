import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';
import { chromiumArgs, chromiumExecutable } from '../e2e/support/chromium';
import type { BenchResult } from './types';

const harness = path.join(path.dirname(fileURLToPath(import.meta.url)), 'palette-harness');
const QUERIES = ['workflow 12', 'synthetic entry number 4711 used for benchmarking the palette', 'k49', 'tab 3 lead'];
const ROUNDS = 3;

/** 5,000 palette entries; each typed character (and each erase) from keydown to results committed and laid out. */
export async function measurePaletteFilter(): Promise<BenchResult> {
  await build({ configFile: path.join(harness, 'vite.config.ts') });
  const server = await preview({ configFile: path.join(harness, 'vite.config.ts'), preview: { port: 0, host: '127.0.0.1' } });
  const url = server.resolvedUrls?.local[0];
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  try {
    if (!url) throw new Error('preview server has no URL');
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(url);
    const input = page.getByRole('combobox');
    await input.waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[role="option"]').length > 0);
    await page.evaluate(() => (window.keystrokeSamples = []));
    for (let round = 0; round < ROUNDS; round++) {
      for (const query of QUERIES) {
        await input.pressSequentially(query);
        for (let i = 0; i < query.length; i++) await input.press('Backspace');
      }
    }
    const samples = (await page.evaluate(() => window.keystrokeSamples)).sort((a, b) => a - b);
    const p95 = samples[Math.floor(samples.length * 0.95)] ?? NaN;
    const median = samples[Math.floor(samples.length / 2)] ?? NaN;
    return {
      name: 'Palette with 5,000 entries, keystroke to results (p95)',
      value: Math.round(p95 * 10) / 10,
      unit: 'ms',
      budget: 16,
      detail: `${samples.length} keystrokes incl. 60-character queries; median ${median.toFixed(1)} ms, max ${(samples.at(-1) ?? NaN).toFixed(1)} ms`,
    };
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
}
