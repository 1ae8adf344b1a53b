/**
 * Shows the learner where to look or click: every element of the board matching the step's
 * selector gets `data-tutorial-target` (drawn by tutorial.css), kept in step as the board redraws
 * (a picked card brings the places it can go). The first one (all of them, where they fit), with
 * as much around it as fits, is scrolled into the part of the screen the step panel leaves free,
 * once each time it changes, so the panel never hides it.
 */
import { useEffect, type RefObject } from 'react';

export const TARGET_ATTRIBUTE = 'data-tutorial-target';

/** How long after a target is revealed its growing still brings it back into sight. */
const SETTLING_MS = 1_000;

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

/** The nearest element holding every target (the target itself when there is one). */
function commonAncestor(targets: readonly Element[], board: Element): Element {
  let common = targets[0]!;
  while (common !== board && !targets.every((el) => common.contains(el))) common = common.parentElement ?? board;
  return common;
}

/**
 * Scrolls the targets with their surroundings into the viewport below `top` (the panel's bottom
 * edge), centred when they fit. A step may point at two things (an area completed and the score
 * it made: QA, on a phone, saw the area with the score under the panel): where they do not fit
 * together, the first goes to the top of the room, so that as much as fits of the rest follows.
 */
function reveal(targets: readonly Element[], board: Element, top: number): void {
  const room = window.innerHeight - top;
  const common = commonAncestor(targets, board);
  const fits = common !== board && common.getBoundingClientRect().height <= room;
  const el = withSurroundings(fits ? common : targets[0]!, board, room);
  const rect = el.getBoundingClientRect();
  if (rect.top >= top && rect.bottom <= window.innerHeight) return;
  const margin = fits ? Math.max(0, (room - rect.height) / 2) : 0;
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
    let targets: Element[] = [];
    let frame = 0;
    // After the frame's other effects: the game log keeps its newest line in sight, and the board
    // moves focus, both of which may scroll the page.
    const revealSoon = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (targets.length > 0) reveal(targets, board, panel.current?.getBoundingClientRect().bottom ?? 0);
      });
    };
    // A target still growing as it was revealed (the map sizes itself to the screen) is revealed
    // again: on a 667 px phone the map's foot stayed under the screen's edge (QA). Only just
    // after: later, a phone's address bar folding away as the learner scrolls resizes it too.
    let revealedAt = 0;
    const resized =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            if (performance.now() - revealedAt < SETTLING_MS) revealSoon();
          });
    const sync = () => {
      const wanted = new Set(selector ? board.querySelectorAll(selector) : []);
      for (const old of board.querySelectorAll(`[${TARGET_ATTRIBUTE}]`)) if (!wanted.has(old)) old.removeAttribute(TARGET_ATTRIBUTE);
      for (const el of wanted) if (!el.hasAttribute(TARGET_ATTRIBUTE)) el.setAttribute(TARGET_ATTRIBUTE, '');
      targets = [...wanted];
      const first = targets[0] ?? null;
      if (first && first !== revealed) {
        if (revealed) resized?.unobserve(revealed);
        revealed = first;
        revealedAt = performance.now();
        resized?.observe(first);
        revealSoon();
      }
    };
    sync();
    // Only elements coming and going matter; the attribute set here is not one.
    const observer = new MutationObserver(sync);
    observer.observe(board, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      resized?.disconnect();
      cancelAnimationFrame(frame);
      for (const old of board.querySelectorAll(`[${TARGET_ATTRIBUTE}]`)) old.removeAttribute(TARGET_ATTRIBUTE);
    };
  }, [root, panel, selector, step]);
}
