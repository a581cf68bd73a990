import { aiApiKeySchema, aiBaseUrlSchema, aiModelSchema, type AiTestRequest, type WorkspaceSettings } from '@nova/shared';
import { settingsStrings as t } from '@/lib/i18n/nb/settings';

/** The AI section's fields as typed; an empty base URL or model means the server's own. */
export interface AiFormValues {
  baseUrl: string;
  model: string;
  /** Only ever what the user typed: the stored key never reaches the browser. */
  apiKey: string;
}
export type AiFormErrors = Partial<Record<keyof AiFormValues, string>>;

export function aiFormFrom(settings: WorkspaceSettings): AiFormValues {
  return { baseUrl: settings.ai.baseUrl ?? '', model: settings.ai.model ?? '', apiKey: '' };
}

/** Norwegian messages for what the server would refuse, before anything is sent. */
export function validateAiForm(values: AiFormValues): AiFormErrors {
  const errors: AiFormErrors = {};
  if (values.baseUrl.trim() && !aiBaseUrlSchema.safeParse(values.baseUrl).success) errors.baseUrl = t.fieldErrors.url;
  if (values.model.trim() && !aiModelSchema.safeParse(values.model).success) errors.model = t.fieldErrors.tooLong;
  if (values.apiKey.trim() && !aiApiKeySchema.safeParse(values.apiKey).success) {
    errors.apiKey = /\s/.test(values.apiKey.trim()) ? t.fieldErrors.apiKey : t.fieldErrors.tooLong;
  }
  return errors;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The PUT body: the base URL and model as typed (empty clears them), the key only when one was typed. */
export function aiUpdateFrom(values: AiFormValues): { baseUrl: string | null; model: string | null; apiKey?: string } {
  return {
    baseUrl: orNull(values.baseUrl),
    model: orNull(values.model),
    ...(values.apiKey.trim() ? { apiKey: values.apiKey.trim() } : {}),
  };
}

/** The test body: the form's values whether saved or not. */
export function aiTestRequestFrom(values: AiFormValues): AiTestRequest {
  return aiUpdateFrom(values);
}

/** True when the form differs from what is stored (a typed key always counts). */
export function aiFormChanged(values: AiFormValues, settings: WorkspaceSettings): boolean {
  const saved = aiFormFrom(settings);
  return values.apiKey.trim() !== '' || values.baseUrl.trim() !== saved.baseUrl || values.model.trim() !== saved.model;
}
