import type { WorkflowRun } from '@nova/shared';
import * as v from 'valibot';
import { createStore, useStore } from '@/lib/create-store';
import { readStoredJson, writeStoredJson } from '@/lib/storage';

/** Which workflow the builder (and Ctrl+Shift+R / Ctrl+Shift+S) works on, and the run it watches. */
export interface BuilderState {
  selectedId: string | null;
  /** The run parameters as typed (JSON). */
  paramsText: string;
  run: WorkflowRun | null;
  /** A start or stop request is on its way. */
  busy: boolean;
  error: string | null;
}

export const BUILDER_SELECTION_KEY = 'workflowBuilderSelection';

const store = createStore<BuilderState>({
  selectedId: readStoredJson(BUILDER_SELECTION_KEY, v.nullable(v.string()), null),
  paramsText: '{}',
  run: null,
  busy: false,
  error: null,
});

export function getBuilderState(): BuilderState {
  return store.get();
}

export function patchBuilder(patch: Partial<BuilderState>): void {
  const next = { ...store.get(), ...patch };
  if (patch.selectedId !== undefined) writeStoredJson(BUILDER_SELECTION_KEY, next.selectedId);
  store.set(next);
}

export function useBuilder(): BuilderState {
  return useStore(store, (state) => state);
}
