import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { sidebarStrings as t } from '@/lib/i18n/nb/sidebar';
import { dispatchLayout } from '../model/layout-store';
import { PresetList } from './preset-list';
import { SavedLayouts } from './saved-layouts';
import { ViewSettings } from './view-settings';

export function LayoutMenuContent({ onPresetApplied }: { onPresetApplied: () => void }) {
  return (
    <>
      <PresetList onApplied={onPresetApplied} />
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
    </>
  );
}
