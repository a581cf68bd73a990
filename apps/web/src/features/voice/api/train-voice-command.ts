import { trainVoiceCommandResponseSchema, type VoiceAction, type VoiceCommand, type VoiceParams } from '@nova/shared';
import { apiRequest } from '@/lib/api/api-request';

export interface TrainVoiceCommandInput {
  phrase: string[];
  aliases: string[];
  action: VoiceAction;
  params: VoiceParams;
  description?: string;
  requiresConfirmation: boolean;
}

/** POST /api/voice/train. */
export async function trainVoiceCommand(command: TrainVoiceCommandInput): Promise<VoiceCommand> {
  const res = await apiRequest('POST', '/api/voice/train', { command });
  return trainVoiceCommandResponseSchema.parse(await res.json()).command;
}
