import { navigate } from 'wouter/use-browser-location';
import { openCommandPalette } from '@/features/command-palette';
import { openHelp } from '@/features/help';
import { registerShortcutHandler } from '@/features/shortcuts';
import { emitWindowEvent } from '@/lib/window-events';

/**
 * What the shell's own shortcuts do. Features that land later (chat, voice, prompts,
 * workflows, code review) register theirs; until then those keys keep their browser meaning.
 */
export function registerShortcutHandlers(): void {
  registerShortcutHandler('command-palette', openCommandPalette);
  registerShortcutHandler('help', () => openHelp());
  registerShortcutHandler('go-dashboard', () => navigate('/'));
  registerShortcutHandler('go-browser', () => navigate('/browser'));
  registerShortcutHandler('go-ide', () => emitWindowEvent('switch-tab', { target: 'ide' }));
  registerShortcutHandler('open-ai-chat', () => emitWindowEvent('open-ai-chat'));
  registerShortcutHandler('open-workflow-builder', () => emitWindowEvent('switch-tab', { target: 'workflow' }));
  registerShortcutHandler('run-workflow', () => void import('@/features/workflows/builder-commands').then((m) => m.runSelectedWorkflow()));
  registerShortcutHandler('stop-workflow', () => void import('@/features/workflows/builder-commands').then((m) => m.stopSelectedWorkflow()));
}
