/**
 * The box a match page shows while its table fills (the share link, Leave). It goes once the last
 * seat is taken; if focus was in it (on Leave, in its question, on Copy), focus moves to the
 * board's prompt, where the game now begins, instead of falling back to the top of the page.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';

export function WaitingBox({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    // A component's layout cleanup runs before React takes its elements out: focus is still in it.
    return () => {
      if (!box?.contains(box.ownerDocument.activeElement)) return;
      const page = box.closest('main') ?? box.ownerDocument;
      queueMicrotask(() => page.querySelector<HTMLElement>('.prompt')?.focus());
    };
  }, []);
  return (
    <div className="waiting" role="status" ref={ref}>
      {children}
    </div>
  );
}
