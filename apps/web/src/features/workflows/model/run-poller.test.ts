import type { WorkflowRun, WorkflowRunStatus } from '@nova/shared';
import { describe, expect, it } from 'vitest';
import { pollRunUntilDone } from './run-poller';

const run = (status: WorkflowRunStatus) => ({ id: 'r', status }) as WorkflowRun;

describe('pollRunUntilDone', () => {
  it('polls at the interval until a terminal status, riding out failed polls', async () => {
    const answers: Array<WorkflowRun | Error> = [run('pending'), new Error('offline'), run('running'), run('success'), run('failed')];
    const waits: number[] = [];
    const seen: string[] = [];
    const done = await pollRunUntilDone('r', {
      fetchRun: async () => {
        const next = answers.shift();
        if (next instanceof Error) throw next;
        if (!next) throw new Error('polled too often');
        return next;
      },
      onUpdate: (r) => seen.push(r.status),
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(done?.status).toBe('success');
    expect(seen).toEqual(['pending', 'running', 'success']);
    expect(waits).toEqual([2000, 2000, 2000]);
  });

  it('ends with null when aborted', async () => {
    const controller = new AbortController();
    const done = pollRunUntilDone('r', {
      fetchRun: async () => run('running'),
      signal: controller.signal,
      sleep: async () => {
        controller.abort();
      },
    });
    expect(await done).toBeNull();
  });
});
