import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import type { Preset, PresetAssignment, ToolCategory, ToolId } from '../model/layout-types';

export interface ToolDefinition {
  id: ToolId;
  name: string;
  category: ToolCategory;
  icon: LucideIcon;
  description: string;
  features: readonly string[];
  /** Shown on the tool; matched by tool-shortcuts.ts. */
  shortcutHint: string;
  /** The tool's own panel, loaded on first use; without one the generic panel shows. */
  loadPanel?: () => Promise<ComponentType>;
  /** The panel scrolls by itself (a virtualized list) and must get the sidebar's full, bounded height. */
  fillsHeight?: boolean;
}

export interface RegisteredTool extends ToolDefinition {
  /** The lazily loaded panel, made once at registration; null for tools shown by the generic panel. */
  Panel: ComponentType | null;
}

const tools = new Map<ToolId, RegisteredTool>();
const presets = new Map<string, Preset>();

export function registerTool(tool: ToolDefinition): void {
  tools.set(tool.id, { ...tool, Panel: tool.loadPanel ? lazyComponent(tool.loadPanel) : null });
}

/** Presets refer to tools, so they are registered after them; an unknown tool is a programming error. */
export function registerPreset(preset: Preset): void {
  const used = (assignment: PresetAssignment) => [assignment.primary, ...(assignment.secondary ?? [])];
  for (const id of [...used(preset.left), ...used(preset.right)]) {
    if (!tools.has(id)) throw new Error(`Preset "${preset.id}" uses tool "${id}", which is not registered`);
  }
  presets.set(preset.id, preset);
}

export function getTool(id: ToolId): RegisteredTool {
  const tool = tools.get(id);
  if (!tool) throw new Error(`Tool "${id}" is not registered`);
  return tool;
}

export function listTools(): RegisteredTool[] {
  return [...tools.values()];
}

export function listPresets(): Preset[] {
  return [...presets.values()];
}
