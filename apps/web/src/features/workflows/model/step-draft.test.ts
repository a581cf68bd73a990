import type { WorkflowStep } from '@nova/shared';
import { describe, expect, it } from 'vitest';
import { draftFromStep, newStepDraft, parameterTemplate, stepFromDraft, StepDraftError } from './step-draft';

describe('step drafts', () => {
  it('round-trips each kind of field', () => {
    const steps: WorkflowStep[] = [
      { id: 'get', type: 'http.request', method: 'POST', url: 'https://a.no', headers: { 'x-a': '1' }, body: '{{params.x}}', timeoutMs: 500 },
      { id: 'read', type: 'browser.extract', url: '{{params.url}}', selectors: [{ name: 'links', selector: 'a', attribute: 'href' }] },
      { id: 'wait', type: 'delay', ms: 20 },
      { id: 'jump', type: 'condition', expression: 'params.x', goTo: 'end' },
    ];
    for (const step of steps) expect(stepFromDraft(draftFromStep(step))).toEqual(step);
  });

  it('leaves out empty fields and names bad JSON and numbers', () => {
    const draft = newStepDraft('http.request', []);
    expect(draft.id).toBe('http_request1');
    expect(stepFromDraft({ ...draft, fields: { ...draft.fields, url: 'https://b.no' } })).toEqual({
      id: 'http_request1',
      type: 'http.request',
      method: 'GET',
      url: 'https://b.no',
    });
    expect(() => stepFromDraft({ ...draft, fields: { ...draft.fields, headers: '{oops' } })).toThrow(new StepDraftError('http_request1.headers: invalid JSON'));
    expect(() => stepFromDraft({ id: 'w', type: 'delay', fields: { ms: 'soon' } })).toThrow('w.ms: not a number');
    expect(newStepDraft('delay', ['delay1', 'delay2']).id).toBe('delay3');
  });

  it('prefills run parameters from the declared ones', () => {
    expect(JSON.parse(parameterTemplate([{ name: 'url' }, { name: 'n', default: 3 }]))).toEqual({ url: '', n: 3 });
  });
});
