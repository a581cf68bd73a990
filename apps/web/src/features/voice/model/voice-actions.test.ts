import { BUILT_IN_VOICE_COMMANDS, VOICE_ACTIONS, type VoiceAction } from '@nova/shared';
import { describe, expect, it, vi } from 'vitest';
import { executeVoiceCommand, type VoiceActionContext } from './voice-actions';
import { matchCommand, type MatchedCommand } from './voice-matcher';

function context(handled: string[] = []) {
  const calls: unknown[][] = [];
  const record =
    (name: string, result?: unknown) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
      return result;
    };
  const ctx: VoiceActionContext = {
    navigate: record('navigate'),
    back: record('back'),
    openTool: record('openTool'),
    switchTab: record('switchTab'),
    runShortcut: (id) => {
      calls.push(['runShortcut', id]);
      return handled.includes(id);
    },
    chat: (action) => {
      calls.push(['chat', action]);
      return Promise.resolve();
    },
    stopSpeaking: record('stopSpeaking'),
    openHelp: record('openHelp'),
    showPanel: record('showPanel'),
    closePanel: record('closePanel'),
    stopListening: record('stopListening'),
    editCommand: (command) => {
      calls.push(['editCommand', command]);
      return false;
    },
    screenshot: () => Promise.resolve(void calls.push(['screenshot'])),
    toggleFullscreen: () => Promise.resolve(void calls.push(['toggleFullscreen'])),
    collapseSidebars: record('collapseSidebars'),
    closeOverlay: () => {
      calls.push(['closeOverlay']);
      return false;
    },
  };
  return { ctx, calls };
}

const said = (utterance: string): MatchedCommand => {
  const match = matchCommand(utterance, BUILT_IN_VOICE_COMMANDS);
  if (!match) throw new Error(`no match for ${utterance}`);
  return match;
};

async function run(utterance: string, handled: string[] = []) {
  const { ctx, calls } = context(handled);
  await executeVoiceCommand(said(utterance), ctx);
  return calls;
}

describe('executeVoiceCommand', () => {
  it.each([
    ['go to settings', [['navigate', '/settings']]],
    ['go back', [['back']]],
    ['open chat', [['openTool', 'right', 'ai-chat']]],
    ['go to lead scraping', [['openTool', 'left', 'lead-scraping']]],
    ['open the workflow tools', [['switchTab', 'workflow']]],
    ['send message', [['chat', { type: 'send' }]]],
    ['clear chat', [['chat', { type: 'clear' }]]],
    ['copy last response', [['chat', { type: 'copy-last' }]]],
    ['regenerate', [['chat', { type: 'regenerate' }]]],
    ['voice mode', [['chat', { type: 'voice-mode' }]]],
    ['stop speaking', [['stopSpeaking']]],
    ['generate code', [['runShortcut', 'generate-code'], ['switchTab', 'ide']]],
    ['create a sorting function', [['chat', { type: 'ask', text: 'Generer kode: create a sorting function' }]]],
    ['debug', [['runShortcut', 'start-debug'], ['switchTab', 'ide']]],
    ['refactor code', [['runShortcut', 'refactor'], ['switchTab', 'ide']]],
    ['explain code', [['chat', { type: 'ask', text: 'Forklar koden på siden eller i markeringen.' }]]],
    ['write tests', [['chat', { type: 'ask', text: 'Skriv tester for koden på siden eller i markeringen.' }]]],
    ['run workflow', [['runShortcut', 'run-workflow'], ['switchTab', 'workflow']]],
    ['create workflow', [['runShortcut', 'open-workflow-builder'], ['switchTab', 'workflow']]],
    ['stop workflow', [['runShortcut', 'stop-workflow'], ['switchTab', 'workflow']]],
    ['save workflow', [['switchTab', 'workflow']]],
    ['test workflow', [['switchTab', 'workflow']]],
    ['search for invoices', [['chat', { type: 'search', query: 'invoices' }]]],
    ['search', [['chat', { type: 'search', query: undefined }]]],
    ['help', [['openHelp']]],
    ['help with layouts', [['chat', { type: 'ask', text: 'Hjelp meg med: layouts' }]]],
    ['show commands', [['showPanel', 'commands']]],
    ['show history', [['showPanel', 'history']]],
    ['take a screenshot', [['screenshot']]],
    ['fullscreen', [['toggleFullscreen']]],
    ['minimize', [['collapseSidebars']]],
    ['close', [['closeOverlay'], ['closePanel']]],
    ['stop listening', [['stopListening']]],
  ])('%j acts through %j', async (utterance, expected) => {
    expect(await run(utterance)).toEqual(expected);
  });

  it('uses a feature’s shortcut handler once one is registered', async () => {
    expect(await run('run workflow', ['run-workflow'])).toEqual([['runShortcut', 'run-workflow']]);
    expect(await run('debug', ['start-debug'])).toEqual([['runShortcut', 'start-debug']]);
  });

  it('undo and redo use the shortcut, then the focused field, and fail when neither acts', async () => {
    await expect(run('undo')).rejects.toThrow('Nothing to undo');
    await expect(run('redo that')).rejects.toThrow('Nothing to redo');
    expect(await run('undo', ['undo'])).toEqual([['runShortcut', 'undo']]);
    const { ctx, calls } = context();
    ctx.editCommand = vi.fn(() => true);
    await executeVoiceCommand(said('undo'), ctx);
    expect(ctx.editCommand).toHaveBeenCalledWith('undo');
    expect(calls).toEqual([['runShortcut', 'undo']]);
  });

  it('an unknown destination fails with its name', async () => {
    await expect(run('go to the moon')).rejects.toThrow('Unknown destination: "moon"');
  });

  it('every action does something', async () => {
    const covered = new Set<VoiceAction>();
    for (const command of BUILT_IN_VOICE_COMMANDS) {
      const { ctx, calls } = context();
      ctx.editCommand = () => true;
      await executeVoiceCommand({ command, params: command.params, via: 'exact', text: command.phrase[0] ?? '' }, ctx);
      expect(calls.length, command.id).toBeGreaterThan(0);
      covered.add(command.action);
    }
    expect([...covered].sort()).toEqual([...VOICE_ACTIONS].sort());
  });
});
