import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** One dashboard section: a card with a heading that names the region. */
export function HomeCard({ id, title, action, className, children }: { id: string; title: string; action?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <Card className={cn('flex flex-col gap-3', className)}>
      <section aria-labelledby={id} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={id} className="text-sm font-semibold">
            {title}
          </h2>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}
