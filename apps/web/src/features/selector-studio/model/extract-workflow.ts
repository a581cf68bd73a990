import { WORKFLOW_NAME_MAX, type SavedSelector, type WorkflowInput } from '@nova/shared';
import { selectorStudioStrings as t } from '@/lib/i18n/nb/selector-studio';

const TRANSLITERATION: Record<string, string> = { æ: 'ae', ø: 'o', å: 'a', Æ: 'Ae', Ø: 'O', Å: 'A' };

/**
 * A saved selector's name as the key of the extract step's output, which must be a simple
 * identifier (a letter, then letters, digits and _; at most 40): "Pris på vare" → "Pris_pa_vare".
 */
export function extractKey(name: string): string {
  const ascii = name
    .replace(/[æøåÆØÅ]/g, (letter) => TRANSLITERATION[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const words = ascii.split(/[^A-Za-z0-9]+/).filter(Boolean).join('_');
  const key = /^[A-Za-z]/.test(words) ? words : `values${words ? `_${words}` : ''}`;
  return key.slice(0, 40);
}

const cap = (text: string) => (text.length > WORKFLOW_NAME_MAX ? `${text.slice(0, WORKFLOW_NAME_MAX - 1)}…` : text);

/** A new workflow with one browser.extract step reading the saved selector from `url`. */
export function extractWorkflow(saved: Pick<SavedSelector, 'name' | 'selector'>, url: string): WorkflowInput {
  return {
    name: cap(t.workflow.name(saved.name)),
    description: t.workflow.description(saved.selector, url),
    status: 'active',
    parameters: [],
    steps: [
      {
        id: 'extract',
        type: 'browser.extract',
        name: cap(t.workflow.stepName(saved.name)),
        url,
        selectors: [{ name: extractKey(saved.name), selector: saved.selector }],
      },
    ],
  };
}
