// Benchmark harness: the real palette dialog with 5,000 registered entries.
import { FileText } from 'lucide-react';
import { createRoot } from 'react-dom/client';
import { registerCommandSource } from '@/features/command-palette';
import { CommandPaletteDialog } from '@/features/command-palette/components/command-palette-dialog';
import { COMMAND_CATEGORIES } from '@/features/command-palette/model/command-types';
import '@/index.css';

const ENTRIES = 5000;
const WORDS = ['prompt', 'workflow', 'session', 'tab', 'invoice', 'lead', 'report', 'review', 'campaign', 'selector'];

registerCommandSource('bench', () =>
  Array.from({ length: ENTRIES }, (_, i) => ({
    id: `bench-${i}`,
    name: `${WORDS[i % WORDS.length]} ${i} ${WORDS[(i * 7) % WORDS.length]}`,
    category: COMMAND_CATEGORIES[i % COMMAND_CATEGORIES.length] ?? 'Tools',
    icon: FileText,
    description: `Synthetic entry number ${i} used for benchmarking the palette filter`,
    keywords: [`k${i}`, WORDS[(i * 3) % WORDS.length] ?? ''],
    action: { type: 'run' as const, run: () => undefined },
  })),
);

declare global {
  interface Window {
    keystrokeSamples: number[];
  }
}
window.keystrokeSamples = [];

// Keydown → the results' DOM committed and laid out (MutationObserver runs right after React's commit).
let pending: number | null = null;
document.addEventListener('keydown', () => (pending = performance.now()), { capture: true });
new MutationObserver(() => {
  if (pending === null) return;
  void document.body.offsetHeight;
  window.keystrokeSamples.push(performance.now() - pending);
  pending = null;
}).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });

const root = document.getElementById('root');
if (root) createRoot(root).render(<CommandPaletteDialog onClose={() => undefined} />);
