/** Sidebar tool ids and categories, spec A §2. */
export const TOOL_IDS = [
  'lead-scraping',
  'data-analytics',
  'browser-tools',
  'ai-chat',
  'outreach',
  'developer',
  'workflow',
  'ai-assistant',
  'security-privacy',
  'integrations',
  'quick-actions',
  'custom',
] as const;
export type ToolId = (typeof TOOL_IDS)[number];

export type ToolCategory = 'data' | 'browser' | 'automation' | 'development' | 'custom';
