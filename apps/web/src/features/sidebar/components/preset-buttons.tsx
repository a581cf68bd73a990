import { BookOpen, Code2, LayoutTemplate, Search, Workflow, type LucideIcon } from 'lucide-react';
import { toast } from '@/components/ui/toast-store';
import { dispatchLayout } from '../model/layout-store';
import { listPresets } from '../tools/tool-registry';

const ICONS: Record<string, LucideIcon> = { Search, Code2, Workflow, BookOpen };

/** The layout presets (spec A §2) as buttons; one applies its preset to both sidebars and says so in a toast. */
export function PresetButtons({
  className,
  appliedMessage,
  onApplied,
}: {
  className: string;
  appliedMessage: (name: string) => string;
  onApplied?: () => void;
}) {
  return (
    <ul className={className}>
      {listPresets().map((preset) => {
        const Icon = ICONS[preset.iconName] ?? LayoutTemplate;
        return (
          <li key={preset.id}>
            <button
              type="button"
              data-preset={preset.id}
              onClick={() => {
                dispatchLayout({ type: 'applyPreset', preset });
                toast({ title: appliedMessage(preset.name), durationMs: 2000 });
                onApplied?.();
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
  );
}
