import type { SavedSelector } from '@nova/shared';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { selectorStudioStrings as t } from '@/lib/i18n/nb/selector-studio';
import { savedSelectorsQuery } from '../api/list-saved-selectors';
import { SavedSelectorItem } from './saved-selector-item';

interface Props {
  onUse(saved: SavedSelector): void;
  onWorkflow(saved: SavedSelector): Promise<void>;
}

/** The workspace's saved selectors, with loading, empty and error states. */
export function SavedSelectors({ onUse, onWorkflow }: Props) {
  const saved = useQuery(savedSelectorsQuery);
  return (
    <section aria-labelledby="saved-selectors-title" className="flex flex-col gap-2">
      <h2 id="saved-selectors-title" className="text-sm font-semibold">
        {t.saved.title}
      </h2>
      {saved.isPending ? (
        <p role="status" className="text-xs text-muted-foreground">
          {t.saved.loading}
        </p>
      ) : saved.isError ? (
        <div role="alert" className="flex items-center gap-2 text-xs text-destructive">
          {t.saved.loadFailed}
          <Button variant="outline" size="sm" onClick={() => void saved.refetch()}>
            {t.saved.retry}
          </Button>
        </div>
      ) : saved.data.length === 0 ? (
        <p className="text-xs text-muted-foreground">{t.saved.empty}</p>
      ) : (
        <ul aria-labelledby="saved-selectors-title" className="flex flex-col gap-2">
          {saved.data.map((item) => (
            <SavedSelectorItem key={item.id} saved={item} onUse={onUse} onWorkflow={onWorkflow} />
          ))}
        </ul>
      )}
    </section>
  );
}
