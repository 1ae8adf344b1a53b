/**
 * The tutorial's panel above the board: where the learner is ("Step 3 of 22"), what the step
 * says (a live region, so a screen reader reads each step as it comes), and what ends it: Next
 * for an explanation, a hint to click the highlighted part of the board for a move, a wait for
 * the opponent's. The last step offers a real game and the rules.
 */
import type { Ref } from 'react';
import { Link } from '../app/Link';
import { rulesPath, soloPath } from '../app/router';

export type StepEnd = 'next' | 'click' | 'opponent' | 'done';

interface Props {
  index: number;
  count: number;
  text: string;
  end: StepEnd;
  onNext: () => void;
  game: string;
  gameTitle: string;
  realGame: Readonly<Record<string, string>>;
  panelRef: Ref<HTMLElement>;
  nextRef: Ref<HTMLButtonElement>;
  /**
   * The board shows a past move, picked in the game log: the step speaks of the live board, so it
   * waits, and the panel stops sticking over the banner that leads back (QA: the step described a
   * board no longer shown, and the banner slid under the panel).
   */
  past?: boolean;
}

const HINTS: Partial<Record<StepEnd, string>> = {
  // Not "on the board": what to pick may be a stack or a player's tile, in a panel beside the map (QA).
  click: 'Pick what is highlighted (tap or click it).',
  opponent: 'Your opponent is playing…',
};

const PAST_TEXT = 'The board shows a past move: the tutorial waits. “Back to the live game”, above, goes on with it.';

export function StepPanel({ index, count, text, end, onNext, game, gameTitle, realGame, panelRef, nextRef, past = false }: Props) {
  return (
    <section className={`tutorial-panel tutorial-panel--${past ? 'past' : end}`} aria-label="Tutorial" ref={panelRef}>
      <div className="tutorial-panel__step" role="status">
        <p className="tutorial-panel__progress">
          Step {index + 1} of {count}
        </p>
        <p className="tutorial-panel__text">{past ? PAST_TEXT : text}</p>
      </div>
      {!past && (
        <div className="tutorial-panel__actions">
          {end === 'next' && (
            <button type="button" className="primary" onClick={onNext} ref={nextRef}>
              Next
            </button>
          )}
          {HINTS[end] && <p className="tutorial-panel__hint">{HINTS[end]}</p>}
          {end === 'done' && (
            <>
              <Link to={soloPath(game, realGame)} className="button primary">
                Play a real game against the computer
              </Link>
              <Link to={rulesPath(game)} className="button">
                Read the rules of {gameTitle}
              </Link>
            </>
          )}
        </div>
      )}
    </section>
  );
}
