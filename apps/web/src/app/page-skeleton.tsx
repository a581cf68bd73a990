import { strings } from '@/lib/i18n/strings';

export function PageSkeleton() {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-6" role="status" aria-live="polite">
      <span className="text-sm text-muted-foreground">{strings.loading}</span>
      <div className="h-8 w-1/3 animate-pulse rounded-md bg-muted" />
      <div className="h-4 w-2/3 animate-pulse rounded-md bg-muted" />
      <div className="h-40 w-full animate-pulse rounded-lg bg-muted" />
    </div>
  );
}
