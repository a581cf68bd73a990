/** Drag-data format shared by the node palette and whatever canvas accepts the drop. */
export const NODE_DRAG_MIME = 'application/x-nova-node';

type DragWriter = Pick<DataTransfer, 'setData' | 'effectAllowed'>;
type DragReader = Pick<DataTransfer, 'getData' | 'types'>;

export function writeNodeDragData(dataTransfer: DragWriter, nodeType: string): void {
  dataTransfer.setData(NODE_DRAG_MIME, nodeType);
  dataTransfer.effectAllowed = 'copy';
}

/** The dragged node type if it is one of the known types, otherwise null. */
export function readNodeDragData(dataTransfer: DragReader, knownTypes: readonly string[]): string | null {
  if (!Array.from(dataTransfer.types).includes(NODE_DRAG_MIME)) return null;
  const type = dataTransfer.getData(NODE_DRAG_MIME);
  return knownTypes.includes(type) ? type : null;
}
