export { KeyCombo } from './components/key-combo';
export { ShortcutBadge } from './components/shortcut-badge';
export { ShortcutsDialogHost } from './components/shortcuts-dialog-host';
export { useGlobalShortcuts } from './hooks/use-global-shortcuts';
export { openShortcutsDialog } from './model/dialog-store';
export { registerShortcutHandler } from './model/shortcut-runner';
export { useShortcuts } from './model/shortcuts-store';
export { runShortcutById } from './run-shortcut-by-id';
export { shortcutDescription, shortcutName } from './shortcut-names';
