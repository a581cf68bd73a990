import { z } from 'zod';
import { BROWSER_ADDRESS_MAX_CHARS } from './browser-engine-limits.js';

/** Most to least severe; axe-core's four impacts plus info. */
export const QA_SEVERITIES = ['critical', 'serious', 'moderate', 'minor', 'info'] as const;
export type QaSeverity = (typeof QA_SEVERITIES)[number];

export const QA_CHECKS = [
  'http-status',
  'load-time',
  'console-error',
  'page-error',
  'failed-request',
  'broken-link',
  'image-alt',
  'title',
  'meta-description',
  'accessibility',
] as const;
export type QaCheck = (typeof QA_CHECKS)[number];

/** pending → running → success | failed | cancelled; the last three are terminal. */
export const QA_RUN_STATUSES = ['pending', 'running', 'success', 'failed', 'cancelled'] as const;
export type QaRunStatus = (typeof QA_RUN_STATUSES)[number];
export const isTerminalQaStatus = (status: QaRunStatus): boolean =>
  status === 'success' || status === 'failed' || status === 'cancelled';

/** What a running run is doing; the page names each step. */
export const QA_STEPS = ['queued', 'loading', 'page', 'links', 'accessibility', 'done'] as const;
export type QaStep = (typeof QA_STEPS)[number];

/** How often the page asks for a live run. */
export const QA_POLL_MS = 500;
/** Same-origin links checked per run at most; the rest are counted as skipped. */
export const QA_MAX_LINKS = 40;
/** Runs kept per workspace; older finished ones are deleted when a new run starts. */
export const QA_HISTORY_MAX = 50;

export const QA_ERRORS = {
  notFound: 'Fant ikke QA-kjøringen.',
  notRunning: 'Kjøringen er allerede ferdig.',
  interrupted: 'Avbrutt fordi serveren startet på nytt.',
  cancelled: 'Stoppet av brukeren.',
  timedOut: 'Kjøringen tok for lang tid og ble stoppet.',
} as const;

export const qaFindingSchema = z.object({
  severity: z.enum(QA_SEVERITIES),
  check: z.enum(QA_CHECKS),
  /** Norwegian, one line. */
  message: z.string(),
  /** A CSS selector or a URL; null when the finding is about the page as a whole. */
  where: z.string().nullable(),
  /** Further reading (axe-core's rule page), if any. */
  helpUrl: z.string().nullable(),
});
export type QaFinding = z.infer<typeof qaFindingSchema>;

export const qaSeverityCountsSchema = z.object(
  Object.fromEntries(QA_SEVERITIES.map((severity) => [severity, z.number().int().min(0)])) as Record<
    QaSeverity,
    z.ZodNumber
  >,
);
export type QaSeverityCounts = z.infer<typeof qaSeverityCountsSchema>;

export const qaSummarySchema = z.object({
  /** The main document's status after redirects; null when it had no HTTP answer. */
  httpStatus: z.number().int().nullable(),
  finalUrl: z.string(),
  title: z.string(),
  /** Navigation start to the load event, from the page's Navigation Timing. */
  loadTimeMs: z.number().int().min(0).nullable(),
  linksChecked: z.number().int().min(0),
  linksSkipped: z.number().int().min(0),
  counts: qaSeverityCountsSchema,
});
export type QaSummary = z.infer<typeof qaSummarySchema>;

const runFields = {
  id: z.string(),
  url: z.string(),
  status: z.enum(QA_RUN_STATUSES),
  progress: z.number().int().min(0).max(100),
  step: z.enum(QA_STEPS),
  /** Why a run failed or stopped, readable. */
  error: z.string().nullable(),
  summary: qaSummarySchema.nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
};

export const qaRunSchema = z.object({ ...runFields, findings: z.array(qaFindingSchema) });
export type QaRun = z.infer<typeof qaRunSchema>;

/** A run in the history list: everything but the findings. */
export const qaRunListItemSchema = z.object(runFields);
export type QaRunListItem = z.infer<typeof qaRunListItemSchema>;
export const qaRunListSchema = z.object({ runs: z.array(qaRunListItemSchema) });

export const createQaRunSchema = z.object({
  url: z
    .string({ message: 'Skriv inn en adresse' })
    .trim()
    .min(1, { message: 'Skriv inn en adresse' })
    .max(BROWSER_ADDRESS_MAX_CHARS, { message: `Adressen kan være høyst ${BROWSER_ADDRESS_MAX_CHARS} tegn` }),
});
export type CreateQaRunRequest = z.infer<typeof createQaRunSchema>;

export const qaRunIdSchema = z.string().min(1).max(100);
