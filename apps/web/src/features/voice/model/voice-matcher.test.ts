import { BUILT_IN_VOICE_COMMANDS, type VoiceCommand } from '@nova/shared';
import { describe, expect, it } from 'vitest';
import { afterWakeWord, cleanUtterance, confirmationAnswer, matchAlternatives, matchCommand } from './voice-matcher';

const CUSTOM: VoiceCommand = {
  id: 'custom-1',
  phrase: ['open the reports'],
  aliases: ['show me the numbers'],
  action: 'navigate',
  category: 'navigation',
  params: { path: '/outreach' },
  description: 'Reports',
};
const COMMANDS = [CUSTOM, ...BUILT_IN_VOICE_COMMANDS];

type Row = [utterance: string, commandId: string | null, via?: string, params?: Record<string, string>];

/** Spec A §5: phrases, contained phrases, aliases, fallbacks; every phrase group once or more. */
const TABLE: Row[] = [
  // Navigation, exact
  ['go to settings', 'nav-settings', 'exact', { path: '/settings' }],
  ['Go to Settings.', 'nav-settings', 'exact'],
  ['open dashboard', 'nav-dashboard', 'exact', { path: '/' }],
  ['go home', 'nav-dashboard', 'exact'],
  ['go to browser', 'nav-browser', 'exact', { path: '/browser' }],
  ['open profile', 'nav-profile', 'exact', { path: '/profile' }],
  ['go to outreach', 'nav-outreach', 'exact'],
  ['open qa suite', 'nav-qa-suite', 'exact', { path: '/qa-suite' }],
  ['Open QA-suite', 'nav-qa-suite', 'exact'],
  ['go to selector studio', 'nav-selector-studio', 'exact'],
  ['open developer dashboard', 'nav-developer-dashboard', 'exact', { path: '/developer-dashboard' }],
  ['open chat', 'nav-chat', 'exact', { target: 'chat' }],
  ['go back', 'nav-back', 'exact'],
  // Navigation, contained and polite
  ['please go to settings', 'nav-settings', 'exact'],
  ['go to settings please', 'nav-settings', 'exact'],
  ['could you open settings for me', 'nav-settings', 'exact'],
  ['i said go to settings right away', 'nav-settings', 'contains'],
  // Navigation, aliases
  ['preferences', 'nav-settings', 'alias'],
  ['home', 'nav-dashboard', 'alias'],
  ['my profile', 'nav-profile', 'alias'],
  ['campaigns', 'nav-outreach', 'alias'],
  ['back', 'nav-back', 'alias'],
  // Chat
  ['send message', 'chat-send', 'exact'],
  ['send', 'chat-send', 'alias'],
  ['clear chat', 'chat-clear', 'exact'],
  ['clear the chat now', 'chat-clear', 'exact'],
  ['could you clear the chat for me', 'chat-clear', 'exact'],
  ['empty chat', 'chat-clear', 'alias'],
  ['copy last response', 'chat-copy-last', 'exact'],
  ['copy answer', 'chat-copy-last', 'alias'],
  ['regenerate', 'chat-regenerate', 'exact'],
  ['lets try again', 'chat-regenerate', 'exact'],
  ['voice mode', 'chat-voice-mode', 'exact'],
  ['start voice mode', 'chat-voice-mode', 'exact'],
  ['stop speaking', 'stop-speaking', 'exact'],
  ['silence', 'stop-speaking', 'alias'],
  // Code
  ['generate code', 'code-generate', 'exact'],
  ['debug', 'code-debug', 'exact'],
  ['start debugging', 'code-debug', 'exact'],
  ['find bugs', 'code-debug', 'alias'],
  ['refactor code', 'code-refactor', 'exact'],
  ['explain this code', 'code-explain', 'exact'],
  ['what does this code do', 'code-explain', 'alias'],
  ['write tests', 'code-test', 'exact'],
  ['create tests', 'code-test', 'alias'],
  // Workflow
  ['run workflow', 'workflow-run', 'exact'],
  ['please start workflow', 'workflow-run', 'exact'],
  ['create workflow', 'workflow-create', 'exact'],
  ['stop workflow', 'workflow-stop', 'exact'],
  ['cancel workflow', 'workflow-stop', 'exact'],
  ['save workflow', 'workflow-save', 'exact'],
  ['test workflow', 'workflow-test', 'exact'],
  ['dry run', 'workflow-test', 'alias'],
  // General
  ['search', 'search', 'exact'],
  ['help', 'help', 'exact'],
  ['show help', 'help', 'exact'],
  ['what can I say?', 'show-commands', 'exact', { target: 'commands' }],
  ['show history', 'show-history', 'exact', { target: 'history' }],
  ['undo', 'undo', 'exact'],
  ['redo that', 'redo', 'exact'],
  ['take a screenshot', 'screenshot', 'exact'],
  ['full screen', 'fullscreen', 'exact'],
  ['maximize', 'fullscreen', 'alias'],
  ['minimize', 'minimize', 'exact'],
  ['hide sidebars', 'minimize', 'exact'],
  ['close', 'close', 'exact'],
  ['dismiss', 'close', 'alias'],
  ['stop listening', 'stop-listening', 'exact'],
  // Custom commands come first and match like the built-ins
  ['open the reports', 'custom-1', 'exact', { path: '/outreach' }],
  ['show me the numbers', 'custom-1', 'alias'],
  // Fallbacks
  ['search for quarterly revenue', 'search', 'fallback', { query: 'quarterly revenue' }],
  ['find invoices from march', 'search', 'fallback', { query: 'invoices from march' }],
  ['look up the weather', 'search', 'fallback', { query: 'the weather' }],
  ['go to lead scraping', 'navigate', 'fallback', { target: 'lead scraping' }],
  ['open the analytics panel', 'navigate', 'fallback', { target: 'analytics panel' }],
  ['take me to the workflow builder', 'workflow-create', 'alias'],
  ['navigate to integrations', 'navigate', 'fallback', { target: 'integrations' }],
  ['create a function that adds two numbers', 'code-generate', 'fallback', { description: 'create a function that adds two numbers' }],
  ['generate a login form in react', 'code-generate', 'fallback'],
  ['help with keyboard shortcuts', 'help', 'fallback', { topic: 'keyboard shortcuts' }],
  ['help me with layouts', 'help', 'fallback', { topic: 'layouts' }],
  // Not recognised
  ['make me a sandwich', null],
  ['settings are nice today', null],
  ['', null],
  ['   ', null],
  ['please', null],
];

