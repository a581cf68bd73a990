import { DEFAULT_TOAST_DURATION_MS, TOAST_LIMIT } from '@nova/shared';
import { createStore, useStore } from '@/lib/create-store';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  durationMs?: number;
}

export interface ToastItem extends Required<Pick<ToastInput, 'title' | 'variant' | 'durationMs'>> {
  id: number;
  description?: string;
}

let nextId = 1;
const toasts = createStore<ToastItem[]>([]);

/** Shows a toast; only TOAST_LIMIT (one) is visible, a new one replaces the old. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  const item: ToastItem = {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    durationMs: input.durationMs ?? DEFAULT_TOAST_DURATION_MS,
  };
  toasts.set([item, ...toasts.get()].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number): void {
  toasts.set(toasts.get().filter((t) => t.id !== id));
}

export function getToastsSnapshot(): ToastItem[] {
  return toasts.get();
}

export function useToasts(): ToastItem[] {
  return useStore(toasts, (all) => all);
}
