import { TriangleAlert } from 'lucide-react';
import { browserStrings as t } from '@/lib/i18n/nb/browser';

/** Shown instead of the live view when the server has no Chromium. */
export function EngineUnavailable({ message }: { message: string | null }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 p-8" role="region" aria-labelledby="engine-unavailable-title">
      <h2 id="engine-unavailable-title" className="flex items-center gap-2 text-xl font-semibold">
        <TriangleAlert className="size-5 text-warning" aria-hidden />
        {t.unavailable.title}
      </h2>
      <p className="text-sm text-muted-foreground">{t.unavailable.lead}</p>
      {message ? <p className="rounded-md border border-border bg-muted p-3 text-sm">{message}</p> : null}
      <p className="text-sm">{t.unavailable.install}</p>
      <pre className="rounded-md bg-muted p-3 text-sm">
        <code>{t.unavailable.installCommand}</code>
      </pre>
      <p className="text-sm">{t.unavailable.orPath}</p>
      <pre className="rounded-md bg-muted p-3 text-sm">
        <code>{t.unavailable.pathCommand}</code>
      </pre>
    </div>
  );
}
