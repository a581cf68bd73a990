import { type ReviewPreferences, reviewPreferencesSchema } from '@nova/shared';
import type { Db } from '../../db/schema.js';

export function createCodeReviewRepo(db: Db) {
  return {
    /** The stored preferences, or null; a row that no longer validates counts as none. */
    async findPreferences(workspaceId: string, userId: string): Promise<ReviewPreferences | null> {
      const row = await db
        .selectFrom('code_review_preferences')
        .select('preferences')
        .where('workspace_id', '=', workspaceId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return null;
      try {
        const parsed = reviewPreferencesSchema.safeParse(JSON.parse(row.preferences));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },

    async savePreferences(workspaceId: string, userId: string, preferences: ReviewPreferences, updatedAt: string): Promise<void> {
      await db
        .insertInto('code_review_preferences')
        .values({ workspace_id: workspaceId, user_id: userId, preferences: JSON.stringify(preferences), updated_at: updatedAt })
        .onConflict((oc) =>
          oc.columns(['workspace_id', 'user_id']).doUpdateSet({ preferences: JSON.stringify(preferences), updated_at: updatedAt }),
        )
        .execute();
    },

    /** One finished review, for the profile's per-day activity (reviews themselves are not kept). */
    async recordReview(workspaceId: string, at: string): Promise<void> {
      await db.insertInto('activity_events').values({ workspace_id: workspaceId, kind: 'code-review', occurred_at: at }).execute();
    },
  };
}

export type CodeReviewRepo = ReturnType<typeof createCodeReviewRepo>;
