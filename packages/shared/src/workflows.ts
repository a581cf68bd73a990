import { z } from 'zod';

/** Spec B §4: pending → running → success | failed | cancelled; the last three are terminal. */
export const WORKFLOW_RUN_STATUSES = ['pending', 'running', 'success', 'failed', 'cancelled'] as const;
export type WorkflowRunStatus = (typeof WORKFLOW_RUN_STATUSES)[number];
export const TERMINAL_RUN_STATUSES: readonly WorkflowRunStatus[] = ['success', 'failed', 'cancelled'];
export const isTerminalRunStatus = (status: WorkflowRunStatus): boolean => TERMINAL_RUN_STATUSES.includes(status);

export const WORKFLOW_STATUSES = ['active', 'inactive'] as const;
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];

export const WORKFLOW_STEP_TYPES = [
  'http.request',
  'browser.open',
  'browser.extract',
  'ai.prompt',
  'transform',
  'delay',
  'condition',
] as const;
export type WorkflowStepType = (typeof WORKFLOW_STEP_TYPES)[number];

/** Spec B §9: the chat polls a started run this often. */
export const WORKFLOW_POLL_MS = 2000;
export const WORKFLOW_NAME_MAX = 100;
export const WORKFLOW_MAX_STEPS = 50;
/** The longest a delay step may wait and the longest step timeout a step may ask for. */
export const WORKFLOW_DELAY_MAX_MS = 10 * 60_000;
export const WORKFLOW_STEP_TIMEOUT_MAX_MS = 10 * 60_000;
/** Why a run that was pending or running when the server stopped is failed at the next start. */
export const RUN_INTERRUPTED_MESSAGE = 'Interrupted by a server restart';
export const RUN_CANCELLED_MESSAGE = 'Stopped by request';

/** Spec B §8. */
export const WORKFLOW_ERRORS = {
  notFound: (name: string) => `Workflow "${name}" not found`,
  startFailed: 'Failed to start workflow',
  notRunning: 'Workflow is not running',
  stopFailed: 'Failed to stop workflow',
  noRecentRuns: 'No recent runs found',
  statusFailed: 'Failed to get status',
} as const;

const stepIdSchema = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/, 'Step id must start with a letter and contain only letters, digits, hyphens and underscores');

const stepBase = {
  id: stepIdSchema,
  name: z.string().trim().max(100).optional(),
  /** Overrides the server's default step timeout. */
  timeoutMs: z.number().int().min(1).max(WORKFLOW_STEP_TIMEOUT_MAX_MS).optional(),
};

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'] as const;

export const httpRequestStepSchema = z.object({
  ...stepBase,
  type: z.literal('http.request'),
  method: z.enum(HTTP_METHODS).default('GET'),
  url: z.string().min(1),
  headers: z.record(z.string(), z.string()).optional(),
  body: z.string().optional(),
});

export const browserOpenStepSchema = z.object({
  ...stepBase,
  type: z.literal('browser.open'),
  url: z.string().min(1),
});

export const extractSelectorSchema = z.object({
  /** The key of this list in the step's output. */
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'Selector name must be a simple identifier'),
  selector: z.string().min(1).max(500),
  /** Read this attribute instead of the element's text. */
  attribute: z.string().min(1).max(100).optional(),
});
export type ExtractSelector = z.infer<typeof extractSelectorSchema>;

export const browserExtractStepSchema = z.object({
  ...stepBase,
  type: z.literal('browser.extract'),
  url: z.string().min(1),
  selectors: z.array(extractSelectorSchema).min(1).max(20),
});

export const aiPromptStepSchema = z.object({
  ...stepBase,
  type: z.literal('ai.prompt'),
  prompt: z.string().min(1),
  system: z.string().optional(),
});

/** A JSONata expression over `{params, steps}`; its value is the step's output. */
export const transformStepSchema = z.object({
  ...stepBase,
  type: z.literal('transform'),
  expression: z.string().min(1).max(5000),
});

export const delayStepSchema = z.object({
  ...stepBase,
  type: z.literal('delay'),
  ms: z.number().int().min(0).max(WORKFLOW_DELAY_MAX_MS),
});

/** When the JSONata expression is truthy the run continues at goTo, skipping the steps between. */
export const conditionStepSchema = z.object({
  ...stepBase,
  type: z.literal('condition'),
  expression: z.string().min(1).max(5000),
  goTo: stepIdSchema,
});

export const workflowStepSchema = z.discriminatedUnion('type', [
  httpRequestStepSchema,
  browserOpenStepSchema,
  browserExtractStepSchema,
  aiPromptStepSchema,
  transformStepSchema,
  delayStepSchema,
  conditionStepSchema,
]);
export type WorkflowStep = z.infer<typeof workflowStepSchema>;
export type WorkflowStepInput = z.input<typeof workflowStepSchema>;

