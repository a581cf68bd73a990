import type { QaRun } from '@nova/shared';
import { useQuery } from '@tanstack/react-query';
import { Play } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { apiErrorMessage } from '@/lib/api/api-error-message';
import { qaSuiteStrings } from '@/lib/i18n/nb/qa-suite';
import { activeTabUrl } from '../api/active-tab-url';
import { startQaRun } from '../api/start-run';

const t = qaSuiteStrings.form;

/** The address to check and the Kjør button; starts with the browser's open page when there is one. */
export function RunForm({ onStarted }: { onStarted: (run: QaRun) => void }) {
  const id = useId();
  // null until the user types: the field then shows the browser's open page, when there is one.
  const [typed, setTyped] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const activeTab = useQuery({ queryKey: ['/api/browser-engine/context', 'qa-suite'], queryFn: activeTabUrl, retry: false, staleTime: Infinity });
  const prefill = activeTab.data ?? '';
  const url = typed ?? prefill;
  const showsPrefill = typed === null && prefill !== '';

  const submit = async () => {
    if (url.trim() === '') {
      setError(t.missing);
      return;
    }
    setStarting(true);
    setError(null);
    try {
      onStarted(await startQaRun(url));
    } catch (e) {
      setError(apiErrorMessage(e));
    } finally {
      setStarting(false);
    }
  };

  return (
    <form
      className="flex flex-col gap-2"
      aria-label={t.label}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Label htmlFor={`${id}-url`}>{t.label}</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-url`}
          name="url"
          type="text"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder={t.placeholder}
          value={url}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : showsPrefill ? `${id}-hint` : undefined}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit" disabled={starting}>
          <Play aria-hidden /> {starting ? t.starting : t.run}
        </Button>
      </div>
      {showsPrefill ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t.prefilled}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
