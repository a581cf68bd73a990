import type { ActivityKind } from '@nova/shared';
import type { Db } from '../../db/schema.js';

export function createProfileRepo(db: Db) {
  const eventsSince = async (workspaceId: string, kind: 'prompt-used' | 'code-review', since: string) =>
    (
      await db
        .selectFrom('activity_events')
        .select('occurred_at')
        .where('workspace_id', '=', workspaceId)
        .where('kind', '=', kind)
        .where('occurred_at', '>=', since)
        .execute()
    ).map((row) => row.occurred_at);

  return {
    async find(workspaceId: string): Promise<{ name: string; updatedAt: string } | undefined> {
      const row = await db.selectFrom('workspace_profiles').selectAll().where('workspace_id', '=', workspaceId).executeTakeFirst();
      return row ? { name: row.name, updatedAt: row.updated_at } : undefined;
    },

    async saveName(workspaceId: string, name: string, at: string): Promise<void> {
      await db
        .insertInto('workspace_profiles')
        .values({ workspace_id: workspaceId, name, updated_at: at })
        .onConflict((oc) => oc.column('workspace_id').doUpdateSet({ name, updated_at: at }))
        .execute();
    },

    /** When each counted thing happened since `since` (ISO): the user's chat messages, prompt uses, workflow runs, code reviews. */
    async activitySince(workspaceId: string, since: string): Promise<Record<ActivityKind, string[]>> {
      const [messages, workflowRuns, promptsUsed, codeReviews] = await Promise.all([
        db
          .selectFrom('chat_messages')
          .select('created_at')
          .where('workspace_id', '=', workspaceId)
          .where('role', '=', 'user')
          .where('created_at', '>=', since)
          .execute()
          .then((rows) => rows.map((row) => row.created_at)),
        db
          .selectFrom('workflow_runs')
          .select('created_at')
          .where('workspace_id', '=', workspaceId)
          .where('created_at', '>=', since)
          .execute()
          .then((rows) => rows.map((row) => row.created_at)),
        eventsSince(workspaceId, 'prompt-used', since),
        eventsSince(workspaceId, 'code-review', since),
      ]);
      return { messages, promptsUsed, workflowRuns, codeReviews };
    },
  };
}

export type ProfileRepo = ReturnType<typeof createProfileRepo>;
