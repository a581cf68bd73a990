import type { NodeCategory, PaletteNode } from './types';

export const NODE_CATEGORIES = ['trigger', 'browser', 'ai', 'logic', 'output'] as const satisfies readonly NodeCategory[];

export const SAMPLE_NODES: readonly PaletteNode[] = [
  { type: 'trigger.schedule', label: 'Tidsplan', description: 'Start på faste tidspunkter', category: 'trigger' },
  { type: 'trigger.webhook', label: 'Webhook', description: 'Start når en URL kalles', category: 'trigger' },
  { type: 'browser.open-page', label: 'Åpne nettside', description: 'Gå til en adresse', category: 'browser' },
  { type: 'browser.click', label: 'Klikk element', description: 'Klikk på en CSS-selektor', category: 'browser' },
  { type: 'browser.extract', label: 'Trekk ut data', description: 'Hent tekst, lenker eller tabeller', category: 'browser' },
  { type: 'ai.summarize', label: 'AI-sammendrag', description: 'Oppsummer innhold med AI', category: 'ai' },
  { type: 'ai.classify', label: 'AI-klassifisering', description: 'Sorter innhold i kategorier', category: 'ai' },
  { type: 'logic.condition', label: 'Betingelse', description: 'Velg vei etter en regel', category: 'logic' },
  { type: 'logic.delay', label: 'Vent', description: 'Pause før neste steg', category: 'logic' },
  { type: 'output.email', label: 'Send e-post', description: 'Send resultatet på e-post', category: 'output' },
  { type: 'output.export', label: 'Eksporter CSV', description: 'Lagre resultatet som CSV', category: 'output' },
];
