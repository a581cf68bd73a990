import type { QaRun } from '@nova/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { apiErrorMessage } from '@/lib/api/api-error-message';
import { qaSuiteStrings } from '@/lib/i18n/nb/qa-suite';
import { cancelQaRun } from '../api/cancel-run';

const t = qaSuiteStrings.run;

/** While a run is pending or running: the bar, what it is doing and Stopp. */
export function RunProgress({ run, onCancelled }: { run: QaRun; onCancelled: (run: QaRun) => void }) {
  const [cancelling, setCancelling] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const step = qaSuiteStrings.steps[run.step];

  return (
    <div className="flex flex-col gap-2">
      <Progress value={run.progress} label={t.progress} className="h-2" />
      <div className="flex items-center justify-between gap-2 text-sm">
        <p aria-live="polite">
          {step} <span className="tabular-nums text-muted-foreground">({run.progress} %)</span>
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={cancelling}
          onClick={() => {
            setCancelling(true);
            cancelQaRun(run.id).then(onCancelled, (e: unknown) => {
              setError(apiErrorMessage(e));
              setCancelling(false);
            });
          }}
        >
          {cancelling ? t.cancelling : t.cancel}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
