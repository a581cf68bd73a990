import type { ChatMessage } from '@nova/shared';
import { AudioLines, Loader2, Mic, Square, Volume2, VolumeX } from 'lucide-react';
import { useEffect, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { registerShortcutHandler } from '@/features/shortcuts';
import { cn } from '@/lib/cn';
import { aiChatStrings as t } from '@/lib/i18n/nb/ai-chat';
import type { SpeechOutput } from '@/lib/speech/speech-output';
import { useChatActions } from '../hooks/use-chat-actions';
import { useChatSpeech } from '../hooks/use-chat-speech';
import { useSpeaking } from '../hooks/use-speaking';
import type { ChatSettings } from '../model/chat-settings';
import { clearChat, getChatMessages } from '../model/chat-store';
import type { ChatInputHandle } from './chat-input';

interface ChatVoiceBarProps {
  sessionId: string;
  input: RefObject<ChatInputHandle | null>;
  messages: ChatMessage[];
  sending: boolean;
  settings: ChatSettings;
  speech: SpeechOutput;
  onSend: (text: string) => Promise<void>;
  onSearch: (query?: string) => void;
}

const lastOf = (sessionId: string, role: ChatMessage['role']) => getChatMessages(sessionId).findLast((m) => m.role === role);

/**
 * The chat's voice bar (spec B §2, §4): speech to text (Ctrl+M), read the last reply aloud
 * (Ctrl+S) and voice to voice (Ctrl+Shift+M). It also answers the voice assistant's chat actions.
 */
export function ChatVoiceBar({ sessionId, input, messages, sending, settings, speech, onSend, onSearch }: ChatVoiceBarProps) {
  const speaking = useSpeaking(speech);
  const voice = useChatSpeech({
    speech,
    settings,
    onSend,
    onTranscript: (text) => {
      input.current?.append(text);
      input.current?.focus();
    },
    lastReply: () => lastOf(sessionId, 'assistant')?.content,
  });
  const hasReply = messages.some((m) => m.role === 'assistant');
  const recording = voice.state === 'recording';
  const { toggleRecording, toggleVoiceToVoice, toggleSpeakLast } = voice;

  useEffect(() => {
    const off = [
      registerShortcutHandler('toggle-microphone', toggleRecording),
      registerShortcutHandler('voice-to-voice', toggleVoiceToVoice),
      registerShortcutHandler('play-response', toggleSpeakLast),
    ];
    return () => off.forEach((unregister) => unregister());
  }, [toggleRecording, toggleVoiceToVoice, toggleSpeakLast]);

  useChatActions({
    send: () => {
      if (sending) throw new Error(t.actionErrors.busy);
      const text = input.current?.value() ?? '';
      if (!text.trim()) throw new Error(t.actionErrors.emptyInput);
      input.current?.submit();
    },
    clear: () => clearChat(sessionId),
    'copy-last': async () => {
      const reply = lastOf(sessionId, 'assistant');
      if (!reply) throw new Error(t.actionErrors.noReply);
      try {
        await navigator.clipboard.writeText(reply.content);
      } catch {
        throw new Error(t.actionErrors.copyFailed);
      }
      toast({ title: t.copy.copied, durationMs: 2000 });
    },
    regenerate: () => {
      if (sending) throw new Error(t.actionErrors.busy);
      const question = lastOf(sessionId, 'user');
      if (!question) throw new Error(t.actionErrors.noQuestion);
      return onSend(question.content);
    },
    'voice-mode': () => {
      void toggleVoiceToVoice();
    },
    search: ({ query }) => onSearch(query),
    ask: ({ text }) => {
      if (sending) throw new Error(t.actionErrors.busy);
      return onSend(text);
    },
  });

  const status =
    voice.state === 'recording' ? t.voice.recording : voice.state === 'transcribing' ? t.voice.transcribing : voice.state === 'answering' ? t.voice.answering : '';

  return (
    <div role="group" aria-label={t.voice.barLabel} className="flex items-center gap-1 px-2 pt-1">
      <Button
        variant={recording && voice.mode === 'text' ? 'destructive' : 'ghost'}
        size="icon"
        className="size-7"
        aria-label={recording && voice.mode === 'text' ? t.input.stopRecording : t.input.record}
        aria-pressed={recording && voice.mode === 'text'}
        title={voice.recordingSupported ? undefined : t.voice.recordingUnsupported}
        disabled={!voice.recordingSupported || voice.state === 'transcribing' || voice.state === 'answering' || (recording && voice.mode !== 'text')}
        onClick={() => void toggleRecording()}
      >
        {recording && voice.mode === 'text' ? <Square aria-hidden /> : <Mic aria-hidden />}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-7"
        aria-label={speaking ? t.voice.stopSpeaking : t.voice.speakLast}
        title={speech.supported ? undefined : t.errors.notSupported}
        disabled={!speech.supported || (!speaking && !hasReply)}
        onClick={toggleSpeakLast}
      >
        {speaking ? <VolumeX aria-hidden /> : <Volume2 aria-hidden />}
      </Button>
      <Button
        variant={recording && voice.mode === 'voice' ? 'destructive' : 'ghost'}
        size="icon"
        className="size-7"
        aria-label={recording && voice.mode === 'voice' ? t.input.stopRecording : t.voice.voiceToVoice}
        aria-pressed={recording && voice.mode === 'voice'}
        title={voice.recordingSupported ? undefined : t.voice.recordingUnsupported}
        disabled={!voice.recordingSupported || voice.state === 'transcribing' || voice.state === 'answering' || (recording && voice.mode !== 'voice')}
        onClick={() => void toggleVoiceToVoice()}
      >
        <AudioLines aria-hidden />
      </Button>
      <p role="status" className={cn('flex min-w-0 items-center gap-1 truncate text-xs text-muted-foreground', !status && 'sr-only')}>
        {voice.state === 'transcribing' || voice.state === 'answering' ? <Loader2 aria-hidden className="size-3 animate-spin" /> : null}
        {recording ? <span aria-hidden className="size-2 rounded-full bg-red-500 motion-safe:animate-pulse" /> : null}
        {status}
      </p>
    </div>
  );
}
