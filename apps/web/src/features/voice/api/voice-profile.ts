import { queryOptions, useQuery } from '@tanstack/react-query';
import { voiceProfileSchema, type VoiceProfile } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

export const VOICE_PROFILE_KEY = ['/api/voice/profile'] as const;

export async function fetchVoiceProfile(): Promise<VoiceProfile> {
  const res = await apiRequest('GET', '/api/voice/profile');
  return voiceProfileSchema.parse(await res.json());
}

export const voiceProfileQuery = queryOptions({ queryKey: VOICE_PROFILE_KEY, queryFn: fetchVoiceProfile });

export const useVoiceProfile = () => useQuery(voiceProfileQuery);
