// Not through the sidebar's index: that is in the shell's first chunk, and the buttons are needed only when shown.
import { PresetButtons } from '@/features/sidebar/components/preset-buttons';
import { homeStrings as t } from '@/lib/i18n/nb/home';
import { HomeCard } from './home-card';

/** The sidebar presets, applied through the sidebar's own layout store. */
export function LayoutPresets() {
  return (
    <HomeCard id="home-presets" title={t.presets.heading}>
      <PresetButtons className="grid gap-2 sm:grid-cols-2" appliedMessage={t.presets.applied} />
    </HomeCard>
  );
}
