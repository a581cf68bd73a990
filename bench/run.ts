import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBrowserEngine } from './browser-engine';
import { measureChatSession } from './chat-session';
import { measureCodeReview } from './code-review';
import { measurePaletteFilter } from './palette-filter';
import { measurePresetSwitch } from './preset-switch';
import { measureQaSuite } from './qa-suite';
import { measureServerColdStart } from './server-cold-start';
import { measureShellBundle } from './shell-bundle';
import type { BenchResult } from './types';
import { measureWorkflowEngine } from './workflow-engine';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const results: BenchResult[] = [
  measureShellBundle(path.join(root, 'apps/web/dist')),
  await measureServerColdStart(path.join(root, 'apps/server/dist/main.js')),
  await measurePresetSwitch(),
  await measurePaletteFilter(),
  ...(await measureChatSession()),
  ...(await measureCodeReview()),
  ...(await measureBrowserEngine()),
  ...(await measureWorkflowEngine()),
  ...(await measureQaSuite()),
];

for (const r of results) {
  const verdict = r.value <= r.budget ? 'within budget' : 'OVER BUDGET';
  console.log(`${r.name}: ${r.value} ${r.unit} (budget ${r.budget} ${r.unit}, ${verdict})`);
  if (r.detail) console.log(`  ${r.detail}`);
}
if (results.some((r) => r.value > r.budget)) process.exitCode = 1;
