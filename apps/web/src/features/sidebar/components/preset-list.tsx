import { BookOpen, Code2, LayoutTemplate, Search, Workflow, type LucideIcon } from 'lucide-react';
import { toast } from '@/components/ui/toast-store';
import { sidebarStrings as t } from '@/lib/i18n/nb/sidebar';
import { dispatchLayout } from '../model/layout-store';
import { listPresets } from '../tools/tool-registry';

const ICONS: Record<string, LucideIcon> = { Search, Code2, Workflow, BookOpen };

export function PresetList({ onApplied }: { onApplied: () => void }) {
  return (
    <section aria-labelledby="layout-presets" className="flex flex-col gap-1.5">
      <h3 id="layout-presets" className="text-xs font-semibold text-muted-foreground">
        {t.menu.presets}
      </h3>
      <ul className="flex flex-col gap-1">
        {listPresets().map((preset) => {
          const Icon = ICONS[preset.iconName] ?? LayoutTemplate;
          return (
            <li key={preset.id}>
              <button
                type="button"
                data-preset={preset.id}
                onClick={() => {
                  dispatchLayout({ type: 'applyPreset', preset });
                  toast({ title: t.toasts.presetApplied(preset.name), durationMs: 2000 });
                  onApplied();
                }}
                className="flex w-full items-start gap-2 rounded-md border border-border p-2 text-left hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
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
    </section>
  );
}
