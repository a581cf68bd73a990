import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';

export function Progress({ value, label, className }: { value: number; label: string; className?: string }) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <ProgressPrimitive.Root value={clamped} aria-label={label} className={cn('relative h-1.5 w-full overflow-hidden rounded-full bg-muted', className)}>
      <ProgressPrimitive.Indicator className="h-full bg-primary transition-transform" style={{ transform: `translateX(-${100 - clamped}%)` }} />
    </ProgressPrimitive.Root>
  );
}
