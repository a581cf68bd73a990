import { BUILT_IN_VOICE_COMMANDS, DEFAULT_VOICE_SETTINGS, VOICE_WAKE_WINDOW_MS, type VoiceSettings } from '@nova/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptedRecognizer, scriptedSpeechOutput } from '@/test/scripted-speech';
import { MAX_FAILURES, restartDelay, VoiceAssistant, type VoiceCommandReport, type VoiceNotice } from './voice-assistant';
import type { MatchedCommand } from './voice-matcher';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setup(overrides: Partial<VoiceSettings> = {}, options: { supported?: boolean } = {}) {
  vi.useFakeTimers();
  const recognizer = scriptedRecognizer(options.supported ?? true);
  const speech = scriptedSpeechOutput();
  const settings: VoiceSettings = { ...DEFAULT_VOICE_SETTINGS, ...overrides };
  const executed: MatchedCommand[] = [];
  const notices: VoiceNotice[] = [];
  const reports: VoiceCommandReport[] = [];
  const failWith: { error: Error | null } = { error: null };
  let visible = true;
  const onVisible = new Set<() => void>();
  const assistant = new VoiceAssistant({
    recognizer,
    speech,
    settings: () => settings,
    commands: () => BUILT_IN_VOICE_COMMANDS,
    execute: async (match) => {
      if (failWith.error) throw failWith.error;
      executed.push(match);
    },
    notify: (notice) => notices.push(notice),
    report: (report) => reports.push(report),
    visibility: {
      isVisible: () => visible,
      onVisible: (listener) => {
        onVisible.add(listener);
        return () => onVisible.delete(listener);
      },
    },
  });
  const spoken = () => speech.said.map((s) => s.text);
  /** Lets the assistant finish what it is saying, then lets promises settle. */
  const quiet = async () => {
    speech.finish();
    await vi.advanceTimersByTimeAsync(0);
  };
  return {
    assistant,
    recognizer,
    speech,
    settings,
    executed,
    notices,
    reports,
    failWith,
    spoken,
    quiet,
    state: () => assistant.getSnapshot().state,
    hide: () => (visible = false),
    show: () => {
      visible = true;
      for (const listener of [...onVisible]) listener();
    },
    listen: () => {
      assistant.start();
      recognizer.begin();
    },
  };
}

