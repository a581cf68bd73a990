import {
  VOICE_MAX_ALTERNATIVES,
  VOICE_RESTART_DELAY_MS,
  VOICE_SPEECH_PITCH,
  VOICE_SPEECH_RATE,
  VOICE_WAKE_WINDOW_MS,
  type VoiceCommand,
  type VoiceSettings,
} from '@nova/shared';
import { voiceStrings as t } from '@/lib/i18n/nb/voice';
import type { RecognitionResult, SpeechRecognizer } from '@/lib/speech/speech-recognizer';
import type { SpeechOutput } from '@/lib/speech/speech-output';
import { addHistoryEntry, type VoiceHistoryEntry } from './voice-history';
import { afterWakeWord, confirmationAnswer, matchAlternatives, type MatchedCommand } from './voice-matcher';

/** Spec A §4 "Voice assistant states". */
export type VoiceAssistantState = 'idle' | 'listening' | 'processing' | 'wake-word-active' | 'awaiting-confirmation';

export interface VoiceAssistantSnapshot {
  state: VoiceAssistantState;
  /** What the recogniser hears right now (interim results). */
  interim: string;
  /** The command waiting for confirm or cancel. */
  pending: MatchedCommand | null;
  history: VoiceHistoryEntry[];
  /** Why listening stopped by itself (microphone blocked, repeated failures); null otherwise. */
  problem: string | null;
  speaking: boolean;
  supported: boolean;
}

export interface VoiceNotice {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  durationMs?: number;
}

export interface VoiceCommandReport {
  command: string;
  action: string;
  params: MatchedCommand['params'];
  timestamp: string;
  success: boolean;
}

export interface VoiceAssistantDeps {
  recognizer: SpeechRecognizer;
  speech: SpeechOutput;
  settings: () => VoiceSettings;
  /** Custom commands first, then the built-ins. */
  commands: () => readonly VoiceCommand[];
  execute: (match: MatchedCommand) => Promise<void>;
  notify: (notice: VoiceNotice) => void;
  /** POST /api/voice/command; failures are only logged by the caller. */
  report: (report: VoiceCommandReport) => void;
  visibility: { isVisible(): boolean; onVisible(listener: () => void): () => void };
  now?: () => number;
  newId?: () => string;
}

/** Errors after which listening stops and the panel explains why (spec A §4: not-allowed stops). */
const BLOCKED = new Set(['not-allowed', 'service-not-allowed']);
/** A session that ends sooner than this without hearing anything counts as a failure. */
export const QUICK_END_MS = 1000;
export const MAX_RESTART_DELAY_MS = 30_000;
/** After this many failures in a row the assistant stops instead of trying forever. */
export const MAX_FAILURES = 8;

/** Restart delay after `failures` failures in a row: 100 ms, then doubling up to 30 s. */
export function restartDelay(failures: number): number {
  return failures === 0 ? VOICE_RESTART_DELAY_MS : Math.min(VOICE_RESTART_DELAY_MS * 2 ** failures, MAX_RESTART_DELAY_MS);
}

/**
 * The voice assistant's state machine (spec A §4): listening with continuous restarts and
 * back-off, the wake word and its 30 s window, confirmation of dangerous commands, history.
 */
export class VoiceAssistant {
  private listeners = new Set<() => void>();
  private snapshot: VoiceAssistantSnapshot;
  private wanted = false;
  private sessionOpen = false;
  private sessionStartedAt = 0;
  private heardInSession = false;
  private failedInSession = false;
  private failures = 0;
  private lastErrorCode = '';
  private wakeUntil = 0;
  private wakeTimer: ReturnType<typeof setTimeout> | undefined;
  private confirmTimer: ReturnType<typeof setTimeout> | undefined;
  private restartTimer: ReturnType<typeof setTimeout> | undefined;
  private stopWaitingForVisible: (() => void) | null = null;
  private processing = false;
  private readonly now: () => number;
  private readonly newId: () => string;

  constructor(private readonly deps: VoiceAssistantDeps) {
    this.now = deps.now ?? Date.now;
    let counter = 0;
    this.newId = deps.newId ?? (() => `voice-${this.now()}-${++counter}`);
    this.snapshot = {
      state: 'idle',
      interim: '',
      pending: null,
      history: [],
      problem: null,
      speaking: deps.speech.isSpeaking(),
      supported: deps.recognizer.supported,
    };
  }

  /** Follows the speech output while mounted; the returned function stops listening and lets go. */
  connect(): () => void {
    const off = this.deps.speech.onSpeakingChange((speaking) => this.update({ speaking }));
    this.update({ speaking: this.deps.speech.isSpeaking() });
    return () => {
      off();
      this.stop();
    };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): VoiceAssistantSnapshot => this.snapshot;

