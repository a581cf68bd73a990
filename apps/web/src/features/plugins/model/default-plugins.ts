import type { Plugin } from './plugin-types';

export const EXTRACT_DATA_TYPES = ['emails', 'phone numbers', 'addresses', 'links', 'images'] as const;
export const TRANSLATE_LANGUAGES = ['Norwegian', 'English', 'Spanish', 'French', 'German', 'Chinese', 'Japanese'] as const;
export const DEFAULT_PLUGIN_IDS = ['summarize', 'extract', 'translate', 'analyze', 'workflow'] as const;
export const WORKFLOW_PLUGIN_ID = 'workflow';

const EPOCH = '2026-01-01T00:00:00.000Z';
const base = { enabled: true, visibility: 'public' as const, createdAt: EPOCH, updatedAt: EPOCH };

/** Spec B §3: the five default plugins; the id equals the command name. */
export const DEFAULT_PLUGINS: readonly Plugin[] = [
  {
    ...base,
    id: 'summarize',
    name: 'Oppsummer',
    description: 'Oppsummerer siden i korte punkter',
    command: '/summarize',
    prompt: 'Summarise this page in short bullet points.\n\nTitle: {{title}}\nURL: {{url}}\n\n{{pageContent}}',
    parameters: [],
    processing: { type: 'markdown' },
  },
  {
    ...base,
    id: 'extract',
    name: 'Hent ut data',
    description: 'Henter ut e-poster, telefonnumre, adresser, lenker eller bilder fra siden',
    command: '/extract',
    prompt: 'List every one of the {{dataType}} found on this page, one per line, and nothing else.\n\nURL: {{url}}\n\n{{pageContent}}',
    parameters: [
      { name: 'dataType', type: 'select', description: 'Hva som skal hentes ut', required: false, default: 'emails', options: [...EXTRACT_DATA_TYPES] },
    ],
    processing: { type: 'text' },
  },
  {
    ...base,
    id: 'translate',
    name: 'Oversett',
    description: 'Oversetter siden eller markert tekst',
    command: '/translate',
    prompt: 'Translate the following text to {{language}}. Answer with the translation only.\n\n{{selectedText}}\n\n{{pageContent}}',
    parameters: [
      { name: 'language', type: 'select', description: 'Målspråk', required: false, default: 'Norwegian', options: [...TRANSLATE_LANGUAGES] },
    ],
    processing: { type: 'text' },
  },
  {
    ...base,
    id: 'analyze',
    name: 'Analyser',
    description: 'Analyserer innholdet, formålet og målgruppen til siden',
    command: '/analyze',
    prompt: 'Analyse this page: its purpose, audience, main points and weaknesses.\n\nTitle: {{title}}\nURL: {{url}}\n\n{{pageContent}}',
    parameters: [],
    processing: { type: 'markdown' },
  },
  {
    ...base,
    id: WORKFLOW_PLUGIN_ID,
    name: 'Arbeidsflyt',
    description: 'Starter, stopper og viser status for arbeidsflyter',
    command: '/workflow',
    prompt: '{{workflowName}}',
    parameters: [{ name: 'workflowName', type: 'string', description: 'Navnet på arbeidsflyten', required: false }],
    processing: { type: 'text' },
  },
];

export const isDefaultPlugin = (id: string): boolean => (DEFAULT_PLUGIN_IDS as readonly string[]).includes(id);
