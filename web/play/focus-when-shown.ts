/**
 * Where focus goes when the control that held it leaves the page (the waiting box once the table
 * is full, a Take seat button once the seat is taken): to what the page now offers, as soon as it
 * is shown (a board may first load its code and sync), and only while focus is still nowhere (on
 * the page's body): whatever the person picked meanwhile is left alone.
 */
import { useLayoutEffect, type RefObject } from 'react';

const WAIT_MS = 15_000;

/** The board's prompt, or for a visitor of a full match the panel's first button. */
const NEXT_FOCUS = '.prompt, .join .buttons .primary';

function focusWhenShown(root: ParentNode & Node): void {
  const document = root.ownerDocument ?? (root as Document);
  const tryFocus = (): boolean => {
    const active = document.activeElement;
    if (active && active !== document.body) return true; // focus went somewhere: nothing to do
    const target = root.querySelector<HTMLElement>(NEXT_FOCUS);
    target?.focus();
    return !!target;
  };
  if (tryFocus()) return;
  const observer = new MutationObserver(() => tryFocus() && stop());
  const timer = setTimeout(() => stop(), WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(root, { childList: true, subtree: true });
}

/**
 * When the element of `ref` leaves the page with focus in it, focus goes on (`focusWhenShown`).
 * "In it" includes focus that fell to the page's body from a control of it that was disabled
 * meanwhile (a Take seat or Leave button while its request runs).
 */
export function useFocusHandedOn(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const document = element.ownerDocument;
    let lastInside = element.contains(document.activeElement);
    const noteFocus = (event: FocusEvent) => {
      lastInside = event.target instanceof Node && element.contains(event.target);
    };
    document.addEventListener('focusin', noteFocus);
    // A component's layout cleanup runs before React takes its elements out: focus is still in it.
    return () => {
      document.removeEventListener('focusin', noteFocus);
      const active = document.activeElement;
      const inside = element.contains(active) || (lastInside && (active === null || active === document.body));
      if (!inside) return;
      const page = element.closest('main') ?? document;
      queueMicrotask(() => focusWhenShown(page)); // once the element is gone, and focus with it
    };
  }, [ref]);
}
