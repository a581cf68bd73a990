import { extractPlaceholders, PROMPT_CATEGORIES, PROMPT_CONTENT_MAX, PROMPT_DESCRIPTION_MAX, PROMPT_TITLE_MAX, type Prompt, type PromptCategory } from '@nova/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { promptLibraryStrings as t } from '@/lib/i18n/nb/prompt-library';
import { savePromptForm } from '../model/prompt-actions';
import { EMPTY_PROMPT_FORM, formFromPrompt, missingPromptFields, type PromptFormValues, type RequiredPromptField } from '../model/prompt-form';

/** Create Custom Prompt, and Edit for a custom prompt (spec B §5). */
export function PromptFormDialog({ prompt, onClose }: { prompt?: Prompt; onClose: () => void }) {
  const id = useId();
  const [values, setValues] = useState<PromptFormValues>(() => (prompt ? formFromPrompt(prompt) : EMPTY_PROMPT_FORM));
  const [missing, setMissing] = useState<RequiredPromptField[]>([]);
  const fields = useRef<Partial<Record<RequiredPromptField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const placeholders = extractPlaceholders(values.content);

  const set = (patch: Partial<PromptFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setMissing((current) => current.filter((field) => !(field in patch)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const absent = missingPromptFields(values);
    setMissing(absent);
    const first = absent[0];
    if (first) {
      fields.current[first]?.focus();
      return;
    }
    savePromptForm(values, prompt);
    onClose();
  };

  const errorProps = (field: RequiredPromptField) =>
    missing.includes(field) ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t.close} title={prompt ? t.form.editTitle : t.form.createTitle} description={t.form.description} className="max-w-2xl">
        <form noValidate onSubmit={submit} className="flex flex-col gap-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-title`}>{t.form.title}</Label>
            <Input
              id={`${id}-title`}
              ref={(el) => void (fields.current.title = el)}
              value={values.title}
              maxLength={PROMPT_TITLE_MAX}
              placeholder={t.form.titlePlaceholder}
              required
              onChange={(event) => set({ title: event.target.value })}
              {...errorProps('title')}
            />
            <FieldError id={`${id}-title-error`}>{missing.includes('title') ? t.form.required.title : null}</FieldError>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-description`}>{t.form.descriptionLabel}</Label>
            <Input
              id={`${id}-description`}
              ref={(el) => void (fields.current.description = el)}
              value={values.description}
              maxLength={PROMPT_DESCRIPTION_MAX}
              placeholder={t.form.descriptionPlaceholder}
              required
              onChange={(event) => set({ description: event.target.value })}
              {...errorProps('description')}
            />
            <FieldError id={`${id}-description-error`}>{missing.includes('description') ? t.form.required.description : null}</FieldError>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-category`}>{t.form.category}</Label>
            <NativeSelect
              id={`${id}-category`}
              value={values.category}
              onChange={(event) => set({ category: event.target.value as PromptCategory })}
            >
              {PROMPT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t.categories[category]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-content`}>{t.form.content}</Label>
            <Textarea
              id={`${id}-content`}
              ref={(el) => void (fields.current.content = el)}
              value={values.content}
              rows={7}
              maxLength={PROMPT_CONTENT_MAX}
              placeholder={t.form.contentPlaceholder}
              required
              onChange={(event) => set({ content: event.target.value })}
              className="font-mono text-xs"
              {...errorProps('content')}
            />
            <FieldError id={`${id}-content-error`}>{missing.includes('content') ? t.form.required.content : null}</FieldError>
            {placeholders.length > 0 ? (
              <p className="text-xs text-muted-foreground" data-testid="form-placeholders">
                {t.form.placeholdersFound(placeholders)}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-tags`}>{t.form.tags}</Label>
            <Input
              id={`${id}-tags`}
              value={values.tags}
              placeholder={t.form.tagsPlaceholder}
              aria-describedby={`${id}-tags-hint`}
              onChange={(event) => set({ tags: event.target.value })}
            />
            <p id={`${id}-tags-hint`} className="text-xs text-muted-foreground">
              {t.form.tagsHint}
            </p>
          </div>
          <div className="flex justify-end gap-2 pt-1">
            <Button variant="outline" onClick={onClose}>
              {t.form.cancel}
            </Button>
            <Button type="submit">{prompt ? t.form.save : t.form.create}</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