export const WORKFLOW_PARAMETER_TYPES = ['string', 'number', 'boolean'] as const;

export const workflowParameterSchema = z.object({
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'Parameter name must be a simple identifier'),
  type: z.enum(WORKFLOW_PARAMETER_TYPES).default('string'),
  description: z.string().max(500).default(''),
  required: z.boolean().default(false),
  default: z.union([z.string(), z.number(), z.boolean()]).optional(),
});
export type WorkflowParameter = z.infer<typeof workflowParameterSchema>;

export const workflowInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(WORKFLOW_NAME_MAX),
    description: z.string().max(2000).default(''),
    status: z.enum(WORKFLOW_STATUSES).default('active'),
    parameters: z.array(workflowParameterSchema).max(30).default([]),
    steps: z.array(workflowStepSchema).min(1, 'A workflow needs at least one step').max(WORKFLOW_MAX_STEPS),
  })
  .superRefine((workflow, ctx) => {
    const ids = workflow.steps.map((step) => step.id);
    workflow.steps.forEach((step, index) => {
      if (ids.indexOf(step.id) !== index) {
        ctx.addIssue({ code: 'custom', path: ['steps', index, 'id'], message: `Step id "${step.id}" is used twice` });
      }
      if (step.type === 'condition' && ids.indexOf(step.goTo) <= index) {
        ctx.addIssue({
          code: 'custom',
          path: ['steps', index, 'goTo'],
          message: `goTo must name a later step, not "${step.goTo}"`,
        });
      }
    });
    const names = workflow.parameters.map((p) => p.name);
    workflow.parameters.forEach((p, index) => {
      if (names.indexOf(p.name) !== index) {
        ctx.addIssue({ code: 'custom', path: ['parameters', index, 'name'], message: `Parameter "${p.name}" is declared twice` });
      }
    });
  });
export type WorkflowInput = z.input<typeof workflowInputSchema>;

export const workflowSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.enum(WORKFLOW_STATUSES),
  parameters: z.array(workflowParameterSchema),
  steps: z.array(workflowStepSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Workflow = z.infer<typeof workflowSchema>;

export const workflowListSchema = z.object({ workflows: z.array(workflowSchema) });
export const workflowListQuerySchema = z.object({ status: z.enum(WORKFLOW_STATUSES).optional() });
export const workflowIdSchema = z.string().min(1).max(100);

export const STEP_LOG_STATUSES = ['running', 'success', 'failed', 'skipped', 'cancelled'] as const;

export const stepLogEntrySchema = z.object({
  stepId: z.string(),
  type: z.enum(WORKFLOW_STEP_TYPES),
  status: z.enum(STEP_LOG_STATUSES),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  durationMs: z.number().nullable(),
  output: z.unknown().optional(),
  error: z.string().optional(),
});
export type StepLogEntry = z.infer<typeof stepLogEntrySchema>;

export const workflowRunSchema = z.object({
  id: z.string(),
  workflowId: z.string(),
  workflowName: z.string(),
  status: z.enum(WORKFLOW_RUN_STATUSES),
  triggerType: z.string(),
  triggeredBy: z.string(),
  parameters: z.record(z.string(), z.unknown()),
  /** The last step's output. */
  result: z.unknown().nullable(),
  /** The result as text, for the chat. */
  output: z.string().nullable(),
  error: z.string().nullable(),
  steps: z.array(stepLogEntrySchema),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type WorkflowRun = z.infer<typeof workflowRunSchema>;

export const workflowRunListSchema = z.object({ runs: z.array(workflowRunSchema) });

/** GET /api/workflows/runs/recent: the newest runs of any status, newest first. */
export const WORKFLOW_RECENT_RUNS_MAX = 50;
export const recentRunsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be at least 1' })
    .max(WORKFLOW_RECENT_RUNS_MAX, { message: `must be at most ${WORKFLOW_RECENT_RUNS_MAX}` })
    .default(10),
});

export const executeWorkflowSchema = z.object({
  workflowId: workflowIdSchema,
  triggerType: z.string().min(1).max(50).default('manual'),
  triggeredBy: z.string().min(1).max(100).default('user'),
  parameters: z.record(z.string(), z.unknown()).default({}),
});
export type ExecuteWorkflowRequest = z.input<typeof executeWorkflowSchema>;

/** POST /api/plugins/complete: a plugin's filled prompt, answered by the model in one piece. */
export const PLUGIN_PROMPT_MAX_CHARS = 200_000;
export const pluginCompletionRequestSchema = z.object({
  prompt: z.string().trim().min(1, 'Prompt is required').max(PLUGIN_PROMPT_MAX_CHARS),
  system: z.string().max(10_000).optional(),
});
export type PluginCompletionRequest = z.infer<typeof pluginCompletionRequestSchema>;
export const pluginCompletionResponseSchema = z.object({ content: z.string() });
