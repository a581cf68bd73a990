import { describe, expect, it } from 'vitest';
import { BUILT_IN_VOICE_COMMANDS, builtInCommandUsing } from './voice-commands.js';
import { customVoiceCommandInputSchema, normalizeVoiceText, VOICE_ACTIONS, VOICE_CATEGORIES } from './voice.js';

describe('built-in voice commands', () => {
  it('cover every phrase group of spec A §5', () => {
    const actions = new Set(BUILT_IN_VOICE_COMMANDS.map((c) => c.action));
    for (const action of VOICE_ACTIONS) expect(actions, action).toContain(action);
    const categories = new Set(BUILT_IN_VOICE_COMMANDS.map((c) => c.category));
    expect([...categories].sort()).toEqual([...VOICE_CATEGORIES].sort());
  });

  it('never use a phrase or alias twice, and store them normalised', () => {
    const all = BUILT_IN_VOICE_COMMANDS.flatMap((c) => [...c.phrase, ...(c.aliases ?? [])]);
    expect(new Set(all).size).toBe(all.length);
    for (const phrase of all) expect(normalizeVoiceText(phrase)).toBe(phrase);
  });

  it('ask for confirmation exactly for clear chat, stop workflow and undo', () => {
    const confirming = BUILT_IN_VOICE_COMMANDS.filter((c) => c.requiresConfirmation).map((c) => c.action);
    expect(confirming.sort()).toEqual(['chat-clear', 'undo', 'workflow-stop']);
  });

  it('finds the built-in that owns a phrase', () => {
    expect(builtInCommandUsing('go to settings')?.id).toBe('nav-settings');
    expect(builtInCommandUsing('preferences')?.id).toBe('nav-settings');
    expect(builtInCommandUsing('make coffee')).toBeUndefined();
  });
});

describe('normalizeVoiceText', () => {
  it.each([
    ['  Hey, Nova!  Go to Settings. ', 'hey nova go to settings'],
    ["Don't stop", 'dont stop'],
    ['QA-suite', 'qa suite'],
    ['«Clear   chat»?', 'clear chat'],
  ])('%j → %j', (input, expected) => expect(normalizeVoiceText(input)).toBe(expected));
});

describe('customVoiceCommandInputSchema', () => {
  it('accepts one phrase or several, normalised, with defaults', () => {
    const parsed = customVoiceCommandInputSchema.parse({ phrase: 'Open Reports!', action: 'navigate', params: { path: '/outreach' } });
    expect(parsed).toEqual({ phrase: ['open reports'], aliases: [], action: 'navigate', params: { path: '/outreach' }, requiresConfirmation: false });
  });

  it.each([
    [{ phrase: [], action: 'help' }, 'phrase'],
    [{ phrase: 'x', action: 'help' }, 'phrase.0'],
    [{ phrase: 'go there', action: 'fly' }, 'action'],
    [{ phrase: 'go there', action: 'navigate' }, 'params.path'],
    [{ phrase: 'go there', action: 'navigate', params: { path: 'outreach' } }, 'params.path'],
    [{ phrase: 'look it up', action: 'search' }, 'params.query'],
    [{ phrase: ['hello there', 'Hello there!'], action: 'help' }, 'phrase.1'],
    [{ phrase: 'hello there', action: 'help', params: { colour: 'red' } }, 'params'],
  ])('rejects %j at %s', (input, path) => {
    const result = customVoiceCommandInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(path);
  });
});

describe('wake word', () => {
  it('defaults to the brand word', async () => {
    const { BRAND } = await import('./version.js');
    const { VOICE_DEFAULT_WAKE_WORD } = await import('./voice.js');
    expect(VOICE_DEFAULT_WAKE_WORD).toBe(BRAND.toLowerCase());
  });
});
