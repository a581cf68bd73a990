import type { LucideIcon } from 'lucide-react';
import type { SwitchTabTarget, WindowEventName } from '@/lib/window-events';

export const COMMAND_CATEGORIES = ['AI Actions', 'Code', 'Navigation', 'Workflows', 'Tools', 'Help'] as const;
export type CommandCategory = (typeof COMMAND_CATEGORIES)[number];

export type CommandAction =
  | { type: 'navigate'; path: string }
  | { type: 'event'; event: Exclude<WindowEventName, 'switch-tab' | 'chat-action' | 'workflow-completed'> }
  | { type: 'switch-tab'; target: SwitchTabTarget }
  | { type: 'shortcut'; shortcutId: string }
  | { type: 'run'; run: () => void };

export interface Command {
  id: string;
  name: string;
  category: CommandCategory;
  icon: LucideIcon;
  /** The key label shown beside the command (spec A §2 table). */
  shortcut?: string;
  description: string;
  keywords?: readonly string[];
  action: CommandAction;
}
