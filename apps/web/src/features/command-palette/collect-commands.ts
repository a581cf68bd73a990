import { commandSources } from './command-registry';
import type { Command } from './model/command-types';
import { staticCommands } from './model/static-commands';

/**
 * The palette's own commands plus every registered source. Kept apart from the registry so the
 * static commands and their icons load with the palette, not with the shell.
 */
export function collectCommands(): Command[] {
  const commands: Command[] = [...staticCommands];
  for (const [id, source] of commandSources()) {
    try {
      commands.push(...source());
    } catch (error) {
      console.error(`Command source "${id}" failed:`, error);
    }
  }
  return commands;
}