  get listening(): boolean {
    return this.wanted;
  }

  start(): void {
    if (this.wanted) return;
    if (!this.deps.recognizer.supported) {
      console.warn('Speech recognition is not supported in this browser');
      return;
    }
    this.wanted = true;
    this.failures = 0;
    this.update({ problem: null });
    this.openSession();
  }

  stop(): void {
    this.wanted = false;
    this.clearTimers();
    this.wakeUntil = 0;
    this.update({ pending: null, interim: '' });
    if (this.sessionOpen) this.deps.recognizer.abort();
    this.refreshState();
  }

  toggle(): void {
    if (this.wanted) this.stop();
    else this.start();
  }

  /** Clicked confirm/cancel in the panel, same as saying it. */
  answer(answer: 'confirm' | 'cancel'): void {
    const pending = this.snapshot.pending;
    if (!pending) return;
    clearTimeout(this.confirmTimer);
    this.update({ pending: null });
    if (answer === 'cancel') {
      this.say(t.spoken.cancelled);
      this.refreshState();
      return;
    }
    void this.run(pending, pending.text, true);
  }

  private update(patch: Partial<VoiceAssistantSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  private refreshState(): void {
    const state: VoiceAssistantState = this.processing
      ? 'processing'
      : this.snapshot.pending
        ? 'awaiting-confirmation'
        : !this.wanted
          ? 'idle'
          : this.wakeActive()
            ? 'wake-word-active'
            : 'listening';
    if (state !== this.snapshot.state) this.update({ state });
  }

  private wakeActive(): boolean {
    return this.wakeUntil > this.now();
  }

  private openWakeWindow(): void {
    this.wakeUntil = this.now() + VOICE_WAKE_WINDOW_MS;
    clearTimeout(this.wakeTimer);
    this.wakeTimer = setTimeout(() => {
      this.wakeUntil = 0;
      this.refreshState();
    }, VOICE_WAKE_WINDOW_MS);
    this.refreshState();
  }

  private clearTimers(): void {
    clearTimeout(this.wakeTimer);
    clearTimeout(this.confirmTimer);
    clearTimeout(this.restartTimer);
    this.stopWaitingForVisible?.();
    this.stopWaitingForVisible = null;
  }

  private openSession(): void {
    const settings = this.deps.settings();
    this.sessionOpen = true;
    this.sessionStartedAt = this.now();
    this.heardInSession = false;
    this.failedInSession = false;
    try {
      this.deps.recognizer.start(
        { lang: settings.language, continuous: settings.continuous, interimResults: true, maxAlternatives: VOICE_MAX_ALTERNATIVES },
        {
          start: () => this.refreshState(),
          result: (result) => this.onResult(result),
          error: (code) => this.onError(code),
          end: () => this.onEnd(),
        },
      );
    } catch (error) {
      console.error('Speech recognition could not start:', error);
      this.failedInSession = true;
      this.lastErrorCode = error instanceof Error ? error.name : 'start-failed';
      this.onEnd();
    }
  }

  private onResult(result: RecognitionResult): void {
    if (this.deps.speech.isSpeaking()) {
      if (this.snapshot.interim) this.update({ interim: '' });
      return;
    }
    const transcripts = result.alternatives.map((a) => a.transcript.trim()).filter(Boolean);
    if (!result.isFinal) {
      this.update({ interim: transcripts[0] ?? '' });
      return;
    }
    this.update({ interim: '' });
    this.heardInSession = true;
    this.failures = 0;
    if (transcripts.length > 0) this.onUtterance(transcripts);
  }

  private onError(code: string): void {
    if (code === 'no-speech') return;
    if (code === 'aborted' && !this.wanted) return;
    if (BLOCKED.has(code)) {
      this.wanted = false;
      this.clearTimers();
      this.update({ problem: t.panel.notAllowed, pending: null });
      this.deps.notify({ title: t.notices.recognitionError, description: t.notices.errorCode(code), variant: 'destructive' });
      this.refreshState();
      return;
    }
    this.failedInSession = true;
    this.lastErrorCode = code;
    // One notice per run of failures, not one per retry.
    if (this.failures === 0) {
      this.deps.notify({ title: t.notices.recognitionError, description: t.notices.errorCode(code), variant: 'destructive' });
    }
  }

  private onEnd(): void {
    this.sessionOpen = false;
    if (this.snapshot.interim) this.update({ interim: '' });
    if (!this.wanted) {
      this.refreshState();
      return;
    }
    const quickEnd = !this.heardInSession && this.now() - this.sessionStartedAt < QUICK_END_MS;
    if (this.failedInSession || quickEnd) this.failures++;
    if (this.failures >= MAX_FAILURES) {
      this.wanted = false;
      this.clearTimers();
      this.update({ problem: t.panel.gaveUp(this.lastErrorCode || 'no-audio'), pending: null });
      this.refreshState();
      return;
    }
    // Without continuous listening one utterance ends it, unless an answer is still expected.
    const keepGoing = this.deps.settings().continuous || this.snapshot.pending !== null || this.wakeActive();
    if (!keepGoing && this.heardInSession) {
      this.wanted = false;
      this.clearTimers();
      this.refreshState();
      return;
    }
    this.scheduleRestart();
  }

  private scheduleRestart(): void {
    clearTimeout(this.restartTimer);
    const restart = () => {
      this.restartTimer = setTimeout(() => {
        if (this.wanted && !this.sessionOpen) this.openSession();
      }, restartDelay(this.failures));
    };
    if (this.deps.visibility.isVisible()) {
      restart();
      return;
    }
    this.stopWaitingForVisible?.();
    const off = this.deps.visibility.onVisible(() => {
      off();
      this.stopWaitingForVisible = null;
      restart();
    });
    this.stopWaitingForVisible = off;
  }

  private onUtterance(transcripts: string[]): void {
    const settings = this.deps.settings();
    const wakeRests = transcripts.map((text) => afterWakeWord(text, settings.wakeWord));
    const heardWake = wakeRests.some((rest) => rest !== null);

    if (this.snapshot.pending) {
      const answer = transcripts.map((text, i) => confirmationAnswer(wakeRests[i] ?? text)).find((a) => a !== null);
      if (answer) this.answer(answer);
      return;
    }

    const awake = this.wakeActive();
    if (settings.wakeWordRequired && !awake && !heardWake) return;

    // With the wake phrase, only what follows it counts; alone it opens the window and answers.
    const candidates = heardWake ? wakeRests.filter((rest): rest is string => Boolean(rest)) : transcripts;
    if (heardWake || awake) this.openWakeWindow();
    if (candidates.length === 0) {
      this.say(t.spoken.wake);
      return;
    }

    const match = matchAlternatives(candidates, this.deps.commands());
    const heard = candidates[0] ?? transcripts[0] ?? '';
    if (!match) {
      this.record(heard, null, false);
      this.say(t.spoken.notRecognized);
      this.deps.notify({ title: t.notices.notRecognized, description: `"${heard}"`, variant: 'destructive' });
      return;
    }
    if (match.command.requiresConfirmation && settings.confirmDangerous) {
      this.update({ pending: match });
      clearTimeout(this.confirmTimer);
      // Unanswered, the question lapses like the wake window does.
      this.confirmTimer = setTimeout(() => this.answer('cancel'), VOICE_WAKE_WINDOW_MS);
      this.say(t.spoken.confirm(match.command.description));
      this.refreshState();
      return;
    }
    void this.run(match, heard, false);
  }

  private async run(match: MatchedCommand, heard: string, confirmed: boolean): Promise<void> {
    this.processing = true;
    this.refreshState();
    let success = true;
    try {
      await this.deps.execute(match);
      this.deps.notify({ title: t.notices.executed(match.command.description), durationMs: 2000 });
      if (confirmed) this.say(t.spoken.executed);
    } catch (error) {
      success = false;
      const message = error instanceof Error ? error.message : String(error);
      console.error('Voice command failed:', error);
      this.deps.notify({ title: t.notices.failed, description: message, variant: 'destructive' });
      this.say(t.spoken.failed);
    } finally {
      this.processing = false;
      this.record(heard, match, success);
      this.deps.report({
        command: match.command.id,
        action: match.command.action,
        params: match.params,
        timestamp: new Date(this.now()).toISOString(),
        success,
      });
      if (this.wakeActive()) this.openWakeWindow();
      this.refreshState();
    }
  }

  private record(transcript: string, match: MatchedCommand | null, success: boolean): void {
    const entry: VoiceHistoryEntry = {
      id: this.newId(),
      transcript,
      command: match?.command ?? null,
      timestamp: new Date(this.now()).toISOString(),
      success,
    };
    this.update({ history: addHistoryEntry(this.snapshot.history, entry) });
  }

  private say(text: string): void {
    const { language } = this.deps.settings();
    this.deps.speech.speak(text, { voiceUri: null, rate: VOICE_SPEECH_RATE, pitch: VOICE_SPEECH_PITCH, lang: language }).catch((error: unknown) => {
      console.error('The voice assistant could not speak:', error);
    });
  }
}
