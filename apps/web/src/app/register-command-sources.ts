import { LayoutGrid } from 'lucide-react';
import { registerCommandSource } from '@/features/command-palette';
import { dispatchLayout, listPresets, listTools, openTool } from '@/features/sidebar';
import { paletteStrings as t } from '@/lib/i18n/nb/command-palette';

/** The sidebar's tools and layout presets, searchable from the palette. */
export function registerCommandSources(): void {
  registerCommandSource('sidebar-tools', () =>
    listTools().map((tool) => ({
      id: `tool:${tool.id}`,
      name: t.dynamic.openTool(tool.name),
      category: 'Tools' as const,
      icon: tool.icon,
      shortcut: tool.shortcutHint,
      description: t.dynamic.openToolDescription(tool.name),
      keywords: [tool.description, ...tool.features],
      action: { type: 'run' as const, run: () => openTool('left', tool.id) },
    })),
  );
  registerCommandSource('layout-presets', () =>
    listPresets().map((preset) => ({
      id: `preset:${preset.id}`,
      name: t.dynamic.applyPreset(preset.name),
      category: 'Tools' as const,
      icon: LayoutGrid,
      description: preset.description,
      action: { type: 'run' as const, run: () => dispatchLayout({ type: 'applyPreset', preset }) },
    })),
  );
}
