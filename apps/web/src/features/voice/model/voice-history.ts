import { VOICE_HISTORY_LIMIT, VOICE_SUCCESS_RATE_WINDOW } from '@nova/shared';
import type { MatchedCommand } from './voice-matcher';

/** Spec A §3 "Command history entry". */
export interface VoiceHistoryEntry {
  id: string;
  transcript: string;
  command: MatchedCommand['command'] | null;
  timestamp: string;
  success: boolean;
}

/** Newest first, at most VOICE_HISTORY_LIMIT (50) entries. */
export function addHistoryEntry(history: readonly VoiceHistoryEntry[], entry: VoiceHistoryEntry): VoiceHistoryEntry[] {
  return [entry, ...history].slice(0, VOICE_HISTORY_LIMIT);
}

/** Percent of the newest VOICE_SUCCESS_RATE_WINDOW (20) entries that succeeded; 100 with no history. */
export function successRate(history: readonly VoiceHistoryEntry[]): number {
  const recent = history.slice(0, VOICE_SUCCESS_RATE_WINDOW);
  if (recent.length === 0) return 100;
  return Math.round((recent.filter((e) => e.success).length / recent.length) * 100);
}
