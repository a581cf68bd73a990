import { describe, expect, it } from 'vitest';
import { NODE_CATEGORIES, SAMPLE_NODES } from './nodes';
import { SAMPLE_ASSISTANT_SUGGESTIONS } from './suggestions';

describe('workflow sample data', () => {
  it('has unique node types, each in a known category, and every category in use', () => {
    const types = SAMPLE_NODES.map((n) => n.type);
    expect(new Set(types).size).toBe(types.length);
    expect(new Set(SAMPLE_NODES.map((n) => n.category))).toEqual(new Set(NODE_CATEGORIES));
  });

  it('has unique node labels so each draggable has its own accessible name', () => {
    const labels = SAMPLE_NODES.map((n) => n.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('has distinct, non-empty suggestions', () => {
    expect(SAMPLE_ASSISTANT_SUGGESTIONS.length).toBeGreaterThan(0);
    expect(new Set(SAMPLE_ASSISTANT_SUGGESTIONS).size).toBe(SAMPLE_ASSISTANT_SUGGESTIONS.length);
    for (const s of SAMPLE_ASSISTANT_SUGGESTIONS) expect(s.trim()).toBe(s);
  });
});
