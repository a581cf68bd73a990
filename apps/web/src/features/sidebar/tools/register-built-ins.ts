import { builtInPresets } from './built-in-presets';
import { builtInTools } from './built-in-tools';
import { registerPreset, registerTool } from './tool-registry';

/** Tools first, then the presets that refer to them (spec A §2). */
export function registerBuiltIns(): void {
  for (const tool of builtInTools) registerTool(tool);
  for (const preset of builtInPresets) registerPreset(preset);
}
