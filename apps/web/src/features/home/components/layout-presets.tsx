import { BookOpen, Code2, LayoutTemplate, Search, Workflow, type LucideIcon } from 'lucide-react';
import { toast } from '@/components/ui/toast-store';
import { dispatchLayout, listPresets } from '@/features/sidebar';
import { homeStrings as t } from '@/lib/i18n/nb/home';
import { HomeCard } from './home-card';

const ICONS: Record<string, LucideIcon> = { Search, Code2, Workflow, BookOpen };

/** The sidebar presets (spec A §2), applied through the sidebar's own layout store. */
export function LayoutPresets() {
  return (
    <HomeCard id="home-presets" title={t.presets.heading}>
      <ul className="grid gap-2 sm:grid-cols-2">
        {listPresets().map((preset) => {
          const Icon = ICONS[preset.iconName] ?? LayoutTemplate;
          return (
            <li key={preset.id}>
              <button
                type="button"
                data-preset={preset.id}
                onClick={() => {
                  dispatchLayout({ type: 'applyPreset', preset });
                  toast({ title: t.presets.applied(preset.name), durationMs: 2000 });
                }}
                className="flex h-full w-full items-start gap-2 rounded-md border border-border p-2 text-left hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                <span className="flex flex-col">
                  <span className="text-sm font-medium">{preset.name}</span>
                  <span className="text-xs text-muted-foreground">{preset.description}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </HomeCard>
  );
}
