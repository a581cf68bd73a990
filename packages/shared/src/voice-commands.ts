import { normalizeVoiceText, VOICE_ACTION_CATEGORIES, type VoiceAction, type VoiceCommand, type VoiceParams } from './voice.js';

interface BuiltIn {
  id: string;
  phrase: string[];
  action: VoiceAction;
  description: string;
  params?: VoiceParams;
  aliases?: string[];
  requiresConfirmation?: boolean;
}

const nav = (id: string, name: string, path: string, phrase: string[], aliases: string[] = []): BuiltIn => ({
  id: `nav-${id}`,
  phrase,
  aliases,
  action: 'navigate',
  params: { path },
  description: `Go to ${name}`,
});

/**
 * The built-in voice commands (spec A §5): one entry per phrase group. Phrases are matched exactly
 * or, with two words or more, inside a longer utterance; aliases after that. Custom commands may
 * not reuse any of these phrases.
 */
const BUILT_INS: BuiltIn[] = [
  nav('dashboard', 'the dashboard', '/', ['go to dashboard', 'open dashboard', 'go home', 'show dashboard'], ['home', 'dashboard', 'home page']),
  nav('browser', 'the browser', '/browser', ['go to browser', 'open browser', 'show browser'], ['browser']),
  nav('settings', 'settings', '/settings', ['go to settings', 'open settings', 'show settings'], ['settings', 'preferences']),
  nav('profile', 'your profile', '/profile', ['go to profile', 'open profile', 'show profile', 'show my profile'], ['profile', 'my profile']),
  nav('outreach', 'outreach', '/outreach', ['go to outreach', 'open outreach', 'show outreach'], ['campaigns', 'outreach']),
  nav('qa-suite', 'the QA suite', '/qa-suite', ['go to qa suite', 'open qa suite', 'show qa suite'], ['quality assurance']),
  nav('selector-studio', 'the selector studio', '/selector-studio', ['go to selector studio', 'open selector studio'], ['selector studio']),
  nav('developer-dashboard', 'the developer dashboard', '/developer-dashboard', ['go to developer dashboard', 'open developer dashboard'], ['developer dashboard']),
  { id: 'nav-chat', phrase: ['open chat', 'open ai chat', 'show chat', 'go to chat'], aliases: ['ai chat', 'chat'], action: 'navigate', params: { target: 'chat' }, description: 'Open the AI chat' },
  { id: 'nav-back', phrase: ['go back', 'previous page'], aliases: ['back'], action: 'navigate-back', description: 'Go back to the previous page' },

  { id: 'chat-send', phrase: ['send message', 'send the message', 'send it'], aliases: ['send', 'submit message'], action: 'chat-send', description: 'Send the message in the chat input' },
  { id: 'chat-clear', phrase: ['clear chat', 'clear the chat', 'clear conversation'], aliases: ['empty chat', 'delete conversation'], action: 'chat-clear', description: 'Clear the chat', requiresConfirmation: true },
  { id: 'chat-copy-last', phrase: ['copy last response', 'copy last message', 'copy the answer'], aliases: ['copy response', 'copy answer'], action: 'chat-copy-last', description: 'Copy the last reply' },
  { id: 'chat-regenerate', phrase: ['regenerate response', 'regenerate', 'try again'], aliases: ['new answer', 'answer again'], action: 'chat-regenerate', description: 'Ask the last question again' },
  { id: 'chat-voice-mode', phrase: ['voice mode', 'start voice mode', 'talk to the assistant'], aliases: ['voice to voice', 'conversation mode'], action: 'chat-voice-mode', description: 'Ask the chat by voice and hear the answer' },
  { id: 'stop-speaking', phrase: ['stop speaking', 'stop talking', 'be quiet'], aliases: ['silence', 'quiet'], action: 'stop-speaking', description: 'Stop reading aloud' },

  { id: 'code-generate', phrase: ['generate code', 'write code', 'create code'], aliases: ['new code'], action: 'code-generate', description: 'Generate code' },
  { id: 'code-debug', phrase: ['debug code', 'start debugging', 'debug'], aliases: ['find bugs', 'fix bugs'], action: 'code-debug', description: 'Debug the code' },
  { id: 'code-refactor', phrase: ['refactor code', 'refactor', 'clean up code'], aliases: ['improve code'], action: 'code-refactor', description: 'Refactor the code' },
  { id: 'code-explain', phrase: ['explain code', 'explain this code', 'explain the code'], aliases: ['what does this code do'], action: 'code-explain', description: 'Explain the code' },
  { id: 'code-test', phrase: ['write tests', 'generate tests', 'test code'], aliases: ['create tests', 'add tests'], action: 'code-test', description: 'Write tests for the code' },

  { id: 'workflow-run', phrase: ['run workflow', 'start workflow', 'execute workflow'], aliases: ['run the workflow'], action: 'workflow-run', description: 'Run the workflow' },
  { id: 'workflow-create', phrase: ['create workflow', 'new workflow', 'build workflow'], aliases: ['workflow builder', 'open workflow builder'], action: 'workflow-create', description: 'Create a workflow' },
  { id: 'workflow-stop', phrase: ['stop workflow', 'cancel workflow', 'halt workflow'], aliases: ['stop the workflow'], action: 'workflow-stop', description: 'Stop the workflow', requiresConfirmation: true },
  { id: 'workflow-save', phrase: ['save workflow', 'store workflow'], aliases: ['save the workflow'], action: 'workflow-save', description: 'Save the workflow' },
  { id: 'workflow-test', phrase: ['test workflow', 'try workflow'], aliases: ['test the workflow', 'dry run'], action: 'workflow-test', description: 'Test the workflow' },

  { id: 'search', phrase: ['search', 'open search', 'search chat'], aliases: ['find'], action: 'search', description: 'Search the chat history' },
  { id: 'help', phrase: ['help', 'show help', 'open help'], aliases: ['i need help', 'how does this work'], action: 'help', description: 'Show help' },
  { id: 'show-commands', phrase: ['show commands', 'show voice commands', 'list commands', 'what can i say'], aliases: ['commands'], action: 'show', params: { target: 'commands' }, description: 'Show the voice commands' },
  { id: 'show-history', phrase: ['show history', 'show voice history', 'show command history'], aliases: ['history'], action: 'show', params: { target: 'history' }, description: 'Show the command history' },
  { id: 'undo', phrase: ['undo', 'undo that'], aliases: ['undo last action'], action: 'undo', description: 'Undo', requiresConfirmation: true },
  { id: 'redo', phrase: ['redo', 'redo that'], aliases: ['redo last action'], action: 'redo', description: 'Redo' },
  { id: 'screenshot', phrase: ['take screenshot', 'take a screenshot', 'screenshot'], aliases: ['capture screen', 'save screenshot'], action: 'screenshot', description: 'Save a screenshot' },
  { id: 'fullscreen', phrase: ['fullscreen', 'full screen', 'toggle fullscreen', 'enter fullscreen'], aliases: ['exit fullscreen', 'maximize'], action: 'fullscreen', description: 'Toggle full screen' },
  { id: 'minimize', phrase: ['minimize', 'minimize panels', 'hide sidebars'], aliases: ['hide panels', 'collapse sidebars'], action: 'minimize', description: 'Collapse the sidebars' },
  { id: 'close', phrase: ['close', 'close panel', 'close this'], aliases: ['close dialog', 'dismiss'], action: 'close', description: 'Close the open dialog or the voice panel' },
  { id: 'stop-listening', phrase: ['stop listening', 'go to sleep'], aliases: ['goodbye', 'stop voice control'], action: 'stop-listening', description: 'Stop listening' },
];

export const BUILT_IN_VOICE_COMMANDS: readonly VoiceCommand[] = BUILT_INS.map((c) => ({
  id: c.id,
  phrase: c.phrase.map(normalizeVoiceText),
  action: c.action,
  category: VOICE_ACTION_CATEGORIES[c.action],
  params: c.params ?? {},
  description: c.description,
  requiresConfirmation: c.requiresConfirmation ?? false,
  aliases: (c.aliases ?? []).map(normalizeVoiceText),
}));

/** Spoken answers to "are you sure?" while a command waits for confirmation. */
export const VOICE_CONFIRM_WORDS = ['confirm', 'confirmed', 'yes', 'yes please', 'do it', 'go ahead', 'ok', 'okay', 'sure'];
export const VOICE_CANCEL_WORDS = ['cancel', 'cancel that', 'no', 'stop', 'never mind', 'abort', 'dont'];

/** The built-in command that already uses this (normalised) phrase or alias, if any. */
export function builtInCommandUsing(phrase: string): VoiceCommand | undefined {
  return BUILT_IN_VOICE_COMMANDS.find((c) => c.phrase.includes(phrase) || (c.aliases ?? []).includes(phrase));
}
