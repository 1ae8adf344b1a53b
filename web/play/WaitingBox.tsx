/**
 * The box a match page shows while its table fills (the share link, Leave). It goes once the last
 * seat is taken; if focus was in it (on Leave, in its question, on Copy), focus moves to the
 * board's prompt, where the game now begins (a visitor's: to Watch it), instead of falling back
 * to the top of the page.
 */
import { useRef, type ReactNode } from 'react';
import { useFocusHandedOn } from './focus-when-shown';

export function WaitingBox({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusHandedOn(ref);
  return (
    <div className="waiting" role="status" ref={ref}>
      {children}
    </div>
  );
}
