import {
  autoFixResponseSchema,
  CODE_REVIEW_MAX_CHARS,
  DEFAULT_REVIEW_PREFERENCES,
  reviewPreferencesSchema,
  reviewResponseSchema,
} from '@nova/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../app.js';
import { newWorkspace } from '../../../test/ai-chat-harness.js';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../../test/openai-stand-in.js';
import { testConfig } from '../../../test/test-app.js';
import { createReviewPool, type ReviewPool } from '../review-pool.js';

const PLANTED_BUG = `export function parsePrice(text: string): number | null {
  const value = Number.parseFloat(text);
  if (value === NaN) return null;
  return value;
}
`;

// Reviews run in a worker that loads ESLint and TypeScript; on a busy machine that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

let pool: ReviewPool;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  pool = createReviewPool({ threads: 1 });
  await pool.warm();
}, 120_000);
afterAll(() => pool.close());
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function start(ai?: { baseUrl: string }) {
  const base = testConfig();
  const config = ai ? { ...base, ai: { ...base.ai, apiKey: 'sk-stand-in', baseUrl: ai.baseUrl, model: 'stand-in', timeoutMs: 5_000 } } : base;
  const app = await buildApp(config, { codeReviewPool: pool });
  apps.push(app);
  return { app, cookie: await newWorkspace(app) };
}

const post = (app: FastifyInstance, cookie: string, url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as Record<string, unknown> });

const review = (app: FastifyInstance, cookie: string, body: Record<string, unknown>) => post(app, cookie, '/api/ai-code-review/review', body);

