/**
 * One decision on the board, seen from the seat's side with every card or tile revealed (the
 * match is over): as it stood, after the move played, or after the better move, with each move
 * told in the game log's words and both win chances.
 */
import { useState } from 'react';
import type { SomeGame } from '../../games/common/definition';
import type { GameModule } from '../play/game-module';
import { PositionBoard } from '../play/PositionBoard';
import type { DecisionMoves } from './decision-moves';
import { MARK_NAMES, percent, type ListedDecision } from './MarkedDecisions';
import { asAdvice } from '../app/advice';

type Shown = 'before' | 'played' | 'better';

interface Props {
  Board: GameModule['Board'];
  definition: SomeGame;
  seat: string;
  /** The seat this browser played, if any: only that one is "you" on the board. */
  ownSeat: string | undefined;
  names: Record<string, string>;
  item: ListedDecision;
  moves: DecisionMoves;
}

export function DecisionBoard({ Board, definition, seat, ownSeat, names, item, moves }: Props) {
  const [shown, setShown] = useState<Shown>('played');
  const { evaluation } = item;
  const choice = shown === 'better' && moves.better ? moves.better : shown === 'played' ? moves.played : null;
  const state = choice ? (choice.after ?? moves.before) : moves.before;
  const options: { value: Shown; label: string }[] = [
    { value: 'before', label: 'Before' },
    { value: 'played', label: 'Played' },
    ...(moves.better ? [{ value: 'better' as const, label: 'Better' }] : []),
  ];
  return (
    <section className="review-board" aria-labelledby="review-board-title">
      <h2 id="review-board-title">
        Decision {item.index + 1} · {item.chapter}
        {evaluation.mark && ` · ${MARK_NAMES[evaluation.mark]}`}
      </h2>
      <p>
        Win chance with the move played: <strong>{percent(evaluation.played.win)}</strong>
        {moves.better ? (
          <>
            ; with the better move: <strong>{percent(evaluation.best.win)}</strong> ({Math.round(evaluation.drop * 100)} points more).
          </>
        ) : (
          ' — the best move the search found.'
        )}
      </p>
      <div className="review-board__toggle" role="group" aria-label="Show the board">
        {options.map((o) => (
          <button key={o.value} type="button" aria-pressed={shown === o.value} onClick={() => setShown(o.value)}>
            {o.label}
          </button>
        ))}
      </div>
      <div className="review-board__moves" aria-live="polite">
        {shown === 'before' ? (
          <p>The board as it stood when the move was chosen.</p>
        ) : (
          <>
            <p className="review-board__caption">{shown === 'better' ? 'The better move:' : 'The move played:'}</p>
            <ul className="review-board__lines">
              {choice!.lines.map((line, i) => (
                // The better move was not played: said as advice, as in the list.
                <li key={i}>{shown === 'better' && i === 0 ? asAdvice(line) : line}</li>
              ))}
            </ul>
            {choice!.effects.length > 0 && <p className="review-board__effects">What it changes: {choice!.effects.join('; ')}.</p>}
          </>
        )}
      </div>
      <div className="review-board__view">
        <PositionBoard
          Board={Board}
          G={definition.reveal(state.G, seat)}
          ctx={state.ctx}
          perspective={seat}
          ownSeat={ownSeat}
          names={names}
          stateID={state._stateID}
        />
      </div>
    </section>
  );
}
