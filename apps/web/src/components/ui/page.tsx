import type { ReactNode } from 'react';
import { strings } from '@/lib/i18n/strings';

/** The frame every routed page shares: document title, heading, lead text and content. */
export function Page({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-6" aria-labelledby="page-title">
      <title>{`${title} · ${strings.appName}`}</title>
      <header className="flex flex-col gap-1">
        <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
          {title}
        </h1>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </header>
      {children}
    </section>
  );
}
