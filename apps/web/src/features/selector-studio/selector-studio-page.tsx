import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { strings } from '@/lib/i18n/strings';
import { browserStrings } from '@/lib/i18n/nb/browser';
import { engineStatusQuery } from '@/features/browser/api/browser-engine-api';
import { EngineUnavailable } from '@/features/browser/components/engine-unavailable';
import { openLiveSocketEarly } from '@/features/browser/live-socket';
import { SelectorStudio } from './components/selector-studio';

openLiveSocketEarly();

/** /selector-studio: try CSS selectors against the live page, pick elements, save selectors for workflows. */
export function SelectorStudioPage() {
  const { title, description } = strings.pages.selectorStudio;
  const status = useQuery(engineStatusQuery);
  return (
    <section className="flex h-full flex-col" aria-labelledby="page-title">
      <title>{`${title} · ${strings.appName}`}</title>
      <header className="flex flex-wrap items-baseline gap-x-3 border-b border-border px-4 py-2">
        <h1 id="page-title" className="text-lg font-semibold">
          {title}
        </h1>
        <p className="text-xs text-muted-foreground">{description}</p>
      </header>
      {status.isError ? (
        <div role="alert" className="flex items-center gap-3 p-6 text-sm">
          {browserStrings.statusFailed}
          <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
            {browserStrings.retry}
          </Button>
        </div>
      ) : status.data?.available === false ? (
        <EngineUnavailable message={status.data.message} />
      ) : (
        <SelectorStudio />
      )}
    </section>
  );
}
