import type { registerCommandSource } from '@/features/command-palette';
import type { runShortcutById } from '@/features/shortcuts';
import type { dispatchLayout, getLayout, openTool } from '@/features/sidebar';

/**
 * What the voice control uses of the shell's features. The shell passes them in, so the lazily
 * loaded voice code does not import those features itself (which would split them into extra
 * chunks of the initial JavaScript).
 */
export interface VoiceAppSeams {
  openTool: typeof openTool;
  runShortcutById: typeof runShortcutById;
  dispatchLayout: typeof dispatchLayout;
  getLayout: typeof getLayout;
  registerCommandSource: typeof registerCommandSource;
}
