import { DEFAULT_TOAST_DURATION_MS, TOAST_LIMIT } from '@nova/shared';
import { useSyncExternalStore } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  durationMs?: number;
}

export interface ToastItem extends Required<Pick<ToastInput, 'title' | 'variant' | 'durationMs'>> {
  id: number;
  description?: string;
  open: boolean;
}

let nextId = 1;
let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast; only TOAST_LIMIT (one) is visible, a new one replaces the old. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  const item: ToastItem = {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    durationMs: input.durationMs ?? DEFAULT_TOAST_DURATION_MS,
    open: true,
  };
  emit([item, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number): void {
  emit(toasts.filter((t) => t.id !== id));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToastsSnapshot(): ToastItem[] {
  return toasts;
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, getToastsSnapshot);
}
