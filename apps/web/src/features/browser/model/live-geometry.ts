import { BROWSER_VIEWPORT_MAX_HEIGHT, BROWSER_VIEWPORT_MAX_WIDTH, BROWSER_VIEWPORT_MIN } from '@nova/shared';

export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Size {
  left: number;
  top: number;
}

/** Where an image of `image` size is drawn inside `box` when scaled to fit (like object-fit: contain). */
export function fitRect(box: Size, image: Size): Rect {
  if (image.width <= 0 || image.height <= 0 || box.width <= 0 || box.height <= 0) return { left: 0, top: 0, width: 0, height: 0 };
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  return { left: (box.width - width) / 2, top: (box.height - height) / 2, width, height };
}

/**
 * A pointer position (relative to the view's top-left corner) as fractions of the drawn
 * frame, which is what the server maps to page pixels; null outside the frame.
 */
export function pointerFraction(point: { x: number; y: number }, drawn: Rect): { x: number; y: number } | null {
  if (drawn.width <= 0 || drawn.height <= 0) return null;
  const x = (point.x - drawn.left) / drawn.width;
  const y = (point.y - drawn.top) / drawn.height;
  if (x < 0 || x > 1 || y < 0 || y > 1) return null;
  return { x, y };
}

/** The viewport the engine should render for a view of `box` CSS pixels (within the server's limits). */
export function viewportFor(box: Size, devicePixelRatio: number): { width: number; height: number; deviceScaleFactor: number } {
  const clamp = (value: number, min: number, max: number) => Math.min(Math.max(Math.round(value), min), max);
  return {
    width: clamp(box.width, BROWSER_VIEWPORT_MIN, BROWSER_VIEWPORT_MAX_WIDTH),
    height: clamp(box.height, BROWSER_VIEWPORT_MIN, BROWSER_VIEWPORT_MAX_HEIGHT),
    deviceScaleFactor: Math.min(Math.max(devicePixelRatio || 1, 1), 2),
  };
}
