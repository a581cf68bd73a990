import { SAVED_SELECTOR_NAME_MAX } from '@nova/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast-store';
import { apiErrorMessage } from '@/lib/api/api-error-message';
import { selectorStudioStrings as t } from '@/lib/i18n/nb/selector-studio';
import { createSavedSelector } from '../api/create-saved-selector';
import { SAVED_SELECTORS_KEY } from '../api/list-saved-selectors';

/** Saves the selector in the field under a name; the server checks the name is free and the selector parses. */
export function SaveSelectorForm({ selector, url }: { selector: string; url: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (!selector.trim()) return setError(t.saved.needSelector);
    setBusy(true);
    try {
      const saved = await createSavedSelector({ name, selector, url });
      setError(null);
      setName('');
      await queryClient.invalidateQueries({ queryKey: SAVED_SELECTORS_KEY });
      toast({ title: t.saved.saved(saved.name) });
    } catch (e) {
      setError(apiErrorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Label htmlFor={`${id}-name`}>{t.saved.nameLabel}</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={SAVED_SELECTOR_NAME_MAX}
          required
          placeholder={t.saved.namePlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" disabled={busy}>
          {t.saved.save}
        </Button>
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </form>
  );
}
