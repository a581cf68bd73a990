import { sidebarStrings as t } from '@/lib/i18n/nb/sidebar';
import { PresetButtons } from './preset-buttons';

export function PresetList({ onApplied }: { onApplied: () => void }) {
  return (
    <section aria-labelledby="layout-presets" className="flex flex-col gap-1.5">
      <h3 id="layout-presets" className="text-xs font-semibold text-muted-foreground">
        {t.menu.presets}
      </h3>
      <PresetButtons className="flex flex-col gap-1" appliedMessage={t.toasts.presetApplied} onApplied={onApplied} />
    </section>
  );
}
