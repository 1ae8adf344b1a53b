/**
 * The game log: what happened, move by move, in words written for this seat (or spectator).
 * Every move is a button: it shows the board as this seat saw it just after that move.
 */
import { useEffect, useRef } from 'react';

export interface LogItem {
  /** The state id after the move (0: the start). */
  stateID: number;
  lines: readonly string[];
}

interface Props {
  items: readonly LogItem[];
  /** The state id shown, or null for the live game. */
  viewing: number | null;
  onSelect: (stateID: number) => void;
  /** Moves made before this page opened could not be read. */
  incomplete: boolean;
}

export function GameLog({ items, viewing, onSelect, incomplete }: Props) {
  const shown = useRef<HTMLLIElement>(null);
  const last = items.at(-1)?.stateID;
  const focus = viewing ?? last;
  // The move shown stays in sight: the newest while the game goes on, else the one picked.
  useEffect(() => {
    shown.current?.scrollIntoView?.({ block: 'nearest' });
  }, [focus]);
  return (
    <section className="game-log" aria-label="Game log">
      <h2 className="game-log__title">Game log</h2>
      {incomplete && <p className="hint">Earlier moves could not be loaded.</p>}
      <ol className="game-log__list">
        {items.map((item) => (
          <li key={item.stateID} ref={item.stateID === focus ? shown : undefined}>
            <button
              type="button"
              className="game-log__entry"
              aria-current={viewing === item.stateID ? 'true' : undefined}
              aria-label={`${item.stateID === 0 ? 'Start' : `Move ${item.stateID}`}: ${item.lines.join('. ')}. Show the board at that moment.`}
              onClick={() => onSelect(item.stateID)}
            >
              <span className="game-log__number" aria-hidden="true">
                {item.stateID === 0 ? '·' : item.stateID}
              </span>
              <span className="game-log__lines" aria-hidden="true">
                {item.lines.map((line, i) => (
                  <span key={i} className={i === 0 ? 'game-log__line' : 'game-log__line game-log__line--after'}>
                    {line}
                  </span>
                ))}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
