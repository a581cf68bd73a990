import type { WorkflowStep } from '@nova/shared';
import jsonata from 'jsonata';
import type { ChatProviderSource, UpstreamMessage } from '../ai-chat/chat-provider.js';
import { abortable, StepError } from './step-errors.js';
import { fillTemplate, type TemplateScope } from './templating.js';
import type { WorkflowBrowser } from './workflow-browser.js';

export interface StepDeps {
  browser: WorkflowBrowser;
  /** The model of the run's workspace. */
  provider: ChatProviderSource;
}

export interface StepContext {
  workspaceId: string;
  scope: TemplateScope;
  signal: AbortSignal;
  deps: StepDeps;
}

/** The most of an HTTP answer a step keeps. */
export const HTTP_BODY_MAX_CHARS = 1_000_000;

async function evaluate(expression: string, scope: TemplateScope, signal: AbortSignal): Promise<unknown> {
  let compiled: ReturnType<typeof jsonata>;
  try {
    compiled = jsonata(expression);
  } catch (error) {
    throw new StepError(`Invalid expression: ${(error as Error).message}`);
  }
  try {
    return await abortable(compiled.evaluate(scope), signal);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new StepError(`Expression failed: ${(error as Error).message}`);
  }
}

function templatedUrl(template: string, scope: TemplateScope): string {
  const url = fillTemplate(template, scope).trim();
  if (!url) throw new StepError('The URL is empty');
  return url;
}

async function httpRequest(step: Extract<WorkflowStep, { type: 'http.request' }>, { scope, signal }: StepContext) {
  const url = templatedUrl(step.url, scope);
  if (!/^https?:\/\//i.test(url)) throw new StepError(`Only http and https URLs can be requested, not "${url}"`);
  const headers = Object.fromEntries(
    Object.entries(step.headers ?? {}).map(([name, value]) => [name, fillTemplate(value, scope)]),
  );
  const body = step.body === undefined || step.method === 'GET' || step.method === 'HEAD' ? undefined : fillTemplate(step.body, scope);
  let response: Response;
  try {
    response = await fetch(url, { method: step.method, headers, body, signal, redirect: 'follow' });
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    const cause = (error as Error & { cause?: Error }).cause;
    throw new StepError(`Request failed: ${cause?.message ?? (error as Error).message}`);
  }
  const text = (await response.text()).slice(0, HTTP_BODY_MAX_CHARS);
  if (!response.ok) throw new StepError(`HTTP ${response.status} from ${url}`);
  const isJson = /\bjson\b/i.test(response.headers.get('content-type') ?? '');
  let parsed: unknown = text;
  if (isJson) {
    try {
      parsed = JSON.parse(text) as unknown;
    } catch {
      parsed = text;
    }
  }
  return { status: response.status, body: parsed };
}

async function aiPrompt(step: Extract<WorkflowStep, { type: 'ai.prompt' }>, { workspaceId, scope, signal, deps }: StepContext) {
  const provider = await deps.provider(workspaceId);
  if (!provider) throw new StepError('No AI provider is configured (OPENAI_API_KEY or a key under Settings)');
  const messages: UpstreamMessage[] = [];
  if (step.system) messages.push({ role: 'system', content: fillTemplate(step.system, scope) });
  messages.push({ role: 'user', content: fillTemplate(step.prompt, scope) });
  try {
    return await provider.complete(messages, signal);
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    throw new StepError((error as Error).message);
  }
}

function delay(ms: number, signal: AbortSignal): Promise<{ waitedMs: number }> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve({ waitedMs: ms });
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Runs one step; condition steps answer `{matched}` and the runner does the jump. */
export async function runStep(step: WorkflowStep, context: StepContext): Promise<unknown> {
  const { scope, signal, deps } = context;
  switch (step.type) {
    case 'http.request':
      return httpRequest(step, context);
    case 'browser.open':
      return deps.browser.open(templatedUrl(step.url, scope), signal);
    case 'browser.extract':
      return deps.browser.extract(templatedUrl(step.url, scope), step.selectors, signal);
    case 'ai.prompt':
      return aiPrompt(step, context);
    case 'transform':
      return (await evaluate(step.expression, scope, signal)) ?? null;
    case 'delay':
      return delay(step.ms, signal);
    case 'condition':
      return { matched: Boolean(await evaluate(step.expression, scope, signal)) };
  }
}
