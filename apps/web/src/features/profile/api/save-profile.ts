import { type Profile, profileSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

/** PUT /api/profile: the owner's new name. */
export async function saveProfile(name: string): Promise<Profile> {
  return profileSchema.parse(await (await apiRequest('PUT', '/api/profile', { name })).json());
}
