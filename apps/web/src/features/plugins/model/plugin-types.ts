import * as v from 'valibot';

export const PLUGIN_PARAMETER_TYPES = ['string', 'number', 'boolean', 'select'] as const;
export const PLUGIN_PROCESSING_TYPES = ['text', 'json', 'html', 'markdown'] as const;
export const PLUGIN_VISIBILITIES = ['public', 'private'] as const;
export type PluginProcessingType = (typeof PLUGIN_PROCESSING_TYPES)[number];

/** Spec B §5, message included. */
export const PLUGIN_COMMAND_PATTERN = /^\/[A-Za-z0-9_-]+$/;
export const PLUGIN_COMMAND_MESSAGE =
  'Command must start with / and contain only alphanumeric characters, hyphens, and underscores';

const parameterValue = v.union([v.string(), v.number(), v.boolean()]);

export const pluginParameterSchema = v.object({
  name: v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'Parameter name must be a simple identifier')),
  type: v.picklist(PLUGIN_PARAMETER_TYPES),
  description: v.optional(v.string(), ''),
  required: v.optional(v.boolean(), false),
  default: v.optional(parameterValue),
  options: v.optional(v.array(v.string())),
});
export type PluginParameter = v.InferOutput<typeof pluginParameterSchema>;

/** Spec B §3. */
export const pluginSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'Name is required')),
  description: v.optional(v.string(), ''),
  command: v.pipe(v.string(), v.regex(PLUGIN_COMMAND_PATTERN, PLUGIN_COMMAND_MESSAGE)),
  enabled: v.optional(v.boolean(), true),
  prompt: v.pipe(v.string(), v.minLength(1, 'Prompt is required')),
  parameters: v.optional(v.array(pluginParameterSchema), []),
  processing: v.optional(
    v.object({ type: v.optional(v.picklist(PLUGIN_PROCESSING_TYPES), 'text'), customProcessor: v.optional(v.string()) }),
    { type: 'text' },
  ),
  visibility: v.optional(v.picklist(PLUGIN_VISIBILITIES), 'private'),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Plugin = v.InferOutput<typeof pluginSchema>;
export type PluginInput = v.InferInput<typeof pluginSchema>;
