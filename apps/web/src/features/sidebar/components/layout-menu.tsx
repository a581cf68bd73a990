import { LayoutPanelLeft, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { toast } from '@/components/ui/toast-store';
import { sidebarStrings as t } from '@/lib/i18n/nb/sidebar';
import { dispatchLayout } from '../model/layout-store';
import { PresetList } from './preset-list';
import { SavedLayouts } from './saved-layouts';
import { ViewSettings } from './view-settings';

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
        <PresetList onApplied={() => setOpen(false)} />
        <ViewSettings />
        <SavedLayouts />
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            dispatchLayout({ type: 'reset' });
            toast({ title: t.toasts.reset, durationMs: 2000 });
          }}
        >
          <RotateCcw aria-hidden /> {t.menu.reset}
        </Button>
      </PopoverContent>
    </Popover>
  );
}
