import { type Profile, profileSchema } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

export const PROFILE_KEY = ['/api/profile'] as const;

export async function fetchProfile(): Promise<Profile> {
  return profileSchema.parse(await (await apiRequest('GET', '/api/profile')).json());
}
