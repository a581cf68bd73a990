import { ERROR_LOG_LIMIT } from '@nova/shared';
import * as v from 'valibot';
import { readStoredJson, writeStoredJson } from './storage';

export const ERROR_LOG_KEY = 'errorLog';

const errorLogEntrySchema = v.object({
  message: v.string(),
  stack: v.optional(v.string()),
  componentStack: v.optional(v.string()),
  url: v.string(),
  timestamp: v.string(),
});
export type ErrorLogEntry = v.InferOutput<typeof errorLogEntrySchema>;
const errorLogSchema = v.array(errorLogEntrySchema);

/** Keeps the newest ERROR_LOG_LIMIT entries, oldest first. */
export function appendErrorLogEntry(log: ErrorLogEntry[], entry: ErrorLogEntry): ErrorLogEntry[] {
  return [...log, entry].slice(-ERROR_LOG_LIMIT);
}

export function readErrorLog(): ErrorLogEntry[] {
  return readStoredJson(ERROR_LOG_KEY, errorLogSchema, []);
}

export function toErrorLogEntry(error: unknown, componentStack?: string | null, now = new Date()): ErrorLogEntry {
  const err = error instanceof Error ? error : new Error(String(error));
  return {
    message: err.message || 'Unknown error',
    stack: err.stack,
    componentStack: componentStack ?? undefined,
    url: globalThis.location?.href ?? '',
    timestamp: now.toISOString(),
  };
}

export type ErrorReporter = (entry: ErrorLogEntry) => void | Promise<void>;
let reporter: ErrorReporter | null = null;

/** Configures where caught UI errors are reported (for example an error-tracking service). */
export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next;
}

/** Stores the error in the local log and hands it to the configured reporter, if any. */
export async function recordError(entry: ErrorLogEntry): Promise<void> {
  writeStoredJson(ERROR_LOG_KEY, appendErrorLogEntry(readErrorLog(), entry));
  if (!reporter) return;
  try {
    await reporter(entry);
  } catch (reportFailure) {
    console.error('Error reporter failed:', reportFailure);
  }
}
