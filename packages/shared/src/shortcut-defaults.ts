/** Spec A §6: the shortcut list request carries this fixed user id in the user-id header. */
export const DEFAULT_USER_ID = 'default-user';
export const SHORTCUT_LOCK_MS = 100;
export const SHORTCUT_BADGE_MS = 2000;

export const SHORTCUT_CATEGORIES = ['ai', 'navigation', 'editor', 'workflow', 'debug', 'general'] as const;
export type ShortcutCategory = (typeof SHORTCUT_CATEGORIES)[number];

export interface ShortcutDefault {
  id: string;
  category: ShortcutCategory;
  /** Canonical combination: modifiers in the order Ctrl, Alt, Shift, then the key ("Ctrl+Shift+W"). */
  keys: string;
  enabled: boolean;
  customizable: boolean;
}

/** Default bindings, spec B §9 (Ctrl also means Cmd on macOS). */
export const DEFAULT_SHORTCUTS: readonly ShortcutDefault[] = [
  { id: 'ai-suggestions', category: 'ai', keys: 'Ctrl+Space', enabled: true, customizable: true },
  { id: 'send-chat', category: 'ai', keys: 'Ctrl+Enter', enabled: true, customizable: true },
  { id: 'open-ai-chat', category: 'ai', keys: 'Ctrl+/', enabled: true, customizable: true },
  { id: 'prompt-library', category: 'ai', keys: 'Ctrl+P', enabled: true, customizable: true },
  { id: 'toggle-microphone', category: 'ai', keys: 'Ctrl+M', enabled: true, customizable: true },
  { id: 'play-response', category: 'ai', keys: 'Ctrl+S', enabled: true, customizable: true },
  { id: 'voice-to-voice', category: 'ai', keys: 'Ctrl+Shift+M', enabled: true, customizable: true },
  { id: 'generate-code', category: 'editor', keys: 'Ctrl+G', enabled: true, customizable: true },
  { id: 'start-debug', category: 'debug', keys: 'Ctrl+D', enabled: true, customizable: true },
  { id: 'refactor', category: 'editor', keys: 'Ctrl+R', enabled: true, customizable: true },
  { id: 'open-workflow-builder', category: 'workflow', keys: 'Ctrl+Shift+W', enabled: true, customizable: true },
  { id: 'run-workflow', category: 'workflow', keys: 'Ctrl+Shift+R', enabled: true, customizable: true },
  { id: 'stop-workflow', category: 'workflow', keys: 'Ctrl+Shift+S', enabled: true, customizable: true },
  { id: 'switch-tab', category: 'navigation', keys: 'Ctrl+Alt+ArrowRight', enabled: true, customizable: true },
  { id: 'go-dashboard', category: 'navigation', keys: 'Ctrl+1', enabled: true, customizable: true },
  { id: 'go-browser', category: 'navigation', keys: 'Ctrl+2', enabled: true, customizable: true },
  { id: 'go-ide', category: 'navigation', keys: 'Ctrl+3', enabled: true, customizable: true },
  { id: 'command-palette', category: 'general', keys: 'Ctrl+K', enabled: true, customizable: true },
  // Ctrl+S belongs to play-response by default, so save starts disabled (spec B §9).
  { id: 'save', category: 'general', keys: 'Ctrl+S', enabled: false, customizable: true },
  { id: 'undo', category: 'general', keys: 'Ctrl+Z', enabled: true, customizable: false },
  { id: 'redo', category: 'general', keys: 'Ctrl+Shift+Z', enabled: true, customizable: false },
  { id: 'help', category: 'general', keys: 'F1', enabled: true, customizable: true },
  { id: 'search', category: 'general', keys: 'Ctrl+F', enabled: true, customizable: true },
  { id: 'toggle-console', category: 'debug', keys: 'Ctrl+Shift+C', enabled: true, customizable: true },
  { id: 'inspect-element', category: 'debug', keys: 'Ctrl+Shift+I', enabled: true, customizable: true },
];
