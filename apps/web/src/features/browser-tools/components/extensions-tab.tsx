import { Plus, Puzzle } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { browserToolsStrings as t } from '@/lib/i18n/nb/browser-tools';
import type { Extension } from '../data/extensions';

/** Content of the Utvidelser tab. The install button is static sample UI. */
export function ExtensionsTab({ extensions }: { extensions: readonly Extension[] }) {
  const titleId = useId();
  return (
    <div className="flex flex-col gap-3">
      <Button variant="outline" size="sm" className="w-full">
        <Plus aria-hidden="true" />
        {t.extensions.install}
      </Button>
      <section className="flex flex-col gap-1.5" aria-labelledby={titleId}>
        <h3 id={titleId} className="text-xs font-medium">
          {t.extensions.installed}
        </h3>
        <ul className="flex flex-col gap-1.5">
          {extensions.map((extension) => (
            <li key={extension.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-2 text-xs">
              <span className="flex min-w-0 items-center gap-2 font-medium">
                <Puzzle className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                {extension.name}
              </span>
              <Badge variant={extension.active ? 'success' : 'secondary'}>
                {extension.active ? t.extensions.active : t.extensions.inactive}
              </Badge>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
