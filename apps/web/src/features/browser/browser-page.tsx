import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { strings } from '@/lib/i18n/strings';
import { browserStrings as t } from '@/lib/i18n/nb/browser';
import { engineStatusQuery } from './api/browser-engine-api';
import { BrowserWorkspace } from './components/browser-workspace';
import { EngineUnavailable } from './components/engine-unavailable';
import { openLiveSocketEarly } from './live-socket';

openLiveSocketEarly();

/** /browser: a real page from the server's Chromium, with the sidebars around it. */
export function BrowserPage() {
  const { title } = strings.pages.browser;
  const status = useQuery(engineStatusQuery);
  return (
    <section className="flex h-full flex-col" aria-labelledby="page-title">
      <title>{`${title} · ${strings.appName}`}</title>
      <h1 id="page-title" className="sr-only">
        {title}
      </h1>
      {status.isError ? (
        <div role="alert" className="flex items-center gap-3 p-6 text-sm">
          {t.statusFailed}
          <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : status.data?.available === false ? (
        <EngineUnavailable message={status.data.message} />
      ) : (
        // Connects while the status is still on its way: the first frame matters more.
        <BrowserWorkspace />
      )}
    </section>
  );
}
