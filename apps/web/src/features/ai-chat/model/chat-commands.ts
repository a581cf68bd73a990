/**
 * Slash commands typed in the chat. A sent message that starts with a registered command runs
 * it instead of asking the AI (the plugin and workflow issue registers more, spec B §4).
 */
export interface ChatCommand {
  /** "/clear": a slash, then letters, digits, "-" or "_". */
  command: string;
  description: string;
  /** Extra completions shown after the command, e.g. "start", "stop", "status". */
  suggestions?: readonly string[];
  run: (args: string, invocation: ChatCommandInvocation) => void | Promise<void>;
}

/** Where and how a command was sent. */
export interface ChatCommandInvocation {
  sessionId: string;
  /** The whole text the user sent. */
  text: string;
}

const commands = new Map<string, ChatCommand>();

export function registerChatCommand(command: ChatCommand): () => void {
  commands.set(command.command.toLowerCase(), command);
  return () => {
    if (commands.get(command.command.toLowerCase()) === command) commands.delete(command.command.toLowerCase());
  };
}

/** "/Export md" → the export command with args "md"; command names are matched case-insensitively. */
export function parseChatCommand(text: string): { command: ChatCommand; args: string } | null {
  const match = /^(\/[\w-]+)(?:\s+([\s\S]*))?$/.exec(text.trim());
  if (!match?.[1]) return null;
  const command = commands.get(match[1].toLowerCase());
  return command ? { command, args: (match[2] ?? '').trim() } : null;
}

/** Suggestions while typing a command: commands by prefix, then the chosen command's completions. */
export function commandSuggestions(text: string): { value: string; description: string }[] {
  if (!text.startsWith('/')) return [];
  const [typed = '', ...rest] = text.split(/\s+/);
  const name = typed.toLowerCase();
  if (rest.length === 0) {
    return [...commands.values()]
      .filter((c) => c.command.toLowerCase().startsWith(name))
      .sort((a, b) => a.command.localeCompare(b.command))
      .map((c) => ({ value: `${c.command} `, description: c.description }));
  }
  const command = commands.get(name);
  const partial = (rest[0] ?? '').toLowerCase();
  return (command?.suggestions ?? [])
    .filter((s) => rest.length === 1 && s.toLowerCase().startsWith(partial))
    .map((s) => ({ value: `${command?.command ?? typed} ${s} `, description: command?.description ?? '' }));
}
