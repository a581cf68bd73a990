import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Page } from '@/components/ui/page';
import { strings } from '@/lib/i18n/strings';
import { RunForm } from './components/run-form';
import { RunHistory } from './components/run-history';
import { RunView } from './components/run-view';
import { QA_RUNS_KEY, qaRunKey } from './hooks/use-qa-runs';

/** /qa-suite: check a page (status, load time, errors, links, alt text, meta, axe-core), watch the run, read the history. */
export function QaSuitePage() {
  const { title, description } = strings.pages.qaSuite;
  const queryClient = useQueryClient();
  const [selectedId, setSelectedId] = useState<string | null>(null);

  return (
    <Page title={title} description={description}>
      <div className="flex min-w-0 flex-col gap-6">
        <RunForm
          onStarted={(run) => {
            queryClient.setQueryData(qaRunKey(run.id), run);
            void queryClient.invalidateQueries({ queryKey: QA_RUNS_KEY, exact: true });
            setSelectedId(run.id);
          }}
        />
        {selectedId ? <RunView key={selectedId} runId={selectedId} /> : null}
        <RunHistory
          selectedId={selectedId}
          onOpen={setSelectedId}
          onDeleted={(id) => setSelectedId((current) => (current === id ? null : current))}
        />
      </div>
    </Page>
  );
}
