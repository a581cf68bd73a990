import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/** A titled block of the panel, exposed as a landmark region named by its heading. */
export function ToolSection({ title, icon: Icon, children }: { title: string; icon: LucideIcon; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-lg border border-border p-3">
      <h3 id={headingId} className="flex items-center gap-1.5 text-xs font-semibold">
        <Icon className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
        {title}
      </h3>
      {children}
    </section>
  );
}