describe('starting and stopping', () => {
  it('listens in en-US with interim results and 3 alternatives, continuously by default', () => {
    const v = setup();
    v.listen();
    expect(v.recognizer.starts).toEqual([{ lang: 'en-US', continuous: true, interimResults: true, maxAlternatives: 3 }]);
    expect(v.state()).toBe('listening');
    v.assistant.stop();
    expect(v.state()).toBe('idle');
    expect(v.recognizer.active).toBe(false);
  });

  it('shows what it hears while it hears it', () => {
    const v = setup();
    v.listen();
    v.recognizer.interim('hey no');
    expect(v.assistant.getSnapshot().interim).toBe('hey no');
    v.recognizer.say('hey nova');
    expect(v.assistant.getSnapshot().interim).toBe('');
  });

  it('does nothing where speech recognition is missing, with a console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const v = setup({}, { supported: false });
    v.assistant.start();
    expect(v.recognizer.starts).toEqual([]);
    expect(v.state()).toBe('idle');
    expect(v.assistant.getSnapshot().supported).toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});

describe('wake word', () => {
  it('ignores speech until the wake word, then answers and stays active for 30 s', async () => {
    const v = setup();
    v.listen();
    v.recognizer.say('go to settings');
    expect(v.executed).toEqual([]);
    expect(v.assistant.getSnapshot().history).toEqual([]);

    v.recognizer.say('hey nova');
    expect(v.spoken()).toEqual(['Yes, how can I help?']);
    expect(v.state()).toBe('wake-word-active');
    await v.quiet();

    v.recognizer.say('go to settings');
    await vi.advanceTimersByTimeAsync(0);
    expect(v.executed.map((m) => m.command.id)).toEqual(['nav-settings']);
  });

  it('the wake window expires after 30 s without a command', async () => {
    const v = setup();
    v.listen();
    v.recognizer.say('hi nova');
    await v.quiet();
    await vi.advanceTimersByTimeAsync(VOICE_WAKE_WINDOW_MS - 1);
    expect(v.state()).toBe('wake-word-active');
    await vi.advanceTimersByTimeAsync(1);
    expect(v.state()).toBe('listening');
    v.recognizer.say('go to settings');
    await vi.advanceTimersByTimeAsync(0);
    expect(v.executed).toEqual([]);
  });

  it('runs a command said after the wake phrase in the same utterance at once', async () => {
    const v = setup();
    v.listen();
    v.recognizer.say('Okay Nova, go to settings.');
    await vi.advanceTimersByTimeAsync(0);
    expect(v.executed.map((m) => m.command.id)).toEqual(['nav-settings']);
    expect(v.spoken()).toEqual([]);
    expect(v.state()).toBe('wake-word-active');
  });

  it('uses the configured brand word', async () => {
    const v = setup({ wakeWord: 'jarvis' });
    v.listen();
    v.recognizer.say('hey nova go home');
    v.recognizer.say('hey jarvis go home');
    await vi.advanceTimersByTimeAsync(0);
    expect(v.executed.map((m) => m.command.id)).toEqual(['nav-dashboard']);
  });

  it('without the wake word required, every utterance is a command', async () => {
    const v = setup({ wakeWordRequired: false });
    v.listen();
    v.recognizer.say('go to settings');
    await vi.advanceTimersByTimeAsync(0);
    expect(v.executed.map((m) => m.command.id)).toEqual(['nav-settings']);
  });

  it('ignores what it hears while it is speaking', async () => {
    const v = setup();
    v.listen();
    v.recognizer.say('hey nova');
    v.recognizer.interim('yes how can');
    v.recognizer.say('yes how can i help');
    v.recognizer.say('go to settings');
    await vi.advanceTimersByTimeAsync(0);
    expect(v.executed).toEqual([]);
    expect(v.assistant.getSnapshot().interim).toBe('');
    await v.quiet();
    v.recognizer.say('go to settings');
    await vi.advanceTimersByTimeAsync(0);
    expect(v.executed).toHaveLength(1);
  });

  it('matches across all alternatives', async () => {
    const v = setup();
    v.listen();
    v.recognizer.say('hey nova goat two settings', 'hey nova go to settings', 'hey nova go to setting');
    await vi.advanceTimersByTimeAsync(0);
    expect(v.executed.map((m) => m.command.id)).toEqual(['nav-settings']);
    expect(v.assistant.getSnapshot().history[0]?.transcript).toBe('goat two settings');
  });
});

describe('executing', () => {
  it('records the entry and reports the execution to the server', async () => {
    const v = setup();
    v.listen();
    v.recognizer.say('hey nova search for quarterly numbers');
    await vi.advanceTimersByTimeAsync(0);
    expect(v.state()).toBe('wake-word-active');
    const [entry] = v.assistant.getSnapshot().history;
    expect(entry).toMatchObject({ transcript: 'search for quarterly numbers', success: true, command: { action: 'search' } });
    expect(v.reports).toEqual([
      { command: 'search', action: 'search', params: { query: 'quarterly numbers' }, timestamp: new Date(Date.now()).toISOString(), success: true },
    ]);
    expect(v.notices).toEqual([{ title: 'Executed: Search for "quarterly numbers"', durationMs: 2000 }]);
  });

  it('an unknown phrase says "Command not recognized" and shows what was heard', async () => {
    const v = setup();
    v.listen();
    v.recognizer.say('hey nova make me a sandwich');
    await vi.advanceTimersByTimeAsync(0);
    expect(v.spoken()).toEqual(['Command not recognized']);
    expect(v.notices).toEqual([{ title: 'Command Not Recognized', description: '"make me a sandwich"', variant: 'destructive' }]);
    expect(v.assistant.getSnapshot().history[0]).toMatchObject({ transcript: 'make me a sandwich', command: null, success: false });
    expect(v.reports).toEqual([]);
  });

  it('a failing command shows "Command Failed" with the error and says so', async () => {
    const v = setup({ wakeWordRequired: false });
    v.failWith.error = new Error('Unknown destination: "the moon"');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    v.listen();
    v.recognizer.say('go to the moon');
    await vi.advanceTimersByTimeAsync(0);
    expect(v.notices).toEqual([{ title: 'Command Failed', description: 'Unknown destination: "the moon"', variant: 'destructive' }]);
    expect(v.spoken()).toEqual(['Command failed']);
    expect(v.reports[0]?.success).toBe(false);
    expect(v.assistant.getSnapshot().history[0]?.success).toBe(false);
  });
});

describe('confirmation', () => {
  it('"clear chat" waits for confirmation; "cancel" keeps the chat and says "Action cancelled"', async () => {
    const v = setup();
    v.listen();
    v.recognizer.say('hey nova clear chat');
    expect(v.state()).toBe('awaiting-confirmation');
    expect(v.assistant.getSnapshot().pending?.command.id).toBe('chat-clear');
    expect(v.spoken()).toEqual(['Clear the chat? Say confirm or cancel.']);
    await v.quiet();
    v.recognizer.say('cancel');
    await vi.advanceTimersByTimeAsync(0);
    expect(v.executed).toEqual([]);
    expect(v.spoken().at(-1)).toBe('Action cancelled');
    expect(v.state()).toBe('wake-word-active');
    expect(v.reports).toEqual([]);
  });

  it('"yes" runs it and says "Command executed"', async () => {
    const v = setup();
    v.listen();
    v.recognizer.say('hey nova stop workflow');
    await v.quiet();
    v.recognizer.say('yes');
    await vi.advanceTimersByTimeAsync(0);
    expect(v.executed.map((m) => m.command.id)).toEqual(['workflow-stop']);
    expect(v.spoken().at(-1)).toBe('Command executed');
    expect(v.reports[0]).toMatchObject({ command: 'workflow-stop', success: true });
  });

  it('takes a clicked answer, and other speech does not answer it', async () => {
    const v = setup();
    v.listen();
    v.recognizer.say('hey nova undo');
    await v.quiet();
    v.recognizer.say('go to settings');
    await vi.advanceTimersByTimeAsync(0);
    expect(v.state()).toBe('awaiting-confirmation');
    v.assistant.answer('confirm');
    await vi.advanceTimersByTimeAsync(0);
    expect(v.executed.map((m) => m.command.id)).toEqual(['undo']);
  });

  it('an unanswered question lapses after 30 s as cancelled', async () => {
    const v = setup();
    v.listen();
    v.recognizer.say('hey nova clear chat');
    await v.quiet();
    await vi.advanceTimersByTimeAsync(VOICE_WAKE_WINDOW_MS);
    expect(v.assistant.getSnapshot().pending).toBeNull();
    expect(v.spoken().at(-1)).toBe('Action cancelled');
    expect(v.executed).toEqual([]);
  });

  it('with confirmation of dangerous actions off, clear chat runs at once', async () => {
    const v = setup({ confirmDangerous: false });
    v.listen();
    v.recognizer.say('hey nova clear chat');
    await vi.advanceTimersByTimeAsync(0);
    expect(v.executed.map((m) => m.command.id)).toEqual(['chat-clear']);
  });
});

describe('continuous listening', () => {
  it('restarts 100 ms after the recogniser ends', async () => {
    const v = setup();
    v.listen();
    v.recognizer.say('hello');
    v.recognizer.end();
    await vi.advanceTimersByTimeAsync(99);
    expect(v.recognizer.starts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(v.recognizer.starts).toHaveLength(2);
    expect(v.state()).toBe('listening');
  });

  it('restarts after no-speech without a notice', async () => {
    const v = setup();
    v.listen();
    await vi.advanceTimersByTimeAsync(8000);
    v.recognizer.error('no-speech');
    v.recognizer.end();
    await vi.advanceTimersByTimeAsync(100);
    expect(v.recognizer.starts).toHaveLength(2);
    expect(v.notices).toEqual([]);
  });

  it('backs off on repeated failures, notifies once, and gives up after 8', async () => {
    const v = setup();
    v.listen();
    const delays: number[] = [];
    for (let n = 1; n < MAX_FAILURES; n++) {
      v.recognizer.error('network');
      v.recognizer.end();
      const before = v.recognizer.starts.length;
      const delay = restartDelay(n);
      delays.push(delay);
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(v.recognizer.starts).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(v.recognizer.starts).toHaveLength(before + 1);
      v.recognizer.begin();
    }
    expect(delays).toEqual([200, 400, 800, 1600, 3200, 6400, 12800]);
    expect(v.notices).toEqual([{ title: 'Voice Recognition Error', description: 'Error: network', variant: 'destructive' }]);
    v.recognizer.error('network');
    v.recognizer.end();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(v.recognizer.starts).toHaveLength(MAX_FAILURES);
    expect(v.state()).toBe('idle');
    expect(v.assistant.getSnapshot().problem).toMatch(/network/);
  });

  it('sessions that end at once without a result count as failures too', async () => {
    const v = setup();
    v.listen();
    v.recognizer.end();
    await vi.advanceTimersByTimeAsync(100);
    expect(v.recognizer.starts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(v.recognizer.starts).toHaveLength(2);
  });

  it('a success resets the back-off', async () => {
    const v = setup();
    v.listen();
    v.recognizer.error('network');
    v.recognizer.end();
    await vi.advanceTimersByTimeAsync(200);
    v.recognizer.begin();
    v.recognizer.say('something');
    v.recognizer.end();
    await vi.advanceTimersByTimeAsync(100);
    expect(v.recognizer.starts).toHaveLength(3);
  });

  it('not-allowed stops listening and explains why', async () => {
    const v = setup();
    v.listen();
    v.recognizer.error('not-allowed');
    v.recognizer.end();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(v.recognizer.starts).toHaveLength(1);
    expect(v.state()).toBe('idle');
    expect(v.assistant.listening).toBe(false);
    expect(v.assistant.getSnapshot().problem).toMatch(/Mikrofonen er blokkert/);
    expect(v.notices).toEqual([{ title: 'Voice Recognition Error', description: 'Error: not-allowed', variant: 'destructive' }]);
  });

  it('waits for the page to be visible again before restarting', async () => {
    const v = setup();
    v.listen();
    v.recognizer.say('hello');
    v.hide();
    v.recognizer.end();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(v.recognizer.starts).toHaveLength(1);
    v.show();
    await vi.advanceTimersByTimeAsync(100);
    expect(v.recognizer.starts).toHaveLength(2);
  });

  it('without continuous listening one utterance ends it, unless a confirmation is pending', async () => {
    const v = setup({ continuous: false, wakeWordRequired: false });
    v.listen();
    expect(v.recognizer.starts[0]?.continuous).toBe(false);
    v.recognizer.say('clear chat');
    await v.quiet();
    v.recognizer.end();
    await vi.advanceTimersByTimeAsync(100);
    expect(v.recognizer.starts).toHaveLength(2);
    v.recognizer.begin();
    v.recognizer.say('confirm');
    await v.quiet();
    expect(v.executed.map((m) => m.command.id)).toEqual(['chat-clear']);
    v.recognizer.end();
    await vi.advanceTimersByTimeAsync(1000);
    expect(v.recognizer.starts).toHaveLength(2);
    expect(v.state()).toBe('idle');
  });

  it('stop() ends the session and never restarts', async () => {
    const v = setup();
    v.listen();
    v.assistant.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(v.recognizer.starts).toHaveLength(1);
    expect(v.state()).toBe('idle');
  });
});
