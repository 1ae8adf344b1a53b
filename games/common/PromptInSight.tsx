/**
 * The board's prompt again, pinned to the top of the screen, while the prompt itself has scrolled
 * out of sight (QA, on a phone: a player who picked a card down in the hand saw only outlines on
 * the theaters, the instruction saying what they were having scrolled away). Words only, and
 * hidden from assistive technology: the prompt itself is the live region they read. Shown on
 * narrow screens only (web/styles.css), where the board is taller than the screen.
 */
import type { RefObject } from 'react';
import { useInSight } from './use-in-sight';

export function PromptInSight({ prompt, text, mine }: { prompt: RefObject<HTMLElement | null>; text: string; mine: boolean }) {
  // A prompt scrolled all but a line away is as good as gone (its copy then lies over what is left of it).
  const away = !useInSight(prompt, 0.99);
  if (!away) return null;
  return (
    <p className={`prompt-in-sight${mine ? ' prompt-in-sight--mine' : ''}`} aria-hidden="true">
      {text}
    </p>
  );
}