describe('POST /api/ai-code-review/review', () => {
  it('reviews the code: the planted bug at its line, summary, metrics 0–100, no model without a provider', async () => {
    const { app, cookie } = await start();
    const res = await review(app, cookie, { context: { code: PLANTED_BUG, cursorPosition: 0, language: 'typescript', filePath: 'parse.ts' }, userId: 'u1' });
    expect(res.statusCode).toBe(200);
    const { review: result } = reviewResponseSchema.parse(res.json());
    const bug = result.issues.find((i) => i.ruleId === 'use-isnan');
    expect(bug).toMatchObject({ type: 'bug', line: 3, originalCode: '  if (value === NaN) return null;', suggestedFix: '  if (Number.isNaN(value)) return null;' });
    const s = result.summary;
    expect(s.totalIssues).toBe(result.issues.length);
    expect(s.criticalCount + s.highCount + s.mediumCount + s.lowCount + s.infoCount).toBe(s.totalIssues);
    expect(s.linesAnalyzed).toBe(6);
    expect(s.analysisTime).toBeGreaterThan(0);
    for (const name of ['maintainability', 'readability', 'testability', 'complexity'] as const) {
      expect(result.metrics[name]).toBeGreaterThanOrEqual(0);
      expect(result.metrics[name]).toBeLessThanOrEqual(100);
      expect(result.metrics.details[name].method.length).toBeGreaterThan(20);
    }
    expect(result.personalization.userStyleMatches).toBe(4);
    expect(result.analysers).toEqual({ eslint: true, typescript: true, model: 'not-configured' });
  });

  it('answers 400 naming the supported languages for an unsupported one', async () => {
    const { app, cookie } = await start();
    const res = await review(app, cookie, { context: { code: 'print(1)', language: 'python' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Unsupported language "python": supported languages are typescript, javascript, tsx, jsx' });
  });

  it(`answers 413 for code over ${CODE_REVIEW_MAX_CHARS} characters`, async () => {
    const { app, cookie } = await start();
    const res = await review(app, cookie, { context: { code: 'x'.repeat(CODE_REVIEW_MAX_CHARS + 1), language: 'typescript' } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: `Code is longer than ${CODE_REVIEW_MAX_CHARS} characters` });
  });

  it('answers 400 naming the field for a request without code', async () => {
    const { app, cookie } = await start();
    const res = await review(app, cookie, { context: { language: 'typescript' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Invalid request: body\.context\.code: /);
  });

  it('honours strictness, ignoredRules and customRules sent with the request', async () => {
    const { app, cookie } = await start();
    const code = 'var total = "1"\nconsole.info(total)\n';
    const body = (preferences: Record<string, unknown>) => ({ context: { code, language: 'javascript' }, preferences });
    const rules = async (preferences: Record<string, unknown>) =>
      reviewResponseSchema.parse((await review(app, cookie, body(preferences))).json()).review.issues.map((i) => i.ruleId);

    expect(await rules({})).toEqual(expect.arrayContaining(['no-var', 'quotes', 'semi']));
    expect(await rules({ strictnessLevel: 'lenient' })).toEqual([]);
    expect(await rules({ strictnessLevel: 'strict' })).toContain('no-console');
    expect(await rules({ ignoredRules: ['no-var', 'semi'] })).not.toEqual(expect.arrayContaining(['no-var']));
    expect(await rules({ ignoredRules: ['no-var', 'semi'] })).not.toContain('semi');
    const custom = { customRules: [{ id: 'no-console-info', pattern: 'console\\.info', message: 'Use the logger', severity: 'high' }] };
    const res = reviewResponseSchema.parse((await review(app, cookie, body(custom))).json());
    expect(res.review.issues.find((i) => i.ruleId === 'custom/no-console-info')).toMatchObject({ line: 2, severity: 'high', title: 'Use the logger', source: 'custom' });
  });

  it('uses the stored preferences of the user when the request has none', async () => {
    const { app, cookie } = await start();
    await post(app, cookie, '/api/ai-code-review/preferences/u1', { strictnessLevel: 'lenient' });
    const code = 'var total = "1"\n';
    const forUser = async (userId: string) =>
      reviewResponseSchema.parse((await review(app, cookie, { context: { code, language: 'javascript' }, userId })).json()).review;
    expect((await forUser('u1')).issues).toEqual([]);
    expect((await forUser('u1')).personalization.strictnessLevel).toBe('lenient');
    expect((await forUser('u2')).issues.map((i) => i.ruleId)).toContain('no-var');
  });
});

describe('optional model suggestions', () => {
  let standIn: OpenAiStandIn;
  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
  });
  afterAll(() => standIn.close());

  it('adds the model issues and suggestions with low confidence when a provider is configured', async () => {
    const reply = JSON.stringify({
      issues: [{ line: 2, type: 'bug', severity: 'medium', title: 'Silent fallback', description: 'NaN is turned into null without a trace.' }],
      suggestions: [{ type: 'testing', impact: 'medium', description: 'Test the parser with "abc".' }],
    });
    standIn.behave({ status: 200, chunks: ['Here you go:\n```json\n', reply, '\n```'] });
    const { app, cookie } = await start(standIn);
    const res = reviewResponseSchema.parse((await review(app, cookie, { context: { code: PLANTED_BUG, language: 'typescript' } })).json());
    expect(res.review.analysers.model).toBe('used');
    const modelIssue = res.review.issues.find((i) => i.source === 'model');
    expect(modelIssue).toMatchObject({ line: 2, type: 'bug', title: 'Silent fallback', autoFixable: false, ruleId: 'model' });
    expect(modelIssue?.confidence).toBeLessThanOrEqual(0.5);
    expect(res.review.suggestions).toContainEqual({ type: 'testing', impact: 'medium', description: 'Test the parser with "abc".', source: 'model' });
    expect(res.review.issues.some((i) => i.ruleId === 'use-isnan')).toBe(true);
    const prompt = standIn.requests.at(-1)?.body.messages.at(-1)?.content ?? '';
    expect(prompt).toContain('3:   if (value === NaN) return null;');
  });

  it('is complete without the model when the provider fails or answers something unusable', async () => {
    const { app, cookie } = await start(standIn);
    for (const behaviour of [{ status: 500 }, { status: 200, chunks: ['I think the code is fine.'] }]) {
      standIn.behave(behaviour);
      const res = await review(app, cookie, { context: { code: PLANTED_BUG, language: 'typescript' } });
      expect(res.statusCode).toBe(200);
      const parsed = reviewResponseSchema.parse(res.json());
      expect(parsed.review.analysers.model).toBe('failed');
      expect(parsed.review.issues.some((i) => i.ruleId === 'use-isnan')).toBe(true);
      expect(parsed.review.issues.some((i) => i.source === 'model')).toBe(false);
    }
  });
});

describe('POST /api/ai-code-review/auto-fix', () => {
  it('applies the auto-fixable issues of a review and answers what it applied', async () => {
    const { app, cookie } = await start();
    const code = 'let greeting = "hello"\nexport { greeting }\n';
    const reviewed = reviewResponseSchema.parse((await review(app, cookie, { context: { code, language: 'typescript' } })).json());
    const res = await post(app, cookie, '/api/ai-code-review/auto-fix', { code, issues: reviewed.review.issues, language: 'typescript' });
    expect(res.statusCode).toBe(200);
    const fixed = autoFixResponseSchema.parse(res.json());
    expect(fixed.fixedCode).toBe("const greeting = 'hello';\nexport { greeting };\n");
    expect(fixed.appliedFixes.map((f) => f.ruleId)).toEqual(expect.arrayContaining(['prefer-const', 'quotes', 'semi']));
    expect(fixed.appliedFixes.find((f) => f.ruleId === 'quotes')?.description).toMatch(/^Formatted with prettier: 2-space indent, single quotes/);
  });

  it('answers 400 for an unsupported language and for issues without a rule id', async () => {
    const { app, cookie } = await start();
    expect((await post(app, cookie, '/api/ai-code-review/auto-fix', { code: 'x', issues: [], language: 'ruby' })).statusCode).toBe(400);
    const res = await post(app, cookie, '/api/ai-code-review/auto-fix', { code: 'x', issues: [{ line: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('body.issues.0.ruleId');
  });
});

describe('/api/ai-code-review/preferences/:userId', () => {
  it('answers the spec defaults before anything is stored', async () => {
    const { app, cookie } = await start();
    const res = await app.inject({ method: 'GET', url: '/api/ai-code-review/preferences/default-user', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      strictnessLevel: 'moderate',
      focusAreas: [],
      ignoredRules: [],
      codingStyle: { indentSize: 2, quotes: 'single', semicolons: true, trailingComma: true },
      frameworks: ['react', 'typescript'],
      customRules: [],
    });
    expect(res.json()).toEqual(reviewPreferencesSchema.parse(DEFAULT_REVIEW_PREFERENCES));
  });

  it('stores per user and per workspace', async () => {
    const { app, cookie } = await start();
    const preferences = {
      strictnessLevel: 'strict',
      focusAreas: ['security', 'bug'],
      ignoredRules: ['sonarjs/*'],
      codingStyle: { indentSize: 4, quotes: 'double', semicolons: false, trailingComma: false },
      frameworks: ['react'],
      customRules: [{ id: 'no-lodash', pattern: "from 'lodash'", message: 'Use the standard library', type: 'best_practice', severity: 'low' }],
    };
    const saved = await post(app, cookie, '/api/ai-code-review/preferences/u1', preferences);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(preferences);
    const get = (c: string, user: string) => app.inject({ method: 'GET', url: `/api/ai-code-review/preferences/${user}`, headers: { cookie: c } });
    expect((await get(cookie, 'u1')).json()).toEqual(preferences);
    expect((await get(cookie, 'u2')).json().strictnessLevel).toBe('moderate');
    const other = await newWorkspace(app);
    expect((await get(other, 'u1')).json().strictnessLevel).toBe('moderate');
  });

  it.each([1, 9, 2.5])('refuses indent size %s with 400 naming the field', async (indentSize) => {
    const { app, cookie } = await start();
    const res = await post(app, cookie, '/api/ai-code-review/preferences/u1', {
      codingStyle: { indentSize, quotes: 'single', semicolons: true, trailingComma: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Invalid request: body\.codingStyle\.indentSize: Indent size must be/);
    const stored = await app.inject({ method: 'GET', url: '/api/ai-code-review/preferences/u1', headers: { cookie } });
    expect(stored.json().codingStyle.indentSize).toBe(2);
  });

  it('refuses a custom rule whose pattern is not a regular expression', async () => {
    const { app, cookie } = await start();
    const res = await post(app, cookie, '/api/ai-code-review/preferences/u1', { customRules: [{ id: 'bad', pattern: '(', message: 'x' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('body.customRules.0.pattern: Not a valid regular expression');
  });
});
