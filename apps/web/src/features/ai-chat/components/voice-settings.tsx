import { Volume2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { toast } from '@/components/ui/toast-store';
import { aiChatStrings as t } from '@/lib/i18n/nb/ai-chat';
import { preferredVoice, type SpeechOutput } from '@/lib/speech/speech-output';
import { useSpeaking } from '../hooks/use-speaking';
import { clampSpeechValue, formatSpeechValue, SPEECH_VALUE_MAX, SPEECH_VALUE_MIN, SPEECH_VALUE_STEP, type ChatSettings } from '../model/chat-settings';

interface VoiceSettingsProps {
  speech: SpeechOutput;
  settings: ChatSettings;
  onChange: (patch: Partial<ChatSettings>) => void;
}

function SpeechSlider({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between">
        <Label htmlFor={id}>{label}</Label>
        <span className="text-xs tabular-nums">{formatSpeechValue(value)}</span>
      </div>
      <input id={id} type="range" min={SPEECH_VALUE_MIN} max={SPEECH_VALUE_MAX} step={SPEECH_VALUE_STEP} value={value} onChange={(e) => onChange(clampSpeechValue(e.target.valueAsNumber))} />
    </div>
  );
}

/** Voice, rate (0.5–2) and pitch (0.5–2) for reading replies aloud, with a test button (disabled while something else is read aloud). */
export function VoiceSettings({ speech, settings, onChange }: VoiceSettingsProps) {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="size-7" aria-label={t.header.voiceSettings}>
          <Volume2 aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label={t.header.voiceSettings} className="flex w-72 flex-col gap-3">
        <SpeechSettingsFields speech={speech} settings={settings} onChange={onChange} />
      </PopoverContent>
    </Popover>
  );
}

/** The fields of VoiceSettings, for the popover and the settings page. */
export function SpeechSettingsFields({ speech, settings, onChange }: VoiceSettingsProps) {
  const voiceId = useId();
  const [testing, setTesting] = useState(false);
  const speaking = useSpeaking(speech);
  const [voices, setVoices] = useState(() => speech.voices());
  useEffect(() => speech.onVoicesChanged(() => setVoices(speech.voices())), [speech]);
  const selected = settings.selectedVoiceUri ?? preferredVoice(voices)?.voiceURI ?? '';

  const test = () => {
    if (!speech.supported) {
      toast({ title: t.errors.notSupported, variant: 'destructive' });
      return;
    }
    if (testing) {
      speech.cancel();
      setTesting(false);
      return;
    }
    setTesting(true);
    speech
      .speak(t.voice.testText, { voiceUri: selected || null, rate: settings.speechRate, pitch: settings.speechPitch })
      .catch(() => toast({ title: t.errors.playback, variant: 'destructive' }))
      .finally(() => setTesting(false));
  };

  return (
    <>
        <div className="flex flex-col gap-1">
          <Label htmlFor={voiceId}>{t.voice.voice}</Label>
          <NativeSelect id={voiceId} value={selected} disabled={voices.length === 0} onChange={(e) => onChange({ selectedVoiceUri: e.target.value })} className="h-8 text-xs">
            {voices.length === 0 ? <option value="">{t.voice.noVoices}</option> : null}
            {voices.map((voice) => (
              <option key={voice.voiceURI} value={voice.voiceURI}>
                {voice.name} ({voice.lang}){voice.localService ? ` · ${t.voice.localService}` : ''}
              </option>
            ))}
          </NativeSelect>
        </div>
        <SpeechSlider label={t.voice.rate} value={settings.speechRate} onChange={(speechRate) => onChange({ speechRate })} />
        <SpeechSlider label={t.voice.pitch} value={settings.speechPitch} onChange={(speechPitch) => onChange({ speechPitch })} />
        <Button size="sm" variant="outline" disabled={speaking && !testing} onClick={test}>
          {testing ? t.voice.stopTest : t.voice.test}
        </Button>
    </>
  );
}
