import { ACTIVITY_DAYS, PROFILE_DEFAULT_NAME, type Profile, type ProfileActivity, profileInitials } from '@nova/shared';
import { activityWindow, bucketActivity } from './activity-days.js';
import type { ProfileRepo } from './profile.repo.js';

export function createProfileService({ repo, clock }: { repo: ProfileRepo; clock: () => Date }) {
  const toProfile = (name: string, updatedAt: string | null): Profile => ({ name, initials: profileInitials(name), updatedAt });

  return {
    async get(workspaceId: string): Promise<Profile> {
      const stored = await repo.find(workspaceId);
      return stored ? toProfile(stored.name, stored.updatedAt) : toProfile(PROFILE_DEFAULT_NAME, null);
    },

    async rename(workspaceId: string, name: string): Promise<Profile> {
      const at = clock().toISOString();
      await repo.saveName(workspaceId, name, at);
      return toProfile(name, at);
    },

    async activity(workspaceId: string, tzOffsetMinutes: number): Promise<ProfileActivity> {
      const window = activityWindow(clock(), tzOffsetMinutes, ACTIVITY_DAYS);
      return bucketActivity(await repo.activitySince(workspaceId, window.since), window, tzOffsetMinutes);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
