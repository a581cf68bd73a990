import { WORKFLOW_STEP_TYPES, type WorkflowStep, type WorkflowStepInput, type WorkflowStepType } from '@nova/shared';

export type FieldKind = 'text' | 'textarea' | 'json' | 'number' | 'method';

/** The form fields of each step type, in order; timeoutMs is offered for every type. */
export const STEP_FIELDS: Record<WorkflowStepType, ReadonlyArray<{ key: string; kind: FieldKind; required?: boolean }>> = {
  'http.request': [
    { key: 'method', kind: 'method' },
    { key: 'url', kind: 'text', required: true },
    { key: 'headers', kind: 'json' },
    { key: 'body', kind: 'textarea' },
  ],
  'browser.open': [{ key: 'url', kind: 'text', required: true }],
  'browser.extract': [
    { key: 'url', kind: 'text', required: true },
    { key: 'selectors', kind: 'json', required: true },
  ],
  'ai.prompt': [
    { key: 'prompt', kind: 'textarea', required: true },
    { key: 'system', kind: 'textarea' },
  ],
  transform: [{ key: 'expression', kind: 'textarea', required: true }],
  delay: [{ key: 'ms', kind: 'number', required: true }],
  condition: [
    { key: 'expression', kind: 'textarea', required: true },
    { key: 'goTo', kind: 'text', required: true },
  ],
};

/** A step as the form edits it: every field as text. */
export interface StepDraft {
  id: string;
  type: WorkflowStepType;
  fields: Record<string, string>;
}

const NEW_STEP_FIELDS: Record<WorkflowStepType, Record<string, string>> = {
  'http.request': { method: 'GET', url: 'https://', headers: '', body: '' },
  'browser.open': { url: '{{params.url}}' },
  'browser.extract': { url: '{{params.url}}', selectors: '[{"name": "headings", "selector": "h1, h2"}]' },
  'ai.prompt': { prompt: '', system: '' },
  transform: { expression: '' },
  delay: { ms: '1000' },
  condition: { expression: '', goTo: '' },
};

export function newStepDraft(type: WorkflowStepType, existingIds: readonly string[]): StepDraft {
  const base = type.replace(/\W+/g, '_');
  let n = 1;
  while (existingIds.includes(`${base}${n}`)) n += 1;
  return { id: `${base}${n}`, type, fields: { ...NEW_STEP_FIELDS[type], timeoutMs: '' } };
}

const asText = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : typeof value === 'number' ? String(value) : JSON.stringify(value, null, 2);

export function draftFromStep(step: WorkflowStep): StepDraft {
  const fields: Record<string, string> = { timeoutMs: asText(step.timeoutMs) };
  for (const { key } of STEP_FIELDS[step.type]) fields[key] = asText((step as Record<string, unknown>)[key]);
  return { id: step.id, type: step.type, fields };
}

export class StepDraftError extends Error {}

/** The step the server validates; JSON and number fields are parsed here and named when they are not. */
export function stepFromDraft(draft: StepDraft): WorkflowStepInput {
  const step: Record<string, unknown> = { id: draft.id.trim(), type: draft.type };
  for (const { key, kind } of [...STEP_FIELDS[draft.type], { key: 'timeoutMs', kind: 'number' as const }]) {
    const raw = (draft.fields[key] ?? '').trim();
    if (!raw) continue;
    if (kind === 'json') {
      try {
        step[key] = JSON.parse(raw) as unknown;
      } catch {
        throw new StepDraftError(`${draft.id}.${key}: invalid JSON`);
      }
    } else if (kind === 'number') {
      const value = Number(raw);
      if (!Number.isFinite(value)) throw new StepDraftError(`${draft.id}.${key}: not a number`);
      step[key] = value;
    } else {
      step[key] = kind === 'textarea' || kind === 'text' ? (draft.fields[key] ?? '') : raw;
    }
  }
  return step as WorkflowStepInput;
}

export const isStepType = (value: string): value is WorkflowStepType => (WORKFLOW_STEP_TYPES as readonly string[]).includes(value);

/** Run parameters prefilled from the workflow's declared parameters and their defaults. */
export function parameterTemplate(parameters: ReadonlyArray<{ name: string; default?: unknown }>): string {
  return JSON.stringify(Object.fromEntries(parameters.map((p) => [p.name, p.default ?? ''])), null, 2);
}
