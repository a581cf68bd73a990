import {
  DEFAULT_SHORTCUTS,
  DEFAULT_USER_ID,
  type ShortcutCustomization,
  shortcutListSchema,
  shortcutUsageEventSchema,
  shortcutUsageSchema,
} from '@nova/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/schema.js';
import { requireWorkspace } from '../workspace-session/require-workspace.js';
import { createShortcutsRepo } from './shortcuts.repo.js';

export const USER_ID_HEADER = 'user-id';
export const USER_ID_MAX_LENGTH = 100;

/** Loose so the other request headers stay on request.headers after validation replaces it. */
const userIdHeadersSchema = z.looseObject({
  [USER_ID_HEADER]: z
    .string()
    .min(1, { message: 'must not be empty' })
    .max(USER_ID_MAX_LENGTH, { message: `must be at most ${USER_ID_MAX_LENGTH} characters` })
    .optional(),
});

const usageRecordedSchema = z.object({ shortcutId: z.string(), action: z.string(), count: z.number().int() });

function badRequest(message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode: 400 });
}

/** Key names are case-insensitive ("Ctrl+k" is "Ctrl+K"); the schema already fixes the modifier order. */
const sameKeys = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/**
 * The first rule the list breaks, in body order; undefined when it is acceptable. Clients
 * store only what differs from the defaults, so clashes are checked on the effective
 * bindings: the defaults with the body's entries applied.
 */
export function findShortcutListProblem(shortcuts: readonly ShortcutCustomization[]): string | undefined {
  const seenIds = new Set<string>();
  for (const shortcut of shortcuts) {
    if (seenIds.has(shortcut.id)) return `Duplicate shortcut id: ${shortcut.id}`;
    seenIds.add(shortcut.id);
    const defaults = DEFAULT_SHORTCUTS.find((d) => d.id === shortcut.id);
    const changed = defaults && (!sameKeys(defaults.keys, shortcut.keys) || defaults.enabled !== shortcut.enabled);
    if (defaults && !defaults.customizable && changed) return `Shortcut ${shortcut.id} cannot be customized`;
  }

  const bodyIndex = new Map(shortcuts.map((s, index) => [s.id, index]));
  const effective = DEFAULT_SHORTCUTS.map((d) => shortcuts[bodyIndex.get(d.id) ?? -1] ?? d).filter((s) => s.enabled);
  for (const [index, entry] of shortcuts.entries()) {
    if (!entry.enabled) continue;
    // A clash between two body entries is reported once, at the later of them.
    const clash = effective.find(
      (other) => other.id !== entry.id && sameKeys(other.keys, entry.keys) && (bodyIndex.get(other.id) ?? -1) < index,
    );
    if (clash) return `This key combination is already in use: ${entry.keys}`;
  }
  return undefined;
}

/** Per-user shortcut customisations and per-workspace usage counts (spec A §6–7, spec B §7). */
export function shortcutsRoutes(db: Db): FastifyPluginAsyncZod {
  const repo = createShortcutsRepo(db);
  return async (app) => {
    app.get(
      '/api/shortcuts',
      { schema: { headers: userIdHeadersSchema, response: { 200: shortcutListSchema } } },
      async (request) => {
        const workspace = requireWorkspace(request);
        const userId = request.headers[USER_ID_HEADER] ?? DEFAULT_USER_ID;
        return { shortcuts: await repo.listCustomizations(workspace.id, userId) };
      },
    );

    app.put(
      '/api/shortcuts',
      { schema: { headers: userIdHeadersSchema, body: shortcutListSchema, response: { 200: shortcutListSchema } } },
      async (request) => {
        const workspace = requireWorkspace(request);
        const userId = request.headers[USER_ID_HEADER] ?? DEFAULT_USER_ID;
        const problem = findShortcutListProblem(request.body.shortcuts);
        if (problem) throw badRequest(problem);
        const stored = await repo.replaceCustomizations(
          workspace.id,
          userId,
          request.body.shortcuts,
          new Date().toISOString(),
        );
        return { shortcuts: stored };
      },
    );

    app.post(
      '/api/shortcuts/usage',
      { schema: { body: shortcutUsageEventSchema, response: { 202: usageRecordedSchema } } },
      async (request, reply) => {
        const workspace = requireWorkspace(request);
        const count = await repo.recordUsage(workspace.id, request.body);
        return reply.status(202).send({ shortcutId: request.body.shortcutId, action: request.body.action, count });
      },
    );

    app.get('/api/shortcuts/usage', { schema: { response: { 200: shortcutUsageSchema } } }, async (request) => {
      const workspace = requireWorkspace(request);
      return { usage: await repo.listUsage(workspace.id) };
    });
  };
}
