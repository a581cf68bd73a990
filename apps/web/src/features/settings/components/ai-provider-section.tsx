import type { AiTestResult, WorkspaceSettings } from '@nova/shared';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast-store';
import { apiErrorMessage } from '@/lib/api/api-error-message';
import { AI_STATUS_KEY } from '@/lib/api/server-status';
import { settingsStrings as t } from '@/lib/i18n/nb/settings';
import { testAiConnection } from '../api/test-ai-connection';
import { updateSettings } from '../api/update-settings';
import { SETTINGS_KEY } from '../api/workspace-settings';
import { aiFormChanged, aiFormFrom, aiTestRequestFrom, aiUpdateFrom, validateAiForm, type AiFormValues } from '../model/ai-form';
import { SaveFailed } from './settings-section';

const OPENAI_URL = 'https://api.openai.com/v1';

function KeyStatus({ settings, onRemove, removing }: { settings: WorkspaceSettings; onRemove: () => void; removing: boolean }) {
  const { ai } = settings;
  if (ai.apiKeySource === 'settings') {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="ai-key-status">
        <Badge variant="secondary">
          <KeyRound aria-hidden className="size-3" /> {t.ai.keyStored(ai.apiKeyHint ?? '…')}
        </Badge>
        <span className="text-xs text-muted-foreground">{t.ai.keyStoredNote}</span>
        <Button size="sm" variant="outline" onClick={onRemove} disabled={removing}>
          {t.ai.removeKey}
        </Button>
      </div>
    );
  }
  const text =
    ai.apiKeySource === 'environment'
      ? t.ai.keyFromEnvironment
      : ai.environment.apiKeyConfigured && ai.baseUrl
        ? t.ai.keyEnvironmentOnlyOwnAddress
        : t.ai.keyMissing;
  return (
    <p className="text-sm text-muted-foreground" data-testid="ai-key-status">
      {text}
    </p>
  );
}

function TestResult({ result }: { result: AiTestResult }) {
  if (result.ok) {
    return (
      <div className="flex flex-col gap-1 rounded-md border border-emerald-700/40 p-3 text-sm">
        <p className="font-medium text-emerald-800 dark:text-emerald-300">{t.ai.testOk(result.model, result.latencyMs)}</p>
        <p>
          <span className="text-muted-foreground">{t.ai.reply}: </span>
          <q data-testid="ai-test-reply">{result.reply}</q>
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1 rounded-md border border-destructive/60 p-3 text-sm">
      <p className="font-medium text-destructive">
        {t.ai.testFailed}: {t.ai.failures[result.failure]}
      </p>
      <p data-testid="ai-test-error">{result.message}</p>
    </div>
  );
}

/** Base URL, model and a write-only key for the workspace's AI provider, with a connection test. */
export function AiProviderSection({ settings }: { settings: WorkspaceSettings }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<AiFormValues>(() => aiFormFrom(settings));
  const [errors, setErrors] = useState<Partial<Record<keyof AiFormValues, string>>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<AiTestResult | null>(null);
  const [testError, setTestError] = useState<string | null>(null);

  const set = (field: keyof AiFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const stored = (saved: WorkspaceSettings) => {
    queryClient.setQueryData(SETTINGS_KEY, saved);
    void queryClient.invalidateQueries({ queryKey: AI_STATUS_KEY });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAiForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    setSaveError(null);
    try {
      const saved = await updateSettings({ ai: aiUpdateFrom(values) });
      stored(saved);
      // The typed key is gone from the page once stored; the rest stays as typed.
      setValues((current) => ({ ...current, apiKey: '' }));
      toast({ title: t.saved });
    } catch (error) {
      // Nothing typed is lost: the form keeps its values.
      setSaveError(apiErrorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const removeKey = async () => {
    setSaving(true);
    setSaveError(null);
    try {
      stored(await updateSettings({ ai: { apiKey: null } }));
      toast({ title: t.ai.keyRemoved });
    } catch (error) {
      setSaveError(apiErrorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const test = async () => {
    const found = validateAiForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setTesting(true);
    setResult(null);
    setTestError(null);
    try {
      setResult(await testAiConnection(aiTestRequestFrom(values)));
    } catch (error) {
      setTestError(apiErrorMessage(error));
    } finally {
      setTesting(false);
    }
  };

  const env = settings.ai.environment;
  const field = (name: keyof AiFormValues) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': `${id}-${name}-hint ${id}-${name}-error`,
  });

  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void save(event)} noValidate>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-baseUrl`}>{t.ai.baseUrl}</Label>
          <Input {...field('baseUrl')} type="url" inputMode="url" value={values.baseUrl} placeholder={env.baseUrl ?? OPENAI_URL} onChange={(e) => set('baseUrl')(e.target.value)} />
          <p id={`${id}-baseUrl-hint`} className="text-xs text-muted-foreground">
            {t.useDefault(env.baseUrl ?? t.openAiDefault)}
          </p>
          <FieldError id={`${id}-baseUrl-error`}>{errors.baseUrl}</FieldError>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-model`}>{t.ai.model}</Label>
          <Input {...field('model')} value={values.model} placeholder={env.model} onChange={(e) => set('model')(e.target.value)} />
          <p id={`${id}-model-hint`} className="text-xs text-muted-foreground">
            {t.useDefault(env.model)}
          </p>
          <FieldError id={`${id}-model-error`}>{errors.model}</FieldError>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-apiKey`}>{t.ai.apiKey}</Label>
        <Input
          {...field('apiKey')}
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={values.apiKey}
          placeholder={settings.ai.apiKeySource === 'settings' ? t.ai.apiKeyReplacePlaceholder : t.ai.apiKeyPlaceholder}
          onChange={(e) => set('apiKey')(e.target.value)}
        />
        <div id={`${id}-apiKey-hint`}>
          <KeyStatus settings={settings} onRemove={() => void removeKey()} removing={saving} />
        </div>
        <FieldError id={`${id}-apiKey-error`}>{errors.apiKey}</FieldError>
      </div>
      <SaveFailed error={saveError} />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={saving || !aiFormChanged(values, settings)}>
          {saving ? t.saving : t.save}
        </Button>
        <Button variant="outline" onClick={() => void test()} disabled={testing}>
          {testing ? t.ai.testing : t.ai.test}
        </Button>
        <span className="text-xs text-muted-foreground">{t.ai.testUnsaved}</span>
      </div>
      <div aria-live="polite" data-testid="ai-test-result">
        {result ? <TestResult result={result} /> : null}
        {testError ? (
          <p role="alert" className="text-sm text-destructive">
            {t.ai.testError}: {testError}
          </p>
        ) : null}
      </div>
    </form>
  );
}
