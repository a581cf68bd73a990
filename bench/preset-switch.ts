import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../e2e/support/chromium';
import { startServer } from '../e2e/support/server';
import type { BenchResult } from './types';

const PRESETS = ['Scraping-modus', 'Utviklermodus', 'Automatisering', 'Research'];
const WARM_UP = PRESETS.length;
const SWITCHES = 40;

/** Switches presets through the layout menu; each switch's dispatch→commit time comes from the app's performance measure. */
export async function measurePresetSwitch(): Promise<BenchResult> {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
    await page.goto(server.url);
    for (let i = 0; i < WARM_UP + SWITCHES; i++) {
      await page.getByRole('button', { name: 'Oppsett', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Oppsett av arbeidsflaten' })
        .getByRole('button', { name: new RegExp(`^${PRESETS[i % PRESETS.length]}`) })
        .click();
      await page.waitForFunction((n) => performance.getEntriesByName('nova:preset-commit').length >= n, i + 1);
    }
    const durations = await page.evaluate(() => performance.getEntriesByName('nova:preset-commit').map((e) => e.duration));
    const measured = durations.slice(WARM_UP).sort((a, b) => a - b);
    const median = measured[Math.floor(measured.length / 2)] ?? NaN;
    const p95 = measured[Math.floor(measured.length * 0.95)] ?? NaN;
    return {
      name: 'Preset switch, dispatch to committed re-render (median)',
      value: Math.round(median * 10) / 10,
      unit: 'ms',
      budget: 16,
      detail: `${measured.length} switches after ${WARM_UP} warm-up; p95 ${p95.toFixed(1)} ms, max ${(measured.at(-1) ?? NaN).toFixed(1)} ms`,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
