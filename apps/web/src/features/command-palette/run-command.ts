import { emitWindowEvent } from '@/lib/window-events';
import type { Command } from './model/command-types';

export interface CommandContext {
  navigate: (path: string) => void;
  /** Runs a shortcut by id; false when there is no such shortcut (or nothing handles it). */
  runShortcut: (shortcutId: string) => boolean;
}

/** Performs the command; false means nothing ran (an unknown shortcut id), so the palette only closes. */
export function runCommand(command: Command, context: CommandContext): boolean {
  const { action } = command;
  switch (action.type) {
    case 'navigate':
      context.navigate(action.path);
      return true;
    case 'event':
      emitWindowEvent(action.event);
      return true;
    case 'switch-tab':
      emitWindowEvent('switch-tab', { target: action.target });
      return true;
    case 'shortcut':
      return context.runShortcut(action.shortcutId);
    case 'run':
      action.run();
      return true;
  }
}
