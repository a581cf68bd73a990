import { cn } from '@/lib/cn';

export interface Figure {
  label: string;
  value: string;
}

/** Label/value pairs in a grid that wraps to the available width. */
export function FigureList({ figures, className }: { figures: readonly Figure[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-[repeat(auto-fill,minmax(4.5rem,1fr))] gap-2', className)}>
      {figures.map((figure) => (
        <div key={figure.label} className="flex min-w-0 flex-col gap-0.5 rounded-md bg-muted px-2 py-1.5">
          <dt className="truncate text-[11px] text-muted-foreground" title={figure.label}>
            {figure.label}
          </dt>
          <dd className="text-sm font-semibold tabular-nums">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
