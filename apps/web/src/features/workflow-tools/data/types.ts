export type NodeCategory = 'trigger' | 'browser' | 'ai' | 'logic' | 'output';

export interface PaletteNode {
  /** Written to the drag data; a future canvas creates the node from it. */
  type: string;
  label: string;
  description: string;
  category: NodeCategory;
}

export type QuickActionId = 'new' | 'run' | 'stop' | 'save' | 'test';
