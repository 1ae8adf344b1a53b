/**
 * The board's prompt again, pinned to the top of the screen, while the prompt itself has scrolled
 * out of sight (QA, on a phone: a player who picked a card down in the hand saw only outlines on
 * the theaters, the instruction saying what they were having scrolled away). Words only, and
 * hidden from assistive technology: the prompt itself is the live region they read. Shown on
 * narrow screens only (web/styles.css), where the board is taller than the screen.
 */
import { useEffect, useState, type RefObject } from 'react';

export function PromptInSight({ prompt, text, mine }: { prompt: RefObject<HTMLElement | null>; text: string; mine: boolean }) {
  const away = useOutOfSight(prompt);
  if (!away) return null;
  return (
    <p className={`prompt-in-sight${mine ? ' prompt-in-sight--mine' : ''}`} aria-hidden="true">
      {text}
    </p>
  );
}

/**
 * Whether the element is not wholly in the viewport: a prompt scrolled all but a line away is
 * as good as gone (its copy then lies over what is left of it).
 */
function useOutOfSight(element: RefObject<HTMLElement | null>): boolean {
  const [away, setAway] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setAway(entry !== undefined && entry.intersectionRatio < 0.99), {
      threshold: [0, 0.99],
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return away;
}
