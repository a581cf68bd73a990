import { LayoutPanelLeft } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { sidebarStrings as t } from '@/lib/i18n/nb/sidebar';
import { lazyComponent } from '@/lib/lazy-component';

/** The menu's content is only needed once it is opened, so it stays out of the initial JavaScript. */
const LayoutMenuContent = lazyComponent(() => import('./layout-menu-content').then((m) => m.LayoutMenuContent));

export function LayoutMenu() {
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm">
          <LayoutPanelLeft aria-hidden /> {t.menu.trigger}
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label={t.menu.title} className="flex max-h-[80vh] w-96 flex-col gap-4 overflow-y-auto">
        <Suspense fallback={<p className="text-xs text-muted-foreground">{t.loadingPanel}</p>}>
          <LayoutMenuContent onPresetApplied={() => setOpen(false)} />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}
