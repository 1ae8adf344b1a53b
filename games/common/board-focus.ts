/**
 * Keyboard helpers shared by the boards.
 *
 * `useRoving`: a group of buttons (the hand, the places a card can go) is one Tab stop; the
 * arrow keys, Home and End move within it (a "roving tabindex"). Without it, choosing a card and
 * a theater took a dozen Tabs. The group's items are found in the DOM by a selector and their
 * tabindex is set after each render, so the components drawing them need not know the group.
 *
 * `useFocusNext`: after a move (or a half-made choice) the button that had focus is often gone,
 * and the browser drops focus to <body>: a keyboard user would have to Tab from the top again.
 * After each change of `signal`, focus goes to the first thing the player can do now. So it does
 * when the board opens after a page of the app was left by one of its controls (the lobby's
 * "Play against the computer"): that control's focus was lost with its page (QA: Tab went
 * through the header before it reached the hand). A page loaded afresh keeps the browser's focus.
 */
import { useEffect, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';

const NEXT: Record<string, 1 | -1> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** An item is known by its accessible name, which stays the same while the item does. */
const keyOf = (el: Element) => el.getAttribute('aria-label') ?? el.textContent ?? '';

/** What can be in a group: buttons, and the map's SVG spots. */
type Item = HTMLElement | SVGElement;

export interface Roving<T extends Item> {
  ref: RefObject<T | null>;
  onKeyDown: (event: KeyboardEvent) => void;
  onFocus: (event: FocusEvent) => void;
}

export function useRoving<T extends Item>(selector: string): Roving<T> {
  const ref = useRef<T>(null);
  /** The item last focused: the group's Tab stop while it exists. */
  const remembered = useRef<string | null>(null);

  const items = () => Array.from(ref.current?.querySelectorAll<Item>(selector) ?? []);
  const setStop = (stop: Item | undefined) => {
    for (const el of items()) el.tabIndex = el === stop ? 0 : -1;
  };

  // After every render: the items may have changed (a card played, a card picked).
  useLayoutEffect(() => {
    const all = items();
    setStop(all.find((el) => keyOf(el) === remembered.current) ?? all.find((el) => el.getAttribute('aria-pressed') === 'true') ?? all[0]);
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(event.target as Item);
    if (at === -1 || event.ctrlKey || event.metaKey || event.altKey) return;
    const step = NEXT[event.key];
    const to =
      step !== undefined ? (at + step + all.length) % all.length : event.key === 'Home' ? 0 : event.key === 'End' ? all.length - 1 : -1;
    const next = all[to];
    if (!next) return;
    // The arrows are the group's: the map around it must not pan, the page must not scroll.
    event.preventDefault();
    event.stopPropagation();
    remembered.current = keyOf(next);
    setStop(next);
    next.focus();
  };

  const onFocus = (event: FocusEvent) => {
    const target = event.target as Item;
    if (!items().includes(target)) return;
    remembered.current = keyOf(target);
    setStop(target);
  };

  return { ref, onKeyDown, onFocus };
}

interface FocusNextOptions {
  /** Changes after every move and half-made choice: the position, what is picked. */
  signal: readonly unknown[];
  /** Where to look, most urgent first; the first match gets focus. */
  candidates: readonly string[];
  /** Where focus goes when nothing is to be done (it is someone else's turn): never lost. */
  fallback: string;
  /** Off while a dialog has focus or the board is a past position. */
  enabled: boolean;
}

/**
 * Whether the last input was a pointer (mouse, touch): focus still moves, but the page does not
 * scroll to it, so a tap does not jump the page about. A keyboard user is scrolled to it.
 */
let pointing = false;
let listening = false;
export function trackInput(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('pointerdown', () => (pointing = true), true);
  document.addEventListener('keydown', () => (pointing = false), true);
}

/** Whether the last input was a pointer rather than a key (`trackInput` must have run). */
export const lastInputWasPointer = (): boolean => pointing;

/** Whether this page has gone from one page of the app to another since it loaded. */
let navigatedInApp = false;
/** The app's router: a page of the app replaced another (a link, a button, Back). */
export function noteNavigationInApp(): void {
  navigatedInApp = true;
}

/** True while `useFocusNext` moves the focus itself: what shows on a user's focus need not. */
let moving = false;
export const focusMovedByBoard = (): boolean => moving;
function moveFocus(el: Item): void {
  moving = true;
  try {
    el.focus({ preventScroll: pointing });
  } finally {
    moving = false;
  }
}

export function useFocusNext<T extends HTMLElement>(
  ref: RefObject<T | null>,
  { signal, candidates, fallback, enabled }: FocusNextOptions,
): void {
  const first = useRef(true);
  useEffect(trackInput, []);
  useEffect(() => {
    // The page just opened: a page loaded afresh keeps the browser's focus; one opened from
    // another page of the app takes focus where it was lost with the control that opened it.
    if (first.current) {
      first.current = false;
      if (!navigatedInApp) return;
    }
    const root = ref.current;
    if (!enabled || !root) return;
    const active = document.activeElement;
    // A button disabled under the focus (a stack once taken from) holds it no better than <body>.
    const lost = active === null || active === document.body || active.matches(':disabled');
    // Focus elsewhere on the page (the log, the map controls...) is the user's: leave it there.
    if (!lost && !root.contains(active)) return;
    for (const selector of candidates) {
      const el = root.querySelector<Item>(selector);
      if (el) {
        if (el !== active) moveFocus(el);
        return;
      }
    }
    const rest = lost ? root.querySelector<Item>(fallback) : null;
    if (rest) moveFocus(rest);
    // Runs on the caller's signal only (every move and choice), not on every render.
  }, signal);
}

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog's keys (on its element): Tab and Shift+Tab go round its own controls, never to
 * the board behind it that it covers; Escape closes it (and goes no further: the board's own
 * Escape would cancel a half-made move).
 */
export function dialogKeys(onClose: () => void) {
  return (event: KeyboardEvent<HTMLElement>): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const dialog = event.currentTarget;
    const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = controls[0];
    const last = controls.at(-1);
    if (!first || !last) return;
    const active = dialog.ownerDocument.activeElement;
    const inside = active instanceof Node && dialog.contains(active);
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  };
}
