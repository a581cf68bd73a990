import { VOICE_ACTIONS, type VoiceAction, type VoiceParams } from '@nova/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-error';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast-store';
import { voiceStrings as t } from '@/lib/i18n/nb/voice';
import { trainVoiceCommand } from '../api/train-voice-command';
import { VOICE_COMMANDS_KEY } from '../api/voice-commands';
import { VOICE_PROFILE_KEY } from '../api/voice-profile';

/** The one parameter an action takes in the form, if any. */
const PARAM_FOR: Partial<Record<VoiceAction, 'path' | 'query' | 'description' | 'topic'>> = {
  navigate: 'path',
  search: 'query',
  'code-generate': 'description',
  help: 'topic',
};

/** For navigate, "/outreach" is a path and anything else a spoken destination ("lead scraping"). */
export function paramsFor(action: VoiceAction, value: string): VoiceParams {
  const key = PARAM_FOR[action];
  const text = value.trim();
  if (!key || !text) return {};
  if (key === 'path' && !text.startsWith('/')) return { target: text };
  return { [key]: text };
}

const splitList = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);

/** The server's readable message from an apiRequest error ("400: {"message": …}"). */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const body = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : null;
  } catch {
    return null;
  }
}

/** Trains a custom command: POST /api/voice/train, then the profile and command list reload (spec A §7). */
export function TrainingForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const [phrases, setPhrases] = useState('');
  const [aliases, setAliases] = useState('');
  const [action, setAction] = useState<VoiceAction>('navigate');
  const [param, setParam] = useState('');
  const [description, setDescription] = useState('');
  const [requiresConfirmation, setRequiresConfirmation] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const paramKey = PARAM_FOR[action];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setProblem(null);
    trainVoiceCommand({
      phrase: splitList(phrases, /\n/),
      aliases: splitList(aliases, /,/),
      action,
      params: paramsFor(action, param),
      description: description.trim() || undefined,
      requiresConfirmation,
    })
      .then(async () => {
        toast({ title: t.notices.trainSaved });
        setPhrases('');
        setAliases('');
        setParam('');
        setDescription('');
        setRequiresConfirmation(false);
        await Promise.all([queryClient.invalidateQueries({ queryKey: VOICE_PROFILE_KEY }), queryClient.invalidateQueries({ queryKey: VOICE_COMMANDS_KEY })]);
      })
      .catch((error: unknown) => {
        console.error('Failed to save voice command:', error);
        setProblem(serverMessage(error));
        toast({ title: t.notices.trainFailed, description: t.notices.tryAgain, variant: 'destructive' });
      })
      .finally(() => setSaving(false));
  };

  return (
    <form className="flex flex-col gap-2" onSubmit={submit} aria-describedby={problem ? `${id}-problem` : undefined}>
      <p className="text-xs text-muted-foreground">{t.training.intro}</p>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-phrases`}>{t.training.phrases}</Label>
        <Textarea id={`${id}-phrases`} required rows={2} value={phrases} onChange={(e) => setPhrases(e.target.value)} className="text-xs" />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-aliases`}>{t.training.aliases}</Label>
        <Input id={`${id}-aliases`} value={aliases} onChange={(e) => setAliases(e.target.value)} className="h-8 text-xs" />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-action`}>{t.training.action}</Label>
        <NativeSelect id={`${id}-action`} value={action} onChange={(e) => setAction(e.target.value as VoiceAction)} className="h-8 text-xs">
          {VOICE_ACTIONS.map((value) => (
            <option key={value} value={value}>
              {t.actions[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {paramKey ? (
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-param`}>{paramKey === 'path' ? `${t.training.params.path} / ${t.training.params.target}` : t.training.params[paramKey]}</Label>
          <Input id={`${id}-param`} value={param} onChange={(e) => setParam(e.target.value)} className="h-8 text-xs" />
        </div>
      ) : null}
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-description`}>{t.training.description}</Label>
        <Input id={`${id}-description`} value={description} maxLength={200} onChange={(e) => setDescription(e.target.value)} className="h-8 text-xs" />
      </div>
      <label className="flex items-center gap-2 text-xs">
        <Checkbox checked={requiresConfirmation} onCheckedChange={(checked) => setRequiresConfirmation(checked === true)} />
        {t.training.requiresConfirmation}
      </label>
      <FieldError id={`${id}-problem`}>{problem}</FieldError>
      <Button type="submit" size="sm" disabled={saving}>
        {saving ? t.training.saving : t.training.save}
      </Button>
    </form>
  );
}
