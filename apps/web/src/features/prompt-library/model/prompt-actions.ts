import { CUSTOM_PROMPT_AUTHOR, CUSTOM_PROMPT_ID_PREFIX, extractPlaceholders, type Prompt } from '@nova/shared';
import { toast } from '@/components/ui/toast-store';
import { downloadText } from '@/lib/dom';
import { promptLibraryStrings as t } from '@/lib/i18n/nb/prompt-library';
import { POPULAR_PROMPTS_KEY, PROMPTS_KEY } from '../api/query-keys';
import { recordPromptUsage } from '../api/record-prompt-usage';
import { closePromptDialog, closePromptLibrary, showPromptDialog } from '../library-store';
import { promptFromForm, type PromptFormValues } from './prompt-form';
import { clearRecentPrompts, recordPromptChange, rememberRecentPrompt } from './prompt-store';
import { flushPromptChanges, promptQueryClient } from './prompt-sync';
import { buildPromptExport, exportFileName, parsePromptImport, type ImportedPrompt } from './prompt-transfer';

/** For this long after a prompt was inserted, closing dialogs and menus leave the focus in the chat input. */
const CHAT_FOCUS_HAND_OFF_MS = 1000;
let chatFocusUntil = 0;
export const chatHasFocusHandOff = () => performance.now() < chatFocusUntil;

const newPromptId = () => `${CUSTOM_PROMPT_ID_PREFIX}${crypto.randomUUID()}`;

function sendChanges(): void {
  void flushPromptChanges();
}

/** Spec B §8: usage is counted on use; a failure to count is ignored. */
function trackUse(prompt: Prompt): void {
  rememberRecentPrompt(prompt.id);
  const client = promptQueryClient();
  client?.setQueryData<Prompt[]>(PROMPTS_KEY, (list) => list?.map((p) => (p.id === prompt.id ? { ...p, usageCount: p.usageCount + 1 } : p)));
  recordPromptUsage(prompt.id).then(
    () => void client?.invalidateQueries({ queryKey: POPULAR_PROMPTS_KEY }),
    () => undefined,
  );
}

/** Puts the (filled) text into the chat input and closes the library. */
export async function insertPrompt(prompt: Prompt, text: string): Promise<void> {
  chatFocusUntil = performance.now() + CHAT_FOCUS_HAND_OFF_MS;
  closePromptDialog();
  closePromptLibrary();
  const { insertIntoChatInput } = await import('@/features/ai-chat');
  insertIntoChatInput(text);
  trackUse(prompt);
  toast({ title: t.toasts.inserted, durationMs: 2000 });
}

/** Spec B §4: a prompt with placeholders opens the fill dialog, any other goes straight into the chat input. */
export function applyPrompt(prompt: Prompt): void {
  if (prompt.placeholders.length > 0) showPromptDialog({ type: 'fill', prompt });
  else void insertPrompt(prompt, prompt.content);
}

export function toggleFavorite(prompt: Prompt): void {
  recordPromptChange({ kind: 'favorite', id: prompt.id, isFavorite: !prompt.isFavorite });
  toast({ title: prompt.isFavorite ? t.toasts.favoriteRemoved : t.toasts.favoriteAdded, durationMs: 2000 });
  sendChanges();
}

export function savePromptForm(values: PromptFormValues, existing?: Prompt): Prompt {
  const prompt = promptFromForm(values, { id: newPromptId(), now: new Date().toISOString(), existing });
  recordPromptChange({ kind: 'save', prompt, isNew: !existing });
  toast({ title: existing ? t.toasts.updated : t.toasts.created });
  sendChanges();
  return prompt;
}

export function deletePromptNow(prompt: Prompt): void {
  recordPromptChange({ kind: 'delete', id: prompt.id });
  toast({ title: t.toasts.deleted });
  sendChanges();
}

async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.error('Copy failed:', error);
    toast({ title: t.toasts.copyFailed, variant: 'destructive' });
    return false;
  }
}

export async function copyPrompt(prompt: Prompt): Promise<void> {
  if (await writeClipboard(prompt.content)) toast({ title: t.toasts.copied, durationMs: 2000 });
}

/** The system share sheet where there is one; otherwise the prompt as JSON that Import accepts. */
export async function sharePrompt(prompt: Prompt): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: prompt.title, text: prompt.content });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  const [single] = buildPromptExport([{ ...prompt, isCustom: true }], new Date()).prompts;
  if (await writeClipboard(JSON.stringify(single, null, 2))) toast({ title: t.toasts.shared, description: t.toasts.sharedDescription });
}

export function exportPrompts(prompts: readonly Prompt[]): void {
  const now = new Date();
  downloadText(exportFileName(now), JSON.stringify(buildPromptExport(prompts, now), null, 2));
}

function toPrompt(imported: ImportedPrompt, existing: Prompt | undefined, now: string): Prompt {
  return {
    ...imported,
    author: imported.author ?? existing?.author ?? CUSTOM_PROMPT_AUTHOR,
    placeholders: extractPlaceholders(imported.content),
    usageCount: existing?.usageCount ?? 0,
    isFavorite: existing?.isFavorite ?? false,
    isCustom: true,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  };
}

/**
 * Adds the file's prompts (one with the id of a prompt here replaces it) and marks its
 * favorites. Placeholders are read from the content, as the server does. Favorites of
 * prompts this library does not have are skipped.
 */
export async function importPromptsFile(file: Blob, current: readonly Prompt[]): Promise<void> {
  let parsed;
  try {
    parsed = parsePromptImport(await file.text());
  } catch (error) {
    console.error('Prompt import failed:', error);
    toast({ title: t.toasts.importFailed, description: t.toasts.importFailedDescription, variant: 'destructive' });
    return;
  }
  const byId = new Map(current.map((p) => [p.id, p]));
  const now = new Date().toISOString();
  for (const imported of parsed.prompts) {
    const existing = byId.get(imported.id);
    recordPromptChange({ kind: 'save', prompt: toPrompt(imported, existing, now), isNew: !existing });
  }
  const known = new Set([...current.map((p) => p.id), ...parsed.prompts.map((p) => p.id)]);
  for (const id of parsed.favorites) {
    if (known.has(id) && !byId.get(id)?.isFavorite) recordPromptChange({ kind: 'favorite', id, isFavorite: true });
  }
  toast({ title: t.toasts.imported, description: t.toasts.importedDescription(parsed.prompts.length, parsed.dropped) });
  sendChanges();
}

/** Deletes the custom prompts, removes every favorite and forgets the recent prompts. */
export function clearPromptData(current: readonly Prompt[]): void {
  for (const prompt of current) {
    if (prompt.isCustom) recordPromptChange({ kind: 'delete', id: prompt.id });
    else if (prompt.isFavorite) recordPromptChange({ kind: 'favorite', id: prompt.id, isFavorite: false });
  }
  clearRecentPrompts();
  toast({ title: t.toasts.cleared });
  sendChanges();
}
