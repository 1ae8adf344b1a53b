/**
 * The game log: what happened, move by move, in words written for this seat (or spectator).
 * Every move is a button: it shows the board as this seat saw it just after that move.
 */
import { Fragment, useEffect, useRef } from 'react';
import { MoveNews } from './MoveNews';

export interface LogItem {
  /** The state id after the move (0: the start). */
  stateID: number;
  lines: readonly string[];
  /** The seat that made the move; undefined for the start and a move not read. */
  player?: string;
}

interface Props {
  items: readonly LogItem[];
  /** The state id shown, or null for the live game. */
  viewing: number | null;
  onSelect: (stateID: number) => void;
  /** Moves made before this page opened could not be read. */
  incomplete: boolean;
  /** The live game's seat (null: a spectator), told of the others' moves while the log is out of sight; undefined: no news. */
  viewer?: string | null;
}

export function GameLog({ items, viewing, onSelect, incomplete, viewer }: Props) {
  const shown = useRef<HTMLLIElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const last = items.at(-1)?.stateID;
  const focus = viewing ?? last;
  // The move shown stays in sight in the log: the newest while the game goes on, else the one
  // picked. The log's own list scrolls, never the page (scrollIntoView scrolled the window too:
  // with the log below the fold, every move took the board and its prompt up off the screen).
  // Also when earlier moves come in above it: a page opened on a match gets the moves before the
  // newest from the server's history after it shows, and they pushed the newest out of sight (QA,
  // on a phone: the log opened on the first moves, the board on the fifth).
  useEffect(() => {
    const item = shown.current?.getBoundingClientRect();
    const box = list.current;
    if (!item || !box) return;
    const { top, bottom } = box.getBoundingClientRect();
    if (item.top < top) box.scrollTop -= top - item.top;
    else if (item.bottom > bottom) box.scrollTop += Math.min(item.bottom - bottom, item.top - top);
  }, [focus, items.length]);
  return (
    <section className="game-log" aria-label="Game log">
      {viewer !== undefined && viewing === null && <MoveNews newestEntry={shown} items={items} viewer={viewer} />}
      <h2 className="game-log__title">Game log</h2>
      {incomplete && <p className="hint">Earlier moves could not be loaded.</p>}
      <ol className="game-log__list" ref={list}>
        {items.map((item) => {
          // The newest move of the live game is what the board shows already: said, not offered
          // (QA: pressing it did nothing one could see).
          const now = viewing === null && item.stateID === last;
          return (
            <li key={item.stateID} ref={item.stateID === focus ? shown : undefined}>
              <button
                type="button"
                className={`game-log__entry${now ? ' game-log__entry--now' : ''}`}
                aria-current={viewing === item.stateID ? 'true' : undefined}
                aria-label={`${item.stateID === 0 ? 'Start' : `Move ${item.stateID}`}: ${item.lines.join('. ')}. ${now ? 'The board shows this now.' : 'Show the board at that moment.'}`}
                onClick={() => onSelect(item.stateID)}
              >
                {/* The spaces between the parts (siblings: each part's own text is trimmed) keep the
                  visible text a part of the name, word for word; the start's dot and the newest's
                  "now" are drawn by CSS. */}
                <span className={`game-log__number${item.stateID === 0 ? ' game-log__number--start' : ''}`} aria-hidden="true">
                  {item.stateID === 0 ? '' : item.stateID}
                </span>{' '}
                <span className="game-log__lines" aria-hidden="true">
                  {item.lines.map((line, i) => (
                    <Fragment key={i}>
                      {i > 0 && ' '}
                      <span className={i === 0 ? 'game-log__line' : 'game-log__line game-log__line--after'}>{line}</span>
                    </Fragment>
                  ))}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
