import { describe, expect, it } from 'vitest';
import { NODE_DRAG_MIME, readNodeDragData, writeNodeDragData } from './node-drag';

class FakeDataTransfer {
  effectAllowed: DataTransfer['effectAllowed'] = 'uninitialized';
  private readonly data = new Map<string, string>();
  get types(): string[] {
    return [...this.data.keys()];
  }
  setData(format: string, value: string): void {
    this.data.set(format, value);
  }
  getData(format: string): string {
    return this.data.get(format) ?? '';
  }
}

describe('node drag data', () => {
  it('writes the node type under application/x-nova-node as a copy', () => {
    const dt = new FakeDataTransfer();
    writeNodeDragData(dt, 'trigger.webhook');
    expect(NODE_DRAG_MIME).toBe('application/x-nova-node');
    expect(dt.types).toEqual(['application/x-nova-node']);
    expect(dt.getData('application/x-nova-node')).toBe('trigger.webhook');
    expect(dt.effectAllowed).toBe('copy');
  });

  it('reads back only known node types', () => {
    const dt = new FakeDataTransfer();
    writeNodeDragData(dt, 'logic.delay');
    expect(readNodeDragData(dt, ['logic.delay'])).toBe('logic.delay');
    expect(readNodeDragData(dt, ['trigger.schedule'])).toBeNull();
  });

  it('ignores drags that carry no node', () => {
    const dt = new FakeDataTransfer();
    dt.setData('text/plain', 'logic.delay');
    expect(readNodeDragData(dt, ['logic.delay'])).toBeNull();
  });
});
