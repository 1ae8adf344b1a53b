/**
 * Pan and zoom of the map's SVG: the view box follows a camera (centre and pixels per unit).
 * It fits the map until the player pans or zooms (drag, wheel, arrow keys, + and -, or the
 * buttons); "Fit" goes back to following the map. A drag never counts as a click.
 *
 * The view's centre stays on the map's bounds: dragged away, the map had gone blank, and a
 * newcomer on a phone did not know "Fit" brought it back (QA). On a touch screen a swipe that
 * starts up or down scrolls the page (the map's `touch-action: pan-y`); the few pixels the map
 * had followed before the browser took the swipe over are undone when it cancels the drag.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

interface Camera {
  x: number;
  y: number;
  scale: number;
}

const MIN_SCALE = 0.15;
const MAX_SCALE = 4;
const DRAG_THRESHOLD = 5;
const clamp = (v: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, v));

function fit(bounds: Bounds, width: number, height: number): Camera {
  const w = Math.max(1, bounds.maxX - bounds.minX);
  const h = Math.max(1, bounds.maxY - bounds.minY);
  return { x: (bounds.minX + bounds.maxX) / 2, y: (bounds.minY + bounds.maxY) / 2, scale: clamp(Math.min(width / w, height / h, 1.6)) };
}

export function usePanZoom(bounds: Bounds) {
  const svgRef = useRef<SVGSVGElement | null>(null);
  const [size, setSize] = useState({ width: 800, height: 560 });
  const [manual, setManual] = useState<Camera | null>(null);
  /** `before`: the view as the drag found it, following the map (null) or not, for a cancelled drag. */
  const drag = useRef<{ id: number; x: number; y: number; camera: Camera; before: Camera | null; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  useLayoutEffect(() => {
    const svg = svgRef.current;
    if (!svg || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const rect = svg.getBoundingClientRect();
      if (rect.width > 0 && rect.height > 0) setSize({ width: rect.width, height: rect.height });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(svg);
    return () => observer.disconnect();
  }, []);

  const camera = manual ?? fit(bounds, size.width, size.height);
  const viewW = size.width / camera.scale;
  const viewH = size.height / camera.scale;
  const viewBox = `${camera.x - viewW / 2} ${camera.y - viewH / 2} ${viewW} ${viewH}`;

  const cameraRef = useRef(camera);
  cameraRef.current = camera;
  const manualRef = useRef(manual);
  manualRef.current = manual;
  const boundsRef = useRef(bounds);
  boundsRef.current = bounds;
  /** Moves the view to `c`, its centre kept on the map's bounds. */
  const moveTo = useCallback((c: Camera) => {
    const b = boundsRef.current;
    setManual({ scale: c.scale, x: Math.min(b.maxX, Math.max(b.minX, c.x)), y: Math.min(b.maxY, Math.max(b.minY, c.y)) });
  }, []);

  const zoomBy = useCallback(
    (factor: number, around?: { x: number; y: number }) => {
      const c = cameraRef.current;
      const scale = clamp(c.scale * factor);
      const k = c.scale / scale;
      const p = around ?? { x: c.x, y: c.y };
      moveTo({ x: p.x + (c.x - p.x) * k, y: p.y + (c.y - p.y) * k, scale });
    },
    [moveTo],
  );

  /** Pans by a number of screen pixels. */
  const panBy = useCallback(
    (dx: number, dy: number) => {
      const c = cameraRef.current;
      moveTo({ ...c, x: c.x + dx / c.scale, y: c.y + dy / c.scale });
    },
    [moveTo],
  );

  const reset = useCallback(() => setManual(null), []);

  const sizeRef = useRef(size);
  sizeRef.current = size;
  /**
   * Brings `point` into the view at `scale` screen pixels a unit or closer, centred; a view that
   * already shows it so is left as it is (and keeps following the map).
   */
  const focusOn = useCallback((point: { x: number; y: number }, scale: number) => {
    const c = cameraRef.current;
    const { width, height } = sizeRef.current;
    const inView = Math.abs(point.x - c.x) * c.scale <= width / 2 && Math.abs(point.y - c.y) * c.scale <= height / 2;
    if (inView && c.scale >= scale) return;
    setManual({ ...point, scale: clamp(Math.max(c.scale, scale)) });
  }, []);

  // A wheel zoom must prevent the page scroll, which React's passive listener cannot do.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = svg.getBoundingClientRect();
      const c = cameraRef.current;
      const around = {
        x: c.x + (event.clientX - rect.left - rect.width / 2) / c.scale,
        y: c.y + (event.clientY - rect.top - rect.height / 2) / c.scale,
      };
      zoomBy(event.deltaY < 0 ? 1.15 : 1 / 1.15, around);
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [zoomBy]);

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.button !== 0) return;
    drag.current = {
      id: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      camera: cameraRef.current,
      before: manualRef.current,
      moved: false,
    };
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    const dx = event.clientX - d.x;
    const dy = event.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    if (!d.moved) {
      d.moved = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    moveTo({ ...d.camera, x: d.camera.x - dx / d.camera.scale, y: d.camera.y - dy / d.camera.scale });
  };
  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    suppressClick.current = d.moved;
    drag.current = null;
  };
  /** The browser took the gesture over (a touch swipe scrolling the page): the drag is undone. */
  const onPointerCancel = (event: PointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    if (d.moved) setManual(d.before);
    drag.current = null;
  };
  /** In the capture phase: a click that ends a drag goes nowhere. */
  const onClickCapture = (event: { stopPropagation: () => void; preventDefault: () => void }) => {
    if (!suppressClick.current) return;
    suppressClick.current = false;
    event.stopPropagation();
    event.preventDefault();
  };

  const STEP = 80;
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowLeft: () => panBy(-STEP, 0),
      ArrowRight: () => panBy(STEP, 0),
      ArrowUp: () => panBy(0, -STEP),
      ArrowDown: () => panBy(0, STEP),
      '+': () => zoomBy(1.25),
      '=': () => zoomBy(1.25),
      '-': () => zoomBy(1 / 1.25),
      '0': reset,
    };
    const action = keys[event.key];
    if (!action || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  return {
    svgRef,
    viewBox,
    following: manual === null,
    /** Screen pixels per map unit. */
    scale: camera.scale,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onClickCapture, onKeyDown },
    controls: { zoomIn: () => zoomBy(1.25), zoomOut: () => zoomBy(1 / 1.25), pan: panBy, reset, focusOn },
  };
}
