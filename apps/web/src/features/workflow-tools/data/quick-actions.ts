import type { QuickActionId } from './types';

export const QUICK_ACTIONS = ['new', 'run', 'stop', 'save', 'test'] as const satisfies readonly QuickActionId[];
