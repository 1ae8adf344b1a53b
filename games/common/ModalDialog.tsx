/**
 * A board's modal dialog (a battle's or the game's summary): over the board, named by its title,
 * keeping the keyboard (`dialogKeys`: Tab goes round its controls, Escape closes it). Taller than
 * the screen, it scrolls under its buttons, which then carry a shadow: more lies below (QA, on a
 * phone: the list of battles was cut mid-line behind "Play again", with no sign it went on).
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { dialogKeys } from './board-focus';

interface Props {
  /** Classes beside `dialog` (its width, its own layout). */
  className: string;
  /** The id of the heading that names the dialog. */
  titleId: string;
  onClose: () => void;
  children: ReactNode;
}

export function ModalDialog({ className, titleId, onClose, children }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const more = useMoreBelow(box);
  return (
    <div className="overlay" role="presentation">
      <div
        ref={box}
        className={`dialog ${className}${more ? ' dialog--more' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={dialogKeys(onClose)}
      >
        {children}
      </div>
    </div>
  );
}

/** Whether the element's content goes on below what it shows (a pixel's rounding aside). */
function useMoreBelow(box: RefObject<HTMLElement | null>): boolean {
  const [more, setMore] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setMore(element.scrollHeight - element.scrollTop - element.clientHeight > 1);
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    resized?.observe(element);
    for (const child of element.children) resized?.observe(child);
    return () => {
      element.removeEventListener('scroll', measure);
      resized?.disconnect();
    };
  }, [box]);
  return more;
}
