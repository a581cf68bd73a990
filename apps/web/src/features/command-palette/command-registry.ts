import type { Command } from './model/command-types';

type CommandSource = () => readonly Command[];
const sources = new Map<string, CommandSource>();

/**
 * Features add their own entries (tools, layouts, later prompts, workflows, chat sessions,
 * browser tabs) so the palette searches the whole workspace. Sources are read when the
 * palette opens; the returned function removes the source.
 */
export function registerCommandSource(id: string, source: CommandSource): () => void {
  sources.set(id, source);
  return () => {
    if (sources.get(id) === source) sources.delete(id);
  };
}

/** The spec's static commands (passed in by the lazily loaded dialog, so they stay out of the shell) and every source's. */
export function collectCommands(staticCommands: readonly Command[]): Command[] {
  const commands: Command[] = [...staticCommands];
  for (const [id, source] of sources) {
    try {
      commands.push(...source());
    } catch (error) {
      console.error(`Command source "${id}" failed:`, error);
    }
  }
  return commands;
}
