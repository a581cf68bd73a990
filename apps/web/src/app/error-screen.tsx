import { ERROR_REFRESH_WARNING_AFTER } from '@nova/shared';
import { AlertTriangle, Home, RefreshCw, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { strings } from '@/lib/i18n/strings';

const t = strings.errorScreen;

export function ErrorScreen({
  error,
  errorCount,
  onTryAgain,
  onGoHome,
}: {
  error: unknown;
  errorCount: number;
  onTryAgain: () => void;
  onGoHome: () => void;
}) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div role="alert" className="flex min-h-[60vh] w-full items-center justify-center p-6">
      <div className="flex w-full max-w-md flex-col gap-4 rounded-xl border border-border bg-background p-6 shadow-sm">
        <div className="flex items-center gap-3">
          <AlertTriangle className="size-6 text-destructive" aria-hidden />
          <h1 className="text-xl font-semibold">{t.title}</h1>
        </div>
        <p className="text-sm text-muted-foreground">{t.description}</p>
        {errorCount > ERROR_REFRESH_WARNING_AFTER ? (
          <p className="rounded-md border border-warning/50 bg-warning/10 p-3 text-sm" data-testid="error-refresh-warning">
            {t.repeatedWarning}
          </p>
        ) : null}
        <details className="text-xs text-muted-foreground">
          <summary className="cursor-pointer">{t.details}</summary>
          <pre className="mt-2 whitespace-pre-wrap break-words">{message}</pre>
        </details>
        <div className="flex flex-wrap gap-2">
          <Button onClick={onTryAgain}>
            <RotateCcw aria-hidden /> {t.tryAgain}
          </Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden /> {t.reload}
          </Button>
          <Button variant="outline" onClick={onGoHome}>
            <Home aria-hidden /> {t.goHome}
          </Button>
        </div>
      </div>
    </div>
  );
}
