import { queryOptions, useQuery } from '@tanstack/react-query';
import { voiceCommandListSchema, type VoiceCommand } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

export const VOICE_COMMANDS_KEY = ['/api/voice/commands'] as const;

/** The workspace's custom commands; an empty list when they cannot be loaded (spec A §7, only logged). */
export async function fetchVoiceCommands(): Promise<VoiceCommand[]> {
  try {
    const res = await apiRequest('GET', '/api/voice/commands');
    return voiceCommandListSchema.parse(await res.json()).commands;
  } catch (error) {
    console.error('Failed to load voice commands:', error);
    return [];
  }
}

export const voiceCommandsQuery = queryOptions({ queryKey: VOICE_COMMANDS_KEY, queryFn: fetchVoiceCommands });

export const useVoiceCommands = () => useQuery(voiceCommandsQuery);
