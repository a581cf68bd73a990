import { apiRequest } from '@/lib/api/api-request';
import type { VoiceCommandReport } from '../model/voice-assistant';

/** POST /api/voice/command after every executed command; a failure is only written to the console (spec A §8). */
export function logVoiceCommand(report: VoiceCommandReport): void {
  apiRequest('POST', '/api/voice/command', report).catch((error: unknown) => console.error('Failed to log voice command:', error));
}
