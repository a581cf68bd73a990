import { cn } from '@/lib/cn';
import { displayCombo } from '../model/key-combo';

export function KeyCombo({ combo, className }: { combo: string; className?: string }) {
  return (
    <span className="inline-flex items-center gap-0.5" aria-label={combo}>
      {displayCombo(combo).map((part, index) => (
        <kbd key={`${part}-${index}`} className={cn('rounded border border-border bg-muted px-1.5 py-0.5 font-mono text-[11px] leading-none', className)}>
          {part}
        </kbd>
      ))}
    </span>
  );
}
