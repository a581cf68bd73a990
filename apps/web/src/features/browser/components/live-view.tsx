import type { LiveClientMessageInput } from '@nova/shared';
import { type KeyboardEvent, type MouseEvent, type PointerEvent, useEffect, useMemo, useRef } from 'react';
import { browserStrings as t } from '@/lib/i18n/nb/browser';
import { useFrameCanvas } from '../hooks/use-frame-canvas';
import { fitRect, pointerFraction, type Size, viewportFor } from '../model/live-geometry';
import { keyMessage, mouseButton, wheelPixels } from '../model/live-keys';

const VIEWPORT_DEBOUNCE_MS = 150;
const MODIFIERS = ['Alt', 'Control', 'Meta', 'Shift'];

interface LiveViewProps {
  send(message: LiveClientMessageInput): void;
  /** Receives the frame painter once the canvas exists. */
  onFramePainter(draw: (frame: ArrayBuffer) => void): void;
  /** F6 leaves the view for the address bar, so the keyboard is never trapped. */
  onLeave(): void;
  overlay?: string | null;
  /**
   * Pick mode (Selector Studio): a left click reports its point, as fractions of the frame,
   * instead of reaching the page; moves and buttons are not sent. Wheel and keys still are.
   */
  onPick?: (point: { x: number; y: number }) => void;
}

/**
 * The engine's active tab as a canvas. Pointer, wheel and keyboard input go to the page
 * while the canvas has focus; paste sends the user's clipboard text.
 */
export function LiveView({ send, onFramePainter, onLeave, overlay, onPick }: LiveViewProps) {
  const viewportTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { canvasRef, painter } = useFrameCanvas((box, ratio) => {
    clearTimeout(viewportTimer.current);
    viewportTimer.current = setTimeout(() => send({ type: 'viewport', ...viewportFor(box, ratio) }), VIEWPORT_DEBOUNCE_MS);
  });
  const movePending = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    onFramePainter((frame) => void painter.draw(frame));
    return () => clearTimeout(viewportTimer.current);
  }, [painter, onFramePainter]);

  const toFraction = useMemo(
    () => (event: { clientX: number; clientY: number }) => {
      const canvas = canvasRef.current;
      const frame = painter.frameSize();
      if (!canvas || !frame) return null;
      const rect = canvas.getBoundingClientRect();
      const box: Size = { width: rect.width, height: rect.height };
      return pointerFraction({ x: event.clientX - rect.left, y: event.clientY - rect.top }, fitRect(box, frame));
    },
    [canvasRef, painter],
  );

  // React's wheel listener is passive; the page must get the wheel without the app scrolling.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const point = toFraction(event);
      if (point) send({ type: 'wheel', ...point, ...wheelPixels(event, canvas.clientHeight) });
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => canvas.removeEventListener('wheel', onWheel);
  }, [canvasRef, send, toFraction]);

  // Mouse rather than pointer events: only they carry the click count (event.detail).
  const onMouse = (type: 'mousedown' | 'mouseup') => (event: MouseEvent<HTMLCanvasElement>) => {
    if (type === 'mousedown') event.currentTarget.focus();
    const point = toFraction(event);
    if (!point) return;
    event.preventDefault();
    if (onPick) {
      if (type === 'mousedown' && event.button === 0) onPick(point);
      return;
    }
    send({ type, ...point, button: mouseButton(event.button), clickCount: Math.min(Math.max(event.detail, 1), 3) });
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (onPick) return;
    const point = toFraction(event);
    if (!point) return;
    const scheduled = movePending.current !== null;
    movePending.current = point;
    if (scheduled) return;
    requestAnimationFrame(() => {
      const latest = movePending.current;
      movePending.current = null;
      if (latest) send({ type: 'mousemove', ...latest });
    });
  };

  const onKey = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (event.key === 'F6') {
      event.preventDefault();
      onLeave();
      return;
    }
    const { type, key, altKey, ctrlKey, metaKey, shiftKey } = event;
    const message = keyMessage({ type, key, altKey, ctrlKey, metaKey, shiftKey, isComposing: event.nativeEvent.isComposing });
    if (!message) return;
    event.preventDefault();
    event.stopPropagation();
    send(message);
  };

  const releaseModifiers = () => {
    for (const key of MODIFIERS) send({ type: 'keyup', key, modifiers: {} });
  };

  return (
    <div className="relative min-h-0 flex-1 bg-muted">
      <canvas
        ref={canvasRef}
        tabIndex={0}
        data-captures-keys
        role="application"
        aria-label={t.liveViewLabel}
        aria-description={t.liveViewHelp}
        className="block h-full w-full cursor-default outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
        onPointerDown={(event) => event.currentTarget.setPointerCapture(event.pointerId)}
        onMouseDown={onMouse('mousedown')}
        onMouseUp={onMouse('mouseup')}
        onPointerMove={onPointerMove}
        onKeyDown={onKey}
        onKeyUp={onKey}
        onBlur={releaseModifiers}
        onContextMenu={(event) => event.preventDefault()}
        onPaste={(event) => {
          const text = event.clipboardData.getData('text/plain');
          if (text) send({ type: 'text', text });
          event.preventDefault();
        }}
      />
      {overlay ? (
        <div role="status" className="absolute inset-0 flex items-center justify-center bg-background/80 p-6 text-center text-sm text-muted-foreground">
          {overlay}
        </div>
      ) : null}
    </div>
  );
}
