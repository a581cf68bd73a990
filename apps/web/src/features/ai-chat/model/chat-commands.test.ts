import { afterEach, describe, expect, it } from 'vitest';
import { commandSuggestions, parseChatCommand, registerChatCommand } from './chat-commands';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

function register(command: string, suggestions?: string[]) {
  cleanups.push(registerChatCommand({ command, description: `${command} does it`, suggestions, run: () => undefined }));
}

describe('chat commands', () => {
  it('parse case-insensitively and split the command from its arguments', () => {
    register('/export');
    expect(parseChatCommand('/EXPORT  md ')).toMatchObject({ command: { command: '/export' }, args: 'md' });
    expect(parseChatCommand('/export')).toMatchObject({ args: '' });
    expect(parseChatCommand('/unknown x')).toBeNull();
    expect(parseChatCommand('hello /export')).toBeNull();
  });

  it('suggest commands by prefix, then the command’s completions', () => {
    register('/clear');
    register('/workflow', ['start', 'stop', 'status']);
    expect(commandSuggestions('/').map((s) => s.value)).toEqual(['/clear ', '/workflow ']);
    expect(commandSuggestions('/w').map((s) => s.value)).toEqual(['/workflow ']);
    expect(commandSuggestions('/workflow st').map((s) => s.value)).toEqual(['/workflow start ', '/workflow stop ', '/workflow status ']);
    expect(commandSuggestions('/workflow start x')).toEqual([]);
    expect(commandSuggestions('hei')).toEqual([]);
  });

  it('unregister', () => {
    const off = registerChatCommand({ command: '/tmp', description: '', run: () => undefined });
    off();
    expect(parseChatCommand('/tmp')).toBeNull();
  });
});
