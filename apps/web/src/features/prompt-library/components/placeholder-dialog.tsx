import { allPlaceholdersFilled, fillPlaceholders, type Prompt } from '@nova/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/input';
import { promptLibraryStrings as t } from '@/lib/i18n/nb/prompt-library';
import { chatHasFocusHandOff, insertPrompt } from '../model/prompt-actions';

/** Spec B §5: Use Prompt stays disabled until every placeholder has a value; the preview follows the typing. */
export function PlaceholderDialog({ prompt, onClose }: { prompt: Prompt; onClose: () => void }) {
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const ready = allPlaceholdersFilled(prompt.placeholders, values);
  const filled = fillPlaceholders(prompt.content, values);
  const example = prompt.examples[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) void insertPrompt(prompt, filled);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={t.close}
        title={t.fill.title(prompt.title)}
        description={t.fill.description}
        className="max-w-2xl"
        onCloseAutoFocus={(event) => chatHasFocusHandOff() && event.preventDefault()}
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-3">
          {example ? <p className="text-xs text-muted-foreground">{t.fill.example(example)}</p> : null}
          {prompt.placeholders.map((name, index) => (
            <div key={name} className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-${index}`}>{name}</Label>
              <Textarea
                id={`${id}-${index}`}
                rows={2}
                value={values[name] ?? ''}
                required
                onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
              />
            </div>
          ))}
          <section aria-labelledby={`${id}-preview`} className="flex flex-col gap-1.5">
            <h3 id={`${id}-preview`} className="text-xs font-medium">
              {t.fill.preview}
            </h3>
            <pre data-testid="prompt-preview" className="max-h-60 overflow-y-auto whitespace-pre-wrap rounded-md bg-muted p-3 font-mono text-xs">
              {filled}
            </pre>
          </section>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              {t.fill.cancel}
            </Button>
            <Button type="submit" disabled={!ready}>
              {t.fill.use}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
