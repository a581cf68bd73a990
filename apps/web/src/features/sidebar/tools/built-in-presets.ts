import { sidebarStrings } from '@/lib/i18n/nb/sidebar';
import type { Preset } from '../model/layout-types';

type PresetId = keyof typeof sidebarStrings.presets;

const assignments: Record<PresetId, Omit<Preset, 'id' | 'name' | 'description'>> = {
  'scraping-mode': { iconName: 'Search', left: { primary: 'lead-scraping' }, right: { primary: 'data-analytics' } },
  'dev-mode': { iconName: 'Code2', left: { primary: 'developer' }, right: { primary: 'ai-assistant' } },
  automation: { iconName: 'Workflow', left: { primary: 'workflow' }, right: { primary: 'browser-tools' } },
  research: {
    iconName: 'BookOpen',
    left: { primary: 'ai-assistant' },
    right: { primary: 'lead-scraping', secondary: ['data-analytics'] },
  },
};

export const builtInPresets: Preset[] = Object.entries(assignments).map(([id, rest]) => ({
  id,
  ...sidebarStrings.presets[id as PresetId],
  ...rest,
}));
