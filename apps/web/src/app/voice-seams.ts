import { registerCommandSource } from '@/features/command-palette';
import { runShortcutById } from '@/features/shortcuts';
import { dispatchLayout, getLayout, openTool } from '@/features/sidebar';
import type { VoiceAppSeams } from '@/features/voice';

/** The shell's features as the voice control reaches them. */
export const voiceSeams: VoiceAppSeams = { openTool, runShortcutById, dispatchLayout, getLayout, registerCommandSource };
