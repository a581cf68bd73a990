/** The palette's strings; the spec gives them in English (spec A §2, §4, §9). */
export const paletteStrings = {
  label: 'Command palette',
  placeholder: 'Type a command or search...',
  noResults: 'No results found.',
  results: (count: number) => `${count} result${count === 1 ? '' : 's'}`,
  executed: (name: string) => `Executed: ${name}`,
  recent: 'Recent',
  categories: {
    'AI Actions': 'AI Actions',
    Code: 'Code',
    Navigation: 'Navigation',
    Workflows: 'Workflows',
    Tools: 'Tools',
    Help: 'Help',
  },
  dynamic: {
    openTool: (tool: string) => `Open ${tool}`,
    openToolDescription: (tool: string) => `Show ${tool} in the left sidebar`,
    applyPreset: (preset: string) => `Layout: ${preset}`,
  },
} as const;
