/**
 * Inspecting a card or a tile where it lies: what it is, in words, in a small popover beside it.
 * Both boards use it, for every card and tile they draw, covered or not.
 *
 * - Mouse: hovering shows it (after a short pause, or at once while another one shows), leaving
 *   hides it. It lets every click through (`pointer-events: none`), so it never takes the click
 *   meant for what it happens to lie over. A "mouse" still where a touch was is not one: see
 *   `leftByTouch`. Nor is a mouse that has not moved, with the thing come to lie under it (the
 *   card just played where the clicked button was): see `mouseStill`.
 * - Touch: a long press (`LONG_PRESS_MS`) shows it, and the tap that press would have ended in
 *   is dropped: the card is not also picked or played. The next tap anywhere hides it.
 * - Keyboard: focus shows it, when the focus came from a key (a click focuses buttons too, and
 *   the board moves focus to the next thing to do after a move: neither shows it); Escape hides
 *   it, and only it (the board's own Escape waits for the next press).
 * - A plain click or tap on something one can act on still acts. Something one can only look at
 *   gets a button of its own (`toggle`): a click, a tap or Enter shows the inspection and keeps it.
 *
 * The popover is the platform's (`popover="manual"`): in the top layer, out of the piles' and the
 * map's clipping and above dialogs. It is placed above the thing, or below when there is no room,
 * never over it, and inside the viewport. The control that has focus is described by it
 * (`aria-describedby`) while it shows. One inspection shows at a time on the page.
 */
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { focusMovedByBoard, lastInputWasPointer, trackInput } from './board-focus';
import './inspect.css';

/** How long a touch must rest on a thing to inspect it rather than tap it. */
export const LONG_PRESS_MS = 500;
/** How long the mouse must rest on a thing before its inspection shows. */
export const HOVER_MS = 300;
/** A touch that moves further than this is a scroll or a drag, not a long press. */
const SLOP_PX = 8;
/** Room between the thing and its popover, and between the popover and the viewport's edges. */
const GAP_PX = 6;
const MARGIN_PX = 8;

type Source = 'hover' | 'focus' | 'press' | 'click';

/** The Popover API, where the platform has it (a popover without it would never show). */
const POPOVER = typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype ? 'manual' : undefined;

/** The one inspection showing on the page, and what opened it. */
interface Shown {
  id: string;
  source: Source;
}

/**
 * Where the page's last few touches and pen presses went down and came up. A touch leaves the
 * browser's emulated mouse at its point, and when the page changes under that point (the
 * opponent moved, maybe many seconds later) the browser sends a mouse pointerenter there: on
 * phones the inspection opened by itself. So a mouse event at one of these points is the touch's
 * echo, whenever it comes, and a real mouse (a laptop with both) is told apart by having moved
 * away, which forgets them. Neither a time window (the echo came 10 s after the tap) nor
 * `(hover: none)` (true on a phone, but not on a touchscreen laptop, and some phones misreport
 * it) tells them apart. Several points, not one: a scroll's touch after the tap does not move
 * the emulated mouse from the tap's point.
 */
let touchPoints: readonly { x: number; y: number }[] = [];
const TOUCH_POINTS_KEPT = 8;
/** The echo comes at the touch's point rounded (to whole pixels in chromium). */
const SAME_POINT_PX = 3;
let watchingPointers = false;

interface Point {
  x: number;
  y: number;
}

const near = (event: { clientX: number; clientY: number }, p: Point) =>
  Math.hypot(event.clientX - p.x, event.clientY - p.y) <= SAME_POINT_PX;

const leftByTouch = (event: { clientX: number; clientY: number }): boolean => touchPoints.some((p) => near(event, p));

/**
 * Where the mouse itself last moved, pressed or released. The page changing under a mouse at
 * rest sends a pointerenter there too: a card played by a click lands under the pointer, and its
 * inspection covered the theater's score until the mouse moved away (QA). A mouse comes into a
 * thing by moving, and a move's enter comes before the move itself reaches this: an enter at the
 * mouse's own last point is the page's change, not the mouse's.
 */
