import { Settings2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Switch } from '@/components/ui/switch';
import { aiChatStrings as t } from '@/lib/i18n/nb/ai-chat';
import { CHAT_FONT_SIZES, CHAT_THEMES, type ChatSettings } from '../model/chat-settings';

function RadioGroup<T extends string>({ legend, name, options, labels, value, onChange }: {
  legend: string;
  name: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-xs font-semibold text-muted-foreground">{legend}</legend>
      <div className="flex flex-wrap gap-3">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-1.5 text-sm">
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} className="accent-primary" />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface ChatSettingsProps {
  settings: ChatSettings;
  speechSupported: boolean;
  onChange: (patch: Partial<ChatSettings>) => void;
}

/** Theme, font size and auto-speak (spec B §3 local settings). */
export function ChatSettingsMenu(props: ChatSettingsProps) {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="size-7" aria-label={t.header.settings}>
          <Settings2 aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label={t.header.settings} className="flex w-64 flex-col gap-3">
        <ChatAppearanceFields {...props} />
      </PopoverContent>
    </Popover>
  );
}

/** The fields of ChatSettingsMenu, for the popover and the settings page. */
export function ChatAppearanceFields({ settings, speechSupported, onChange }: ChatSettingsProps) {
  const name = useId();
  const autoSpeakId = useId();
  return (
    <>
        <RadioGroup legend={t.header.theme} name={`${name}-theme`} options={CHAT_THEMES} labels={t.themes} value={settings.theme} onChange={(theme) => onChange({ theme })} />
        <RadioGroup legend={t.header.fontSize} name={`${name}-font`} options={CHAT_FONT_SIZES} labels={t.fontSizes} value={settings.fontSize} onChange={(fontSize) => onChange({ fontSize })} />
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={autoSpeakId}>{t.header.autoSpeak}</Label>
          <Switch id={autoSpeakId} checked={settings.autoSpeak} disabled={!speechSupported} onCheckedChange={(autoSpeak) => onChange({ autoSpeak })} />
        </div>
    </>
  );
}