describe('matchCommand', () => {
  it('has a table of at least 60 utterances', () => expect(TABLE.length).toBeGreaterThanOrEqual(60));

  it.each(TABLE)('%j → %s (%s)', (utterance, commandId, via, params) => {
    const match = matchCommand(utterance, COMMANDS);
    if (commandId === null) {
      expect(match).toBeNull();
      return;
    }
    expect(match?.command.id).toBe(commandId);
    if (via) expect(match?.via).toBe(via);
    if (params) expect(match?.params).toEqual(params);
  });

  it('prefers the longest contained phrase', () => {
    expect(matchCommand('i want to stop the workflow right now', COMMANDS)?.command.id).toBe('workflow-stop');
    expect(matchCommand('please clear conversation and go home', COMMANDS)?.command.id).toBe('chat-clear');
  });

  it('gives fallback matches a description naming what was asked', () => {
    expect(matchCommand('search for cats', COMMANDS)?.command.description).toBe('Search for "cats"');
    expect(matchCommand('go to the moon', COMMANDS)?.command).toMatchObject({ id: 'navigate', action: 'navigate', category: 'navigation' });
  });
});

describe('matchAlternatives', () => {
  it('takes the first alternative that matches', () => {
    expect(matchAlternatives(['goat two settings', 'go to settings', 'go to setting'], COMMANDS)?.command.id).toBe('nav-settings');
    expect(matchAlternatives(['clear chat', 'clear cat'], COMMANDS)?.command.id).toBe('chat-clear');
    expect(matchAlternatives(['mumble', 'grumble', 'rumble'], COMMANDS)).toBeNull();
    expect(matchAlternatives([], COMMANDS)).toBeNull();
  });
});

describe('afterWakeWord', () => {
  it.each([
    ['hey nova', 'nova', ''],
    ['Hey, Nova!', 'nova', ''],
    ['hi nova go to settings', 'nova', 'go to settings'],
    ['okay nova, clear chat', 'nova', 'clear chat'],
    ['OK Nova clear chat', 'nova', 'clear chat'],
    ['nova', 'nova', ''],
    ['nova open browser', 'nova', 'open browser'],
    ['um hey nova help', 'nova', 'help'],
    ['hey jarvis go home', 'jarvis', 'go home'],
    ['Hey Jarvis', 'Jarvis', ''],
  ])('%j with %j → %j', (utterance, wake, rest) => expect(afterWakeWord(utterance, wake)).toBe(rest));

  it.each([
    ['go to settings', 'nova'],
    ['casanova go home', 'nova'],
    ['novas are bright', 'nova'],
    ['hey nova', 'jarvis'],
  ])('%j has no wake word %j', (utterance, wake) => expect(afterWakeWord(utterance, wake)).toBeNull());
});

describe('confirmationAnswer', () => {
  it.each([
    ['confirm', 'confirm'],
    ['Yes.', 'confirm'],
    ['yes please', 'confirm'],
    ['go ahead', 'confirm'],
    ['cancel', 'cancel'],
    ['No!', 'cancel'],
    ['never mind', 'cancel'],
    ["don't", 'cancel'],
    ['maybe later', null],
    ['go to settings', null],
  ])('%j → %s', (utterance, answer) => expect(confirmationAnswer(utterance)).toBe(answer));
});

describe('cleanUtterance', () => {
  it('removes polite words around the command', () => {
    expect(cleanUtterance('Could you please clear the chat for me?')).toBe('clear the chat');
    expect(cleanUtterance('Go home now, thank you')).toBe('go home');
  });
});
