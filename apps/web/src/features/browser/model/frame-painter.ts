import { fitRect, type Size } from './live-geometry';

/**
 * Paints JPEG frames onto a canvas. Decoding is off the main thread (createImageBitmap);
 * while one frame decodes only the newest waiting frame is kept. `data-frames` counts
 * painted frames and `data-frame-size` is the last frame's pixel size, which tests and the
 * benchmark wait on.
 */
export function createFramePainter() {
  let canvas: HTMLCanvasElement | null = null;
  let lastFrame: ImageBitmap | null = null;
  let decoding = false;
  let waiting: ArrayBuffer | null = null;
  let painted = 0;

  const paint = () => {
    const context = canvas?.getContext('2d');
    if (!canvas || !lastFrame || !context) return;
    const drawn = fitRect({ width: canvas.width, height: canvas.height }, lastFrame);
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.drawImage(lastFrame, drawn.left, drawn.top, drawn.width, drawn.height);
    painted += 1;
    canvas.dataset.frames = String(painted);
    canvas.dataset.frameSize = `${lastFrame.width}x${lastFrame.height}`;
  };

  const draw = async (data: ArrayBuffer): Promise<void> => {
    if (decoding) {
      waiting = data;
      return;
    }
    decoding = true;
    try {
      const bitmap = await createImageBitmap(new Blob([data], { type: 'image/jpeg' }));
      lastFrame?.close();
      lastFrame = bitmap;
      paint();
    } catch {
      // A frame that does not decode is skipped; the next one replaces it.
    } finally {
      decoding = false;
      const next = waiting;
      waiting = null;
      if (next) void draw(next);
    }
  };

  return {
    attach(element: HTMLCanvasElement | null) {
      canvas = element;
    },
    draw,
    /** Sizes the canvas to its box in device pixels and repaints the last frame. */
    resize(box: Size, devicePixelRatio: number) {
      if (!canvas) return;
      canvas.width = Math.max(1, Math.round(box.width * devicePixelRatio));
      canvas.height = Math.max(1, Math.round(box.height * devicePixelRatio));
      paint();
    },
    /** The last frame's size, for mapping pointer positions; null before the first frame. */
    frameSize(): Size | null {
      return lastFrame;
    },
    dispose() {
      lastFrame?.close();
      lastFrame = null;
      canvas = null;
    },
  };
}
export type FramePainter = ReturnType<typeof createFramePainter>;
