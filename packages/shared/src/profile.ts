import { z } from 'zod';

/** The workspace owner's display name: what the profile page edits. */
export const PROFILE_NAME_MAX = 80;
/** Shown until the owner gives a name. */
export const PROFILE_DEFAULT_NAME = 'Nova-bruker';

/**
 * Up to two letters for the avatar: the first letters of the first and last word
 * ("Kari Nordmann" → "KN", "kari" → "K"), upper case; "?" when the name has no letters.
 */
export function profileInitials(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word.length > 0);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [...first].slice(0, 1).join('') + (last ? [...last].slice(0, 1).join('') : '');
  return letters.toLocaleUpperCase('nb-NO');
}

export const profileSchema = z.object({
  name: z.string(),
  initials: z.string(),
  /** Null until the name was first saved. */
  updatedAt: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileSchema = z.object({
  name: z
    .string({ error: 'Required' })
    .trim()
    .min(1, { message: 'must not be empty' })
    .max(PROFILE_NAME_MAX, { message: `must be at most ${PROFILE_NAME_MAX} characters` }),
});
export type UpdateProfileRequest = z.input<typeof updateProfileSchema>;

/** GET /api/profile/activity covers this many days, today included. */
export const ACTIVITY_DAYS = 14;
export const ACTIVITY_KINDS = ['messages', 'promptsUsed', 'workflowRuns', 'codeReviews'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export type ActivityCounts = Record<ActivityKind, number>;

export const activityQuerySchema = z.object({
  /** The browser's Date#getTimezoneOffset(): days are the user's local days. */
  tzOffsetMinutes: z.coerce
    .number({ error: 'must be a number of minutes' })
    .int({ message: 'must be a whole number of minutes' })
    .min(-840, { message: 'must be between -840 and 840' })
    .max(840, { message: 'must be between -840 and 840' })
    .default(0),
});

const countsShape = {
  messages: z.number().int(),
  promptsUsed: z.number().int(),
  workflowRuns: z.number().int(),
  codeReviews: z.number().int(),
};

export const activityDaySchema = z.object({ date: z.string(), ...countsShape });
export type ActivityDay = z.infer<typeof activityDaySchema>;

export const profileActivitySchema = z.object({
  /** Oldest first, ACTIVITY_DAYS entries, every day present (zeros included). */
  days: z.array(activityDaySchema),
  totals: z.object(countsShape),
});
export type ProfileActivity = z.infer<typeof profileActivitySchema>;
