import { isTerminalRunStatus } from '@nova/shared';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { workflowStrings } from '@/lib/i18n/nb/workflows';
import { runSelectedWorkflow, stopSelectedWorkflow } from '../builder-commands';
import { patchBuilder, useBuilder } from '../model/builder-store';

const t = workflowStrings.builder;

/** Run with parameters, watch the step log live, stop (also Ctrl+Shift+R / Ctrl+Shift+S). */
export function RunPanel() {
  const id = useId();
  const { paramsText, run, busy, error } = useBuilder();
  const live = run !== null && !isTerminalRunStatus(run.status);
  return (
    <section aria-label={t.runLog} className="flex flex-col gap-2 rounded-md border border-border p-3">
      <Label htmlFor={`${id}-params`}>{t.runParameters}</Label>
      <Textarea id={`${id}-params`} rows={3} className="font-mono text-xs" value={paramsText} onChange={(e) => patchBuilder({ paramsText: e.target.value })} />
      <div className="flex gap-2">
        <Button onClick={() => void runSelectedWorkflow()} disabled={busy || live}>{t.run}</Button>
        <Button variant="outline" onClick={() => void stopSelectedWorkflow()} disabled={!live}>{t.stop}</Button>
      </div>
      {error ? <p role="alert" className="text-xs text-destructive">{error}</p> : null}
      <h3 className="text-sm font-semibold">{t.runLog}</h3>
      {run ? (
        <div className="flex flex-col gap-2" data-run-id={run.id}>
          <p className="text-sm" aria-live="polite">
            <Badge variant={run.status === 'success' ? 'success' : run.status === 'failed' ? 'destructive' : 'outline'} data-testid="run-status">
              {t.runStatus[run.status]}
            </Badge>
            {run.error ? <span className="ml-2 text-xs text-destructive">{run.error}</span> : null}
          </p>
          <ol className="flex flex-col gap-1 text-xs" aria-label={t.steps}>
            {run.steps.map((step, index) => (
              <li key={`${step.stepId}-${index}`} className="flex gap-2">
                <code>{step.stepId}</code>
                <span>{step.type}</span>
                <span>{t.stepStatus[step.status]}</span>
                {step.durationMs !== null ? <span className="text-muted-foreground">{step.durationMs} ms</span> : null}
                {step.error ? <span className="text-destructive">{step.error}</span> : null}
              </li>
            ))}
          </ol>
          {run.output ? (
            <>
              <h4 className="text-xs font-semibold">{t.result}</h4>
              <pre className="max-h-64 overflow-auto whitespace-pre-wrap rounded bg-muted p-2 text-xs">{run.output}</pre>
            </>
          ) : null}
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">{t.noRun}</p>
      )}
    </section>
  );
}
