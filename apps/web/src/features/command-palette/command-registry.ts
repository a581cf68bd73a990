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

/** The registered sources; read by the palette when it opens. */
export function commandSources(): ReadonlyMap<string, CommandSource> {
  return sources;
}
