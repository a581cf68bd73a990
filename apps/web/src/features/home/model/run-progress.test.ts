import type { StepLogEntry, WorkflowRun } from '@nova/shared';
import { describe, expect, it } from 'vitest';
import { hasLiveRun, mergeRuns, runProgress } from './run-progress';

const step = (stepId: string, status: StepLogEntry['status']): StepLogEntry => ({
  stepId,
  type: 'transform',
  status,
  startedAt: '2026-03-01T10:00:00.000Z',
  finishedAt: status === 'running' ? null : '2026-03-01T10:00:01.000Z',
  durationMs: status === 'running' ? null : 1000,
});

const run = (id: string, status: WorkflowRun['status'], steps: StepLogEntry[] = []): WorkflowRun => ({
  id,
  workflowId: 'wf',
  workflowName: 'Flow',
  status,
  triggerType: 'manual',
  triggeredBy: 'test',
  parameters: {},
  result: null,
  output: null,
  error: null,
  steps,
  createdAt: '2026-03-01T10:00:00.000Z',
  startedAt: null,
  finishedAt: null,
});

const threeSteps = { steps: [{}, {}, {}] } as never;

describe('runProgress', () => {
  it('counts finished steps of the workflow', () => {
    expect(runProgress(run('r', 'pending'), threeSteps)).toEqual({ done: 0, total: 3, percent: 0 });
    expect(runProgress(run('r', 'running', [step('a', 'success'), step('b', 'running')]), threeSteps)).toEqual({ done: 1, total: 3, percent: 33 });
    expect(runProgress(run('r', 'failed', [step('a', 'success'), step('b', 'failed')]), threeSteps)).toEqual({ done: 2, total: 3, percent: 67 });
  });

  it('is complete for a successful run, even when a condition skipped steps', () => {
    expect(runProgress(run('r', 'success', [step('a', 'success')]), threeSteps)).toEqual({ done: 3, total: 3, percent: 100 });
  });

  it('falls back to the run log without the workflow, and never divides by zero', () => {
    expect(runProgress(run('r', 'running', [step('a', 'success'), step('b', 'running')]), undefined)).toEqual({ done: 1, total: 2, percent: 50 });
    expect(runProgress(run('r', 'pending'), undefined)).toEqual({ done: 0, total: 1, percent: 0 });
  });
});

describe('mergeRuns', () => {
  it('lists live runs first, then finished ones, once each, up to the limit', () => {
    const live = [run('a', 'running'), run('b', 'pending')];
    const recent = [run('b', 'running'), run('c', 'success'), run('a', 'running'), run('d', 'failed'), run('e', 'cancelled')];
    expect(mergeRuns(live, recent, 4).map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('hasLiveRun', () => {
  it('is true while any run is pending or running', () => {
    expect(hasLiveRun(undefined)).toBe(false);
    expect(hasLiveRun([run('a', 'success'), run('b', 'cancelled')])).toBe(false);
    expect(hasLiveRun([run('a', 'success'), run('b', 'pending')])).toBe(true);
  });
});
