export { CommandPaletteHost } from './components/command-palette-host';
export { registerCommandSource } from './command-registry';
export type { Command, CommandCategory } from './model/command-types';
export { closeCommandPalette, openCommandPalette } from './palette-store';
