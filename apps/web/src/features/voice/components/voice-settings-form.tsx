import { VOICE_LANGUAGES, type VoiceSettings } from '@nova/shared';
import { useId, useState, type ReactNode } from 'react';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { voiceStrings as t } from '@/lib/i18n/nb/voice';
import { VOICE_POSITIONS, type VoicePosition } from '../model/voice-preferences';

interface VoiceSettingsFormProps {
  settings: VoiceSettings;
  onChange: (patch: Partial<VoiceSettings>) => void;
  enabled: boolean;
  onEnabledChange: (enabled: boolean) => void;
  position: VoicePosition;
  onPositionChange: (position: VoicePosition) => void;
}

function SwitchRow({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-2">
      <Label htmlFor={id} className="text-xs">
        {label}
      </Label>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}

function Field({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id} className="text-xs">
        {label}
      </Label>
      {children}
    </div>
  );
}

/** Language, wake word, confirmation and continuous listening (workspace), button place and visibility (this browser). */
export function VoiceSettingsForm({ settings, onChange, enabled, onEnabledChange, position, onPositionChange }: VoiceSettingsFormProps) {
  const id = useId();
  const [wakeWord, setWakeWord] = useState(settings.wakeWord);
  const saveWakeWord = () => {
    const next = wakeWord.trim().toLowerCase();
    if (/^\p{L}{2,20}$/u.test(next) && next !== settings.wakeWord) onChange({ wakeWord: next });
    else setWakeWord(settings.wakeWord);
  };
  return (
    <div className="flex flex-col gap-3">
      <Field label={t.settings.language} id={`${id}-language`}>
        <NativeSelect id={`${id}-language`} value={settings.language} onChange={(e) => onChange({ language: e.target.value as VoiceSettings['language'] })} className="h-8 text-xs">
          {VOICE_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {language}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <SwitchRow label={t.settings.wakeWordRequired} checked={settings.wakeWordRequired} onChange={(wakeWordRequired) => onChange({ wakeWordRequired })} />
      <Field label={t.settings.wakeWord} id={`${id}-wake`}>
        <Input
          id={`${id}-wake`}
          value={wakeWord}
          maxLength={20}
          onChange={(e) => setWakeWord(e.target.value)}
          onBlur={saveWakeWord}
          onKeyDown={(e) => {
            if (e.key === 'Enter') saveWakeWord();
          }}
          className="h-8 text-xs"
        />
      </Field>
      <SwitchRow label={t.settings.confirmDangerous} checked={settings.confirmDangerous} onChange={(confirmDangerous) => onChange({ confirmDangerous })} />
      <SwitchRow label={t.settings.continuous} checked={settings.continuous} onChange={(continuous) => onChange({ continuous })} />
      <hr className="border-border" />
      <SwitchRow label={t.settings.enabled} checked={enabled} onChange={onEnabledChange} />
      <Field label={t.settings.position} id={`${id}-position`}>
        <NativeSelect id={`${id}-position`} value={position} onChange={(e) => onPositionChange(e.target.value as VoicePosition)} className="h-8 text-xs">
          {VOICE_POSITIONS.map((value) => (
            <option key={value} value={value}>
              {t.settings.positions[value]}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </div>
  );
}
