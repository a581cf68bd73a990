import type { ChatAction, SwitchTabTarget } from '@/lib/window-events';
import type { Side, ToolId } from '@/features/sidebar';
import { voiceStrings as t } from '@/lib/i18n/nb/voice';
import type { MatchedCommand } from './voice-matcher';
import { resolveVoiceTarget } from './voice-targets';

/** The seams a voice command acts through; the app wires them to the router, sidebar, shortcuts and chat. */
export interface VoiceActionContext {
  navigate(path: string): void;
  back(): void;
  openTool(side: Side, tool: ToolId): void;
  switchTab(target: SwitchTabTarget): void;
  /** Runs a registered shortcut handler; false when nothing handles the id yet. */
  runShortcut(id: string): boolean;
  /** Asks the AI chat (opening it if needed); rejects with the chat's reason when it cannot. */
  chat(action: ChatAction): Promise<void>;
  stopSpeaking(): void;
  openHelp(): void;
  showPanel(tab: 'commands' | 'history'): void;
  closePanel(): void;
  stopListening(): void;
  /** Undo/redo in the focused field; false when the browser has nothing to do. */
  editCommand(command: 'undo' | 'redo'): boolean;
  screenshot(): Promise<void>;
  toggleFullscreen(): Promise<void>;
  collapseSidebars(): void;
  /** Closes the open dialog or menu; false when none was open. */
  closeOverlay(): boolean;
}

/** A shortcut's handler when a feature has registered one, else the tool that action belongs to. */
function shortcutOr(ctx: VoiceActionContext, shortcutId: string, fallback: () => void): void {
  if (!ctx.runShortcut(shortcutId)) fallback();
}

function navigateTo(ctx: VoiceActionContext, match: MatchedCommand): void {
  const { path, target } = match.params;
  if (path) {
    ctx.navigate(path);
    return;
  }
  const destination = target ? resolveVoiceTarget(target) : null;
  if (!destination) throw new Error(t.errors.unknownTarget(target ?? ''));
  if (destination.kind === 'route') ctx.navigate(destination.path);
  else if (destination.kind === 'tool') ctx.openTool(destination.side, destination.tool);
  else ctx.switchTab(destination.target);
}

/**
 * Runs a matched command (spec A §5 phrase groups). Features that are not built yet (workflow
 * engine, code review) get their shortcut ids; until they handle them, the command opens the
 * tool the action belongs to or asks the AI chat, so it never silently does nothing.
 */
export async function executeVoiceCommand(match: MatchedCommand, ctx: VoiceActionContext): Promise<void> {
  const { params } = match;
  const ide = () => ctx.switchTab('ide');
  const workflow = () => ctx.switchTab('workflow');
  switch (match.command.action) {
    case 'navigate':
      return navigateTo(ctx, match);
    case 'navigate-back':
      return ctx.back();
    case 'chat-send':
      return ctx.chat({ type: 'send' });
    case 'chat-clear':
      return ctx.chat({ type: 'clear' });
    case 'chat-copy-last':
      return ctx.chat({ type: 'copy-last' });
    case 'chat-regenerate':
      return ctx.chat({ type: 'regenerate' });
    case 'chat-voice-mode':
      return ctx.chat({ type: 'voice-mode' });
    case 'stop-speaking':
      return ctx.stopSpeaking();
    case 'code-generate':
      if (params.description) return ctx.chat({ type: 'ask', text: t.prompts.generateCode(params.description) });
      return shortcutOr(ctx, 'generate-code', ide);
    case 'code-debug':
      return shortcutOr(ctx, 'start-debug', ide);
    case 'code-refactor':
      return shortcutOr(ctx, 'refactor', ide);
    case 'code-explain':
      return ctx.chat({ type: 'ask', text: t.prompts.explainCode });
    case 'code-test':
      return ctx.chat({ type: 'ask', text: t.prompts.writeTests });
    case 'workflow-run':
      return shortcutOr(ctx, 'run-workflow', workflow);
    case 'workflow-create':
      return shortcutOr(ctx, 'open-workflow-builder', workflow);
    case 'workflow-stop':
      return shortcutOr(ctx, 'stop-workflow', workflow);
    case 'workflow-save':
    case 'workflow-test':
      return workflow();
    case 'search':
      return ctx.chat({ type: 'search', query: params.query });
    case 'help':
      if (params.topic) return ctx.chat({ type: 'ask', text: t.prompts.helpWith(params.topic) });
      return ctx.openHelp();
    case 'show':
      return ctx.showPanel(params.target === 'history' ? 'history' : 'commands');
    case 'undo':
      if (!ctx.runShortcut('undo') && !ctx.editCommand('undo')) throw new Error(t.errors.nothingToUndo);
      return;
    case 'redo':
      if (!ctx.runShortcut('redo') && !ctx.editCommand('redo')) throw new Error(t.errors.nothingToRedo);
      return;
    case 'screenshot':
      return ctx.screenshot();
    case 'fullscreen':
      return ctx.toggleFullscreen();
    case 'minimize':
      return ctx.collapseSidebars();
    case 'close':
      if (!ctx.closeOverlay()) ctx.closePanel();
      return;
    case 'stop-listening':
      return ctx.stopListening();
  }
}
