import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { createFramePainter } from '../model/frame-painter';
import type { Size } from '../model/live-geometry';

/** A frame painter bound to a canvas that follows its box; `onResize` hears each new size. */
export function useFrameCanvas(onResize: (box: Size, devicePixelRatio: number) => void) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const [painter] = useState(createFramePainter);
  const resized = useEffectEvent(onResize);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    painter.attach(canvas);
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const ratio = window.devicePixelRatio || 1;
      const box = { width: entry.contentRect.width, height: entry.contentRect.height };
      painter.resize(box, ratio);
      resized(box, ratio);
    });
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      painter.dispose();
    };
  }, [painter]);

  return { canvasRef, painter };
}
