import {
  BUILT_IN_PROMPT_COUNT,
  extractPlaceholders,
  PROMPT_CATEGORIES,
  PROMPT_CATEGORY_ABBREVIATIONS,
  type Prompt,
  promptCategoryListSchema,
  promptListSchema,
  promptSchema,
} from '@nova/shared';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/connection.js';
import { buildTestApp, makeTempDir, sessionCookieFrom } from '../../test/test-app.js';
import { BUILT_IN_PROMPTS } from './built-in-prompts.js';
import { createPromptsRepo } from './prompts.repo.js';
import { createPromptsService } from './prompts.service.js';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

let now = new Date('2026-03-01T10:00:00.000Z');
const clock = () => now;

async function startApp(dataDir?: string): Promise<FastifyInstance> {
  const { app } = await buildTestApp(dataDir ? { dataDir } : {}, { clock });
  closers.push(() => app.close());
  return app;
}

async function newWorkspace(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/session' });
  return sessionCookieFrom(res.headers['set-cookie']);
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (app: FastifyInstance, cookie: string, method: Method, url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function listPrompts(app: FastifyInstance, cookie: string): Promise<Prompt[]> {
  const res = await call(app, cookie, 'GET', '/api/prompts');
  expect(res.statusCode).toBe(200);
  return promptListSchema.parse(res.json()).prompts;
}

const draft = {
  title: 'Release notes',
  description: 'Release notes from a list of merged pull requests',
  category: 'documentation',
  content: 'Write release notes for {{version}} from these changes:\n{{changes}}\nGroup them by {{version}} area.',
  tags: [' release ', 'changelog', 'Release'],
  examples: ['version: 2.4.0', '  '],
};

async function createPrompt(app: FastifyInstance, cookie: string, body: object = draft): Promise<Prompt> {
  const res = await call(app, cookie, 'POST', '/api/prompts', body);
  expect(res.statusCode, res.body).toBe(201);
  return promptSchema.parse(res.json());
}

describe('built-in prompts', () => {
  it('are 20, two per category, with ids from the category abbreviation and real content', async () => {
    expect(BUILT_IN_PROMPTS).toHaveLength(BUILT_IN_PROMPT_COUNT);
    for (const category of PROMPT_CATEGORIES) {
      const ids = BUILT_IN_PROMPTS.filter((p) => p.category === category).map((p) => p.id);
      const abbreviation = PROMPT_CATEGORY_ABBREVIATIONS[category];
      expect(ids).toEqual([`${abbreviation}-1`, `${abbreviation}-2`]);
    }
    for (const prompt of BUILT_IN_PROMPTS) {
      expect(prompt.title.length, prompt.id).toBeGreaterThan(5);
      expect(prompt.description.length, prompt.id).toBeGreaterThan(20);
      expect(prompt.content.length, prompt.id).toBeGreaterThan(200);
      expect(prompt.examples.length, prompt.id).toBeGreaterThanOrEqual(2);
      expect(prompt.tags.length, prompt.id).toBeGreaterThanOrEqual(3);
      expect(prompt.rating, prompt.id).toBeGreaterThanOrEqual(4);
      expect(prompt.rating, prompt.id).toBeLessThanOrEqual(5);
      // Examples name the prompt's placeholders ("name: value · name: value"), in order, without typos.
      const placeholders = extractPlaceholders(prompt.content);
      for (const example of prompt.examples) {
        if (placeholders.length === 0) continue;
        const named = example.split(' · ').map((part) => part.split(': ')[0] ?? '');
        expect(named.length, `${prompt.id}: ${example}`).toBeGreaterThan(0);
        expect(named, `${prompt.id}: ${example}`).toEqual(placeholders.filter((name) => named.includes(name)));
      }
    }
  });

  it('are answered in seed order with placeholders read from the content, not favorite, unused', async () => {
    const app = await startApp();
    const cookie = await newWorkspace(app);
    const prompts = await listPrompts(app, cookie);
    expect(prompts.map((p) => p.id)).toEqual(BUILT_IN_PROMPTS.map((p) => p.id));
    const cg1 = prompts.find((p) => p.id === 'cg-1');
    expect(cg1).toMatchObject({ placeholders: ['language', 'task'], isCustom: false, isFavorite: false, usageCount: 0, author: 'Nova Workspace' });
    expect(prompts.find((p) => p.id === 'design-2')?.placeholders).toEqual([]);
  });

  it('seeding twice (and restarting on the same data) still gives exactly 20', async () => {
    const dataDir = makeTempDir();
    const database = await openDatabase(dataDir);
    const service = createPromptsService({ repo: createPromptsRepo(database.db), clock });
    await service.seedBuiltIns();
    await service.seedBuiltIns();
    const repo = createPromptsRepo(database.db);
    expect(await repo.countBuiltIns()).toBe(BUILT_IN_PROMPT_COUNT);
    await database.close();

    await startApp(dataDir);
    const app = await startApp(dataDir);
    const prompts = await listPrompts(app, await newWorkspace(app));
    expect(prompts.filter((p) => !p.isCustom)).toHaveLength(BUILT_IN_PROMPT_COUNT);
  });

  it('seeding rewrites changed built-ins and removes ones no longer shipped', async () => {
    const database = await openDatabase(makeTempDir());
    closers.push(() => database.close());
    const service = createPromptsService({ repo: createPromptsRepo(database.db), clock });
    await service.seedBuiltIns();
    await database.db.updateTable('built_in_prompts').set({ title: 'Edited by hand' }).where('id', '=', 'cg-1').execute();
    const { id: _id, ...columns } = await database.db.selectFrom('built_in_prompts').selectAll().where('id', '=', 'cg-2').executeTakeFirstOrThrow();
    await database.db.insertInto('built_in_prompts').values({ ...columns, id: 'old-1', position: 99 }).execute();

    await service.seedBuiltIns();
    const rows = await database.db.selectFrom('built_in_prompts').select(['id', 'title']).orderBy('position').execute();
    expect(rows.map((r) => r.id)).toEqual(BUILT_IN_PROMPTS.map((p) => p.id));
    expect(rows[0]?.title).toBe(BUILT_IN_PROMPTS[0]?.title);
  });
});

describe('custom prompts', () => {
  it('create, list, update and delete, with placeholders from the content and tidy tags', async () => {
    const app = await startApp();
    const cookie = await newWorkspace(app);
    now = new Date('2026-03-01T10:00:00.000Z');
    const created = await createPrompt(app, cookie);
    expect(created).toMatchObject({
      title: 'Release notes',
      category: 'documentation',
      placeholders: ['version', 'changes'],
      tags: ['release', 'changelog'],
      examples: ['version: 2.4.0'],
      rating: 0,
      usageCount: 0,
      author: 'You',
      isFavorite: false,
      isCustom: true,
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-01T10:00:00.000Z',
    });
    expect(created.id).toMatch(/^custom-[0-9a-f-]{36}$/);
    expect((await listPrompts(app, cookie)).at(-1)).toEqual(created);

    now = new Date('2026-03-02T08:30:00.000Z');
    const put = await call(app, cookie, 'PUT', `/api/prompts/${created.id}`, {
      ...created,
      title: 'Release notes v2',
      content: 'Summarise {{changes}} for {{audience}}.',
      usageCount: 999,
      isFavorite: true,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      id: created.id,
      title: 'Release notes v2',
      placeholders: ['changes', 'audience'],
      usageCount: 0,
      isFavorite: false,
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-02T08:30:00.000Z',
    });

    const del = await call(app, cookie, 'DELETE', `/api/prompts/${created.id}`);
    expect(del.statusCode).toBe(204);
    expect((await listPrompts(app, cookie)).some((p) => p.id === created.id)).toBe(false);
    const again = await call(app, cookie, 'DELETE', `/api/prompts/${created.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: `Prompt not found: ${created.id}` });
  });

  it('keeps an id the client chose, and refuses the same id twice (a retried save is not stored twice)', async () => {
    const app = await startApp();
    const cookie = await newWorkspace(app);
    const created = await createPrompt(app, cookie, { ...draft, id: 'custom-offline-1' });
    expect(created.id).toBe('custom-offline-1');
    const twice = await call(app, cookie, 'POST', '/api/prompts', { ...draft, id: 'custom-offline-1' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: 'A prompt with id custom-offline-1 already exists' });
    expect((await listPrompts(app, cookie)).filter((p) => p.isCustom)).toHaveLength(1);
  });

  it('belong to their workspace only', async () => {
    const app = await startApp();
    const owner = await newWorkspace(app);
    const other = await newWorkspace(app);
    const created = await createPrompt(app, owner, { ...draft, id: 'custom-shared-id' });
    expect((await listPrompts(app, other)).some((p) => p.isCustom)).toBe(false);
    expect((await call(app, other, 'PUT', `/api/prompts/${created.id}`, draft)).statusCode).toBe(404);
    expect((await call(app, other, 'DELETE', `/api/prompts/${created.id}`)).statusCode).toBe(404);
    expect((await call(app, other, 'POST', `/api/prompts/${created.id}/favorite`)).statusCode).toBe(404);
    // The same client-chosen id is free in another workspace.
    await createPrompt(app, other, { ...draft, id: 'custom-shared-id' });
  });

  it('built-in prompts cannot be edited or deleted', async () => {
    const app = await startApp();
    const cookie = await newWorkspace(app);
    const put = await call(app, cookie, 'PUT', '/api/prompts/cg-1', draft);
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({ message: 'Built-in prompts cannot be edited: cg-1' });
    const del = await call(app, cookie, 'DELETE', '/api/prompts/cg-1');
    expect(del.statusCode).toBe(403);
    expect(del.json()).toEqual({ message: 'Built-in prompts cannot be deleted: cg-1' });
    expect((await listPrompts(app, cookie)).find((p) => p.id === 'cg-1')?.title).toBe('Function from a specification');
  });
});

describe('validation', () => {
  it('an empty or missing title becomes "Untitled Prompt"', async () => {
    const app = await startApp();
    const cookie = await newWorkspace(app);
    expect((await createPrompt(app, cookie, { ...draft, title: '   ' })).title).toBe('Untitled Prompt');
    const { title: _title, ...untitled } = draft;
    expect((await createPrompt(app, cookie, untitled)).title).toBe('Untitled Prompt');
  });

  it.each([
    ['content is missing', { ...draft, content: undefined }, 'Invalid request: body.content: Required'],
    ['content is blank', { ...draft, content: ' \n ' }, 'Invalid request: body.content: Must not be empty'],
    ['category is missing', { ...draft, category: undefined }, 'Invalid request: body.category: Required'],
    ['category is unknown', { ...draft, category: 'poetry' }, 'Invalid request: body.category: Must be one of: code-generation'],
    ['the id is not a custom- id', { ...draft, id: 'cg-9' }, 'Invalid request: body.id: Custom prompt ids are "custom-"'],
    ['a tag is not text', { ...draft, tags: [42] }, 'Invalid request: body.tags.0:'],
    ['the rating is over 5', { ...draft, rating: 6 }, 'Invalid request: body.rating:'],
  ])('POST answers 400 naming the field when %s', async (_label, body, message) => {
    const app = await startApp();
    const cookie = await newWorkspace(app);
    const res = await call(app, cookie, 'POST', '/api/prompts', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await listPrompts(app, cookie)).filter((p) => p.isCustom)).toEqual([]);
  });

  it('PUT validates like POST and checks the prompt exists', async () => {
    const app = await startApp();
    const cookie = await newWorkspace(app);
    const created = await createPrompt(app, cookie);
    const invalid = await call(app, cookie, 'PUT', `/api/prompts/${created.id}`, { ...draft, content: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toContain('body.content');
    const missing = await call(app, cookie, 'PUT', '/api/prompts/custom-nope', draft);
    expect(missing.statusCode).toBe(404);
    const badId = await call(app, cookie, 'PUT', '/api/prompts/has%20space', draft);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain('params.id');
  });
});

describe('favorites, usage and popular', () => {
  it('favorite toggles and answers the new state, for built-in and custom prompts', async () => {
    const app = await startApp();
    const cookie = await newWorkspace(app);
    const other = await newWorkspace(app);
    const custom = await createPrompt(app, cookie);
    const on = await call(app, cookie, 'POST', '/api/prompts/db-1/favorite');
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ id: 'db-1', isFavorite: true });
    expect((await call(app, cookie, 'POST', `/api/prompts/${custom.id}/favorite`)).json()).toEqual({ id: custom.id, isFavorite: true });

    const favorites = (await listPrompts(app, cookie)).filter((p) => p.isFavorite).map((p) => p.id);
    expect(favorites).toEqual(['db-1', custom.id]);
    expect((await listPrompts(app, other)).some((p) => p.isFavorite)).toBe(false);

    expect((await call(app, cookie, 'POST', '/api/prompts/db-1/favorite')).json()).toEqual({ id: 'db-1', isFavorite: false });
    expect((await listPrompts(app, cookie)).find((p) => p.id === 'db-1')?.isFavorite).toBe(false);
    expect((await call(app, cookie, 'POST', '/api/prompts/nope-1/favorite')).statusCode).toBe(404);
  });

  it('usage counts every use, even concurrent ones', async () => {
    const app = await startApp();
    const cookie = await newWorkspace(app);
    const results = await Promise.all(Array.from({ length: 25 }, () => call(app, cookie, 'POST', '/api/prompts/opt-1/usage')));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.map((r) => r.json().usageCount).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect((await listPrompts(app, cookie)).find((p) => p.id === 'opt-1')?.usageCount).toBe(25);
    const unknown = await call(app, cookie, 'POST', '/api/prompts/nope-1/usage');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Prompt not found: nope-1' });
  });

  it('popular answers the top 6 by usage, then by rating and title', async () => {
    const app = await startApp();
    const cookie = await newWorkspace(app);
    const custom = await createPrompt(app, cookie);
    const use = async (id: string, times: number) => {
      for (let i = 0; i < times; i += 1) await call(app, cookie, 'POST', `/api/prompts/${id}/usage`);
    };
    await use('learn-2', 3);
    await use(custom.id, 2);
    await use('doc-1', 1);
    const res = await call(app, cookie, 'GET', '/api/prompts/popular');
    expect(res.statusCode).toBe(200);
    const popular = promptListSchema.parse(res.json()).prompts;
    // Then the unused ones by rating: the two rated 4.9, then the first by title of those rated 4.8.
    expect(popular.map((p) => p.id)).toEqual(['learn-2', custom.id, 'doc-1', 'analysis-1', 'db-1', 'learn-1']);
    expect(popular.map((p) => p.usageCount)).toEqual([3, 2, 1, 0, 0, 0]);
  });

  it('categories lists the ten in spec order with their prompt counts', async () => {
    const app = await startApp();
    const cookie = await newWorkspace(app);
    await createPrompt(app, cookie);
    const res = await call(app, cookie, 'GET', '/api/prompts/categories');
    const { categories } = promptCategoryListSchema.parse(res.json());
    expect(categories.map((c) => c.id)).toEqual([...PROMPT_CATEGORIES]);
    expect(categories.find((c) => c.id === 'documentation')).toMatchObject({ name: 'Documentation', promptCount: 3 });
    expect(categories.find((c) => c.id === 'testing')?.promptCount).toBe(2);
  });

  it('deleting a custom prompt removes its favorite and usage', async () => {
    const app = await startApp();
    const cookie = await newWorkspace(app);
    const custom = await createPrompt(app, cookie, { ...draft, id: 'custom-gone' });
    await call(app, cookie, 'POST', '/api/prompts/custom-gone/favorite');
    await call(app, cookie, 'POST', '/api/prompts/custom-gone/usage');
    await call(app, cookie, 'DELETE', '/api/prompts/custom-gone');
    const recreated = await createPrompt(app, cookie, { ...draft, id: custom.id });
    expect(recreated).toMatchObject({ isFavorite: false, usageCount: 0 });
  });
});
