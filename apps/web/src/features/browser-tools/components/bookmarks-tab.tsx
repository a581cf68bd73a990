import { Folder, Plus, Star } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { browserToolsStrings as t } from '@/lib/i18n/nb/browser-tools';
import type { Bookmark } from '../data/bookmarks';

/** Content of the Bokmerker tab. The add button is static sample UI. */
export function BookmarksTab({ favourites }: { favourites: readonly Bookmark[] }) {
  const titleId = useId();
  return (
    <div className="flex flex-col gap-3">
      <Button variant="outline" size="sm" className="w-full">
        <Plus aria-hidden="true" />
        {t.bookmarks.add}
      </Button>
      <section className="flex flex-col gap-1.5" aria-labelledby={titleId}>
        <h3 id={titleId} className="flex items-center gap-1.5 text-xs font-medium">
          <Star className="size-3.5 text-warning" aria-hidden="true" />
          {t.bookmarks.favourites}
        </h3>
        <ul className="flex flex-col gap-1">
          {favourites.map((bookmark) => (
            <li key={bookmark.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md px-2 py-1.5 text-xs hover:bg-muted">
              <div className="flex min-w-0 flex-col">
                <span className="truncate font-medium">{bookmark.title}</span>
                <span className="truncate text-[11px] text-muted-foreground">{bookmark.url}</span>
              </div>
              <Badge variant="outline">
                <Folder className="size-3" aria-hidden="true" />
                <span className="sr-only">{t.bookmarks.folderLabel}: </span>
                {bookmark.folder}
              </Badge>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
