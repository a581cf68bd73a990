import { apiRequest } from '@/lib/api/api-request';

/** DELETE /api/voice/commands/:id. */
export async function deleteVoiceCommand(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/voice/commands/${encodeURIComponent(id)}`);
}
