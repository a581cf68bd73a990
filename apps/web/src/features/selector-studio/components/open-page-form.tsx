import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { selectorStudioStrings as t } from '@/lib/i18n/nb/selector-studio';

/** The empty state: no web page is open, so there is nothing to try selectors on. */
export function OpenPageForm({ onOpen, error }: { onOpen(address: string): void; error: string | null }) {
  const id = useId();
  const [address, setAddress] = useState('');
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2 rounded-md border border-dashed border-border p-4">
      <h2 id={`${id}-title`} className="text-sm font-semibold">
        {t.noPage.title}
      </h2>
      <p className="text-sm text-muted-foreground">{t.noPage.lead}</p>
      <form
        className="flex flex-col gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          if (address.trim()) onOpen(address.trim());
        }}
      >
        <Label htmlFor={`${id}-address`}>{t.noPage.addressLabel}</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-address`}
            type="text"
            inputMode="url"
            spellCheck={false}
            autoComplete="off"
            placeholder="https://"
            value={address}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setAddress(event.target.value)}
          />
          <Button type="submit">{t.noPage.open}</Button>
        </div>
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </form>
    </section>
  );
}
