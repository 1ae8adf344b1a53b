/**
 * Shows the learner where to look or click: every element of the board matching the step's
 * selector gets `data-tutorial-target` (drawn by tutorial.css), kept in step as the board redraws
 * (a picked card brings the places it can go). The first one, with as much around it as fits, is
 * scrolled into the part of the screen the step panel leaves free, once each time it changes, so
 * the panel never hides it.
 */
import { useEffect, type RefObject } from 'react';

export const TARGET_ATTRIBUTE = 'data-tutorial-target';

/**
 * What to bring into sight for `el`: the largest of it and its ancestors within `board` that fits
 * the room. A step pointing at a pile talks of its theater's score too (QA, on a phone: "your
 * opponent leads Air 5 to 2" showed the pile, with the scores under the panel).
 */
function withSurroundings(el: Element, board: Element, room: number): Element {
  let shown = el;
  for (let up = el.parentElement; up && up !== board && board.contains(up); up = up.parentElement) {
    if (up.getBoundingClientRect().height > room) break;
    shown = up;
  }
  return shown;
}

/** Scrolls `el` with its surroundings into the viewport below `top` (the panel's bottom edge), centred when it fits. */
function reveal(target: Element, board: Element, top: number): void {
  const el = withSurroundings(target, board, window.innerHeight - top);
  const rect = el.getBoundingClientRect();
  const bottom = window.innerHeight;
  if (rect.top >= top && rect.bottom <= bottom) return;
  const room = bottom - top;
  const margin = Math.max(0, (room - rect.height) / 2);
  window.scrollBy({ top: rect.top - top - margin, behavior: 'instant' });
}

export function useHighlight(
  root: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
  selector: string | null,
  /** Changes with the step: the first target is revealed again. */
  step: number,
): void {
  useEffect(() => {
    const board = root.current;
    if (!board) return;
    let revealed: Element | null = null;
    let frame = 0;
    const sync = () => {
      const wanted = new Set(selector ? board.querySelectorAll(selector) : []);
      for (const old of board.querySelectorAll(`[${TARGET_ATTRIBUTE}]`)) if (!wanted.has(old)) old.removeAttribute(TARGET_ATTRIBUTE);
      for (const el of wanted) if (!el.hasAttribute(TARGET_ATTRIBUTE)) el.setAttribute(TARGET_ATTRIBUTE, '');
      const first = wanted.values().next().value ?? null;
      if (first && first !== revealed) {
        revealed = first;
        // After the frame's other effects: the game log keeps its newest line in sight, and the
        // board moves focus, both of which may scroll the page.
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => reveal(first, board, panel.current?.getBoundingClientRect().bottom ?? 0));
      }
    };
    sync();
    // Only elements coming and going matter; the attribute set here is not one.
    const observer = new MutationObserver(sync);
    observer.observe(board, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      for (const old of board.querySelectorAll(`[${TARGET_ATTRIBUTE}]`)) old.removeAttribute(TARGET_ATTRIBUTE);
    };
  }, [root, panel, selector, step]);
}