let mousePoint: Point | null = null;
const mouseStill = (event: { clientX: number; clientY: number }): boolean => mousePoint !== null && near(event, mousePoint);

function watchPointers(): void {
  if (watchingPointers || typeof document === 'undefined') return;
  watchingPointers = true;
  const moused = (event: globalThis.PointerEvent) => {
    if (event.pointerType === 'mouse') mousePoint = { x: event.clientX, y: event.clientY };
  };
  for (const type of ['pointerdown', 'pointerup', 'pointermove'] as const) document.addEventListener(type, moused, true);
  // The whole page's, in the capture phase: a tap on anything leaves the mouse there, and a
  // handler that stops the event must not hide it.
  const touched = (event: globalThis.PointerEvent) => {
    if (event.pointerType === 'mouse') return;
    touchPoints = [...touchPoints, { x: event.clientX, y: event.clientY }].slice(-TOUCH_POINTS_KEPT);
  };
  document.addEventListener('pointerdown', touched, true);
  document.addEventListener('pointerup', touched, true);
  document.addEventListener(
    'pointermove',
    (event) => {
      if (event.pointerType === 'mouse' && touchPoints.length > 0 && !leftByTouch(event)) touchPoints = [];
    },
    true,
  );
}

let shown: Shown | null = null;
const listeners = new Set<() => void>();
function show(next: Shown | null): void {
  if (shown?.id === next?.id && shown?.source === next?.source) return;
  shown = next;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** What to spread on the element that shows the thing (a card's slot, a tile). */
export interface InspectTrigger<T extends Element> {
  ref: RefObject<T | null>;
  /** Marks it for CSS: no text selection or callout on a long press. */
  'data-inspect': '';
  onPointerEnter: (event: PointerEvent<T>) => void;
  onPointerLeave: (event: PointerEvent<T>) => void;
  onPointerDown: (event: PointerEvent<T>) => void;
  onPointerMove: (event: PointerEvent<T>) => void;
  onPointerUp: () => void;
  onPointerCancel: () => void;
  onClickCapture: (event: MouseEvent<T>) => void;
  onContextMenu: (event: MouseEvent<T>) => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent<T>) => void;
}

export interface InspectToggler {
  /** Marks the control: a click on it is a look, not an act on the thing, so it toggles the inspection rather than ending it. */
  'data-inspect-toggle': '';
  'aria-expanded': boolean;
  'aria-describedby': string | undefined;
  onClick: () => void;
}

export interface Inspection<T extends Element> {
  trigger: InspectTrigger<T>;
  open: boolean;
  /** For the focusable control of the thing: its popover's id while it shows. */
  describedBy: string | undefined;
  /** Shows the inspection and keeps it shown, or hides it. */
  toggle: () => void;
  /** The props of a control whose only purpose is inspecting (a look-only button): it toggles. */
  toggler: InspectToggler;
  /** The popover while it shows (rendered into the page's body: put it anywhere), else null. */
  popover: ReactNode;
}

/** `content` is drawn only while the inspection shows, from the props of that render. */
export function useInspection<T extends Element>(content: () => ReactNode): Inspection<T> {
  const id = useId();
  const popoverId = `inspect-${id.replace(/[^\w-]/g, '')}`;
  const ref = useRef<T>(null);
  // What opened this one, if it shows: a plain value, so only the things whose inspection came
  // or went render again, not every card on the board.
  const mine = () => (shown?.id === id ? shown.source : null);
  const source = useSyncExternalStore(subscribe, mine, mine);
  const open = source !== null;
  const hoverTimer = useRef<number | undefined>(undefined);
  const pressTimer = useRef<number | undefined>(undefined);
  const pressAt = useRef<{ x: number; y: number } | null>(null);
  /** The last press on it was a touch or a pen. */
  const touching = useRef(false);
  /** A long press showed the inspection: the click that ends it is not a tap. */
  const swallowClick = useRef(false);
  /** Where the mouse came in, if at a touch's point or without moving: it shows nothing unless it moves on from there. */
  const echoed = useRef<Point | null>(null);

  const clearHover = () => {
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = undefined;
  };
  const clearPress = () => {
    window.clearTimeout(pressTimer.current);
    pressTimer.current = undefined;
    pressAt.current = null;
  };
  const hideMine = (unless?: Source) => {
    if (shown?.id === id && shown.source !== unless) show(null);
  };

  useEffect(() => {
    trackInput();
    watchPointers();
    return () => {
      window.clearTimeout(hoverTimer.current);
      window.clearTimeout(pressTimer.current);
      if (shown?.id === id) show(null);
    };
  }, [id]);

  const longPress = () => {
    clearPress();
    swallowClick.current = true;
    show({ id, source: 'press' });
  };

  const hover = () => {
    clearHover();
    if (shown?.id === id) return;
    // Moving along a row of cards: the next one shows at once.
    if (shown?.source === 'hover') show({ id, source: 'hover' });
    else hoverTimer.current = window.setTimeout(() => show({ id, source: 'hover' }), HOVER_MS);
  };

  const trigger: InspectTrigger<T> = {
    ref,
    'data-inspect': '',
    onPointerEnter: (event) => {
      if (event.pointerType !== 'mouse' || event.buttons !== 0) return;
      echoed.current = leftByTouch(event) || mouseStill(event) ? { x: event.clientX, y: event.clientY } : null;
      if (echoed.current) clearHover();
      else hover();
    },
    onPointerLeave: (event) => {
      if (event.pointerType !== 'mouse') return;
      echoed.current = null;
      clearHover();
      if (shown?.id === id && shown.source === 'hover') show(null);
    },
    onPointerDown: (event) => {
      swallowClick.current = false;
      clearHover();
      clearPress();
      touching.current = event.pointerType !== 'mouse';
      if (!touching.current || !event.isPrimary) return;
      pressAt.current = { x: event.clientX, y: event.clientY };
      pressTimer.current = window.setTimeout(longPress, LONG_PRESS_MS);
    },
    onPointerMove: (event) => {
      const at = pressAt.current;
      if (at && Math.hypot(event.clientX - at.x, event.clientY - at.y) > SLOP_PX) clearPress();
      // A real mouse that came in at a touch's point, or was there before the thing: it shows once it moves.
      const came = echoed.current;
      if (came && event.pointerType === 'mouse' && event.buttons === 0 && !leftByTouch(event) && !near(event, came)) {
        echoed.current = null;
        hover();
      }
    },
    onPointerUp: clearPress,
    onPointerCancel: clearPress,
    onClickCapture: (event) => {
      if (swallowClick.current) {
        swallowClick.current = false;
        event.preventDefault();
        event.stopPropagation();
        return;
      }
      // Acting on the thing ends a look at it that a press or a click kept open.
      if (!(event.target instanceof Element && event.target.closest('[data-inspect-toggle]'))) hideMine('hover');
    },
    onContextMenu: (event) => {
      // Some phones answer a long press with a menu or a text selection: here it inspects.
      if (!touching.current) return;
      event.preventDefault();
      if (pressTimer.current !== undefined) longPress();
    },
    onFocus: () => {
      // Not for a click's focus, nor for the board handing focus to the next thing to do.
      if (lastInputWasPointer() || focusMovedByBoard()) return;
      clearHover();
      show({ id, source: 'focus' });
    },
    onBlur: (event) => {
      if (event.relatedTarget instanceof Node && ref.current?.contains(event.relatedTarget)) return;
      hideMine('hover');
    },
  };

  const toggle = () => {
    if (shown?.id === id && shown.source !== 'hover') show(null);
    else show({ id, source: 'click' });
  };

  const popover =
    open && typeof document !== 'undefined'
      ? createPortal(
          <Popover id={popoverId} anchor={ref} pinned={source === 'press' || source === 'click'} onClose={() => hideMine()}>
            {content()}
          </Popover>,
          document.body,
        )
      : null;

  const describedBy = open ? popoverId : undefined;
  const toggler: InspectToggler = { 'data-inspect-toggle': '', 'aria-expanded': open, 'aria-describedby': describedBy, onClick: toggle };
  return { trigger, open, describedBy, toggle, toggler, popover };
}

interface PopoverProps {
  id: string;
  anchor: RefObject<Element | null>;
  /** Opened by a press or a click: it stays until dismissed, and a tap on it only dismisses it. */
  pinned: boolean;
  onClose: () => void;
  children: ReactNode;
}

function Popover({ id, anchor, pinned, onClose, children }: PopoverProps) {
  const ref = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  const place = () => {
    const el = ref.current;
    const at = anchor.current?.getBoundingClientRect();
    if (!el || !at) return;
    const width = document.documentElement.clientWidth || window.innerWidth;
    const height = window.innerHeight;
    const w = el.offsetWidth;
    // Its whole height (borders too), whatever height it was given last time.
    const natural = el.scrollHeight + el.offsetHeight - el.clientHeight;
    const roomAbove = at.top - GAP_PX - MARGIN_PX;
    const roomBelow = height - MARGIN_PX - at.bottom - GAP_PX;
    // Above the thing if it fits, else below if that fits, else on the side with more room,
    // cut to that room and scrolled inside: it never covers the thing (a tall tile's text on a
    // phone has room on neither side).
    const side = natural <= roomAbove ? 'above' : natural <= roomBelow ? 'below' : roomAbove > roomBelow ? 'above' : 'below';
    const h = Math.max(0, Math.min(natural, side === 'above' ? roomAbove : roomBelow));
    el.style.maxHeight = h < natural ? `${Math.floor(h)}px` : '';
    el.style.overflowY = h < natural ? 'auto' : '';
    const top = side === 'above' ? at.top - GAP_PX - Math.floor(h) : at.bottom + GAP_PX;
    const left = Math.min(Math.max(MARGIN_PX, at.left + at.width / 2 - w / 2), Math.max(MARGIN_PX, width - MARGIN_PX - w));
    el.style.top = `${Math.round(top)}px`;
    el.style.left = `${Math.round(left)}px`;
  };

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // The top layer where the platform has it; elsewhere a fixed box over the page does.
    if (POPOVER && !el.matches(':popover-open')) el.showPopover();
    // The thing may move under it (a scroll, the board laid out anew after a move): it follows,
    // frame by frame while it shows (one box measured a frame).
    let frame = 0;
    const follow = () => {
      place();
      frame = requestAnimationFrame(follow);
    };
    if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(follow);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      close.current();
    };
    const onDown = (event: globalThis.PointerEvent) => {
      // A press on the thing itself is its own business (a tap acts, a long press inspects);
      // one on the popover closes it on its click, so that the tap ends there, not under it.
      if (event.target instanceof Node && (anchor.current?.contains(event.target) || el.contains(event.target))) return;
      close.current();
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onDown, true);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onDown, true);
    };
  }, [anchor]);
  // Every render: the content (and so the size) may have changed.
  useLayoutEffect(place);

  return (
    <div
      ref={ref}
      id={id}
      role="tooltip"
      popover={POPOVER}
      className={`inspect${pinned ? ' inspect--pinned' : ''}`}
      onClick={(event) => {
        event.stopPropagation();
        close.current();
      }}
    >
      {children}
    </div>
  );
}

/** The usual body of an inspection: a title, then a line per fact. */
export function InspectBody({ title, lines, children }: { title: ReactNode; lines?: readonly ReactNode[]; children?: ReactNode }) {
  return (
    <>
      <strong className="inspect__title">{title}</strong>
      {lines?.map((line, i) => (
        <span key={i} className="inspect__line">
          {line}
        </span>
      ))}
      {children}
    </>
  );
}
