import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** A page section in a card; its heading names the region (`id` links the two). */
export function SectionCard({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <Card className={cn('flex flex-col', className)}>
      <section aria-labelledby={id} className="flex flex-col gap-3">
        <h2 id={id} className="text-sm font-semibold">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}
