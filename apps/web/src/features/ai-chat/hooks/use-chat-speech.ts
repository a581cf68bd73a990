import { SPEECH_RECORDING_MAX_MS } from '@nova/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast-store';
import { aiChatStrings as t } from '@/lib/i18n/nb/ai-chat';
import { browserRecorderPlatform, RecordingCancelled, startRecording, type RecorderPlatform, type RecordingSession } from '@/lib/speech/audio-recorder';
import type { SpeechOutput } from '@/lib/speech/speech-output';
import { transcribeSpeech } from '../api/speech-to-text-api';
import type { ChatSettings } from '../model/chat-settings';

export type RecorderState = 'idle' | 'recording' | 'transcribing' | 'answering';
/** text: the transcript goes into the input; voice: it is sent and the answer read aloud. */
export type RecordingMode = 'text' | 'voice';

export interface ChatSpeechOptions {
  speech: SpeechOutput;
  settings: ChatSettings;
  onTranscript: (text: string) => void;
  onSend: (text: string) => Promise<void>;
  /** The newest assistant reply, read when it is needed (after a voice-to-voice answer arrives). */
  lastReply: () => string | undefined;
  platform?: RecorderPlatform | null;
}

const failure = (title: string, description?: string) => toast({ title, description, variant: 'destructive' });

/** Recording (Ctrl+M), voice to voice (Ctrl+Shift+M) and reading the last reply aloud (Ctrl+S), spec B §4. */
export function useChatSpeech(options: ChatSpeechOptions) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const platform = useMemo(() => (options.platform === undefined ? browserRecorderPlatform() : options.platform), [options.platform]);
  const [state, setState] = useState<RecorderState>('idle');
  const [mode, setMode] = useState<RecordingMode>('text');
  const session = useRef<RecordingSession | null>(null);
  const busy = useRef(false);

  useEffect(() => () => session.current?.cancel(), []);

  const speak = useCallback((text: string): Promise<void> => {
    const { speech, settings } = latest.current;
    if (!speech.supported) {
      failure(t.errors.notSupported);
      return Promise.resolve();
    }
    return speech.speak(text, { voiceUri: settings.selectedVoiceUri, rate: settings.speechRate, pitch: settings.speechPitch }).catch((error: unknown) => {
      console.error('Speech playback failed:', error);
      failure(t.errors.playback);
    });
  }, []);

  const record = useCallback(
    async (nextMode: RecordingMode): Promise<void> => {
      if (session.current) {
        session.current.stop();
        return;
      }
      if (busy.current) return;
      if (!platform) {
        failure(t.errors.recording, t.voice.recordingUnsupported);
        return;
      }
      busy.current = true;
      try {
        let started: RecordingSession;
        try {
          started = await startRecording(platform, SPEECH_RECORDING_MAX_MS);
        } catch (error) {
          console.error('Could not start recording:', error);
          failure(t.errors.recording);
          return;
        }
        session.current = started;
        setMode(nextMode);
        setState('recording');
        let audio: Blob;
        try {
          audio = await started.done;
        } catch (error) {
          if (!(error instanceof RecordingCancelled)) failure(t.errors.recording);
          return;
        } finally {
          session.current = null;
        }
        setState('transcribing');
        let text: string;
        try {
          text = (await transcribeSpeech(audio)).trim();
        } catch (error) {
          console.error('Speech to text failed:', error);
          failure(t.errors.speechToText);
          return;
        }
        if (!text) {
          failure(t.errors.speechToText, t.voice.nothingHeard);
          return;
        }
        if (nextMode === 'text') {
          latest.current.onTranscript(text);
          return;
        }
        setState('answering');
        await latest.current.onSend(text);
        const reply = latest.current.lastReply();
        if (reply) await speak(reply);
      } finally {
        busy.current = false;
        setState('idle');
      }
    },
    [platform, speak],
  );

  const toggleSpeakLast = useCallback(() => {
    const { speech } = latest.current;
    if (speech.isSpeaking()) {
      speech.cancel();
      return;
    }
    const reply = latest.current.lastReply();
    if (reply) void speak(reply);
  }, [speak]);

  return {
    state,
    mode,
    recordingSupported: platform !== null,
    toggleRecording: useCallback(() => record('text'), [record]),
    toggleVoiceToVoice: useCallback(() => record('voice'), [record]),
    toggleSpeakLast,
  };
}
