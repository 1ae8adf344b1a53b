/**
 * A decision on the board: the match's state when the seat decided, after the move it played and
 * after the better move the search found (applied to the real state with boardgame.io's reducer:
 * legal there, since it was legal in the seat's view of it), each move told in the game log's
 * own words, from the seat's side, with what each changed for the seat (the game's reasons, as a
 * hint gives them).
 */
import type { State } from 'boardgame.io';
import type { SomeGame } from '../../games/common/definition';
import { seatNames } from '../../games/common/log';
import type { MoveCall } from '../../games/common/move-call';
import type { MoveApplier, ReplayDecision } from '../../games/common/replay-decisions';
import type { Evaluation } from '../../games/common/review';

export interface ShownMove {
  /** The state after the move, or null where the game refused it. */
  after: State | null;
  /** The game log's lines for the move (its first says what was played). */
  lines: readonly string[];
  /** What the move changed for the seat, as a hint says it ("it takes Air, 6 to 4"); none if nothing it can name. */
  effects: readonly string[];
}

export interface DecisionMoves {
  before: State;
  played: ShownMove;
  /** Null when the move played was the best one (or the decision forced). */
  better: ShownMove | null;
}

export function decisionMoves(
  definition: SomeGame,
  apply: MoveApplier,
  states: readonly State[],
  decision: Pick<ReplayDecision, 'moveIndex' | 'played'>,
  evaluation: Evaluation,
  seat: string,
  names: Readonly<Record<string, string>>,
): DecisionMoves {
  const before = states[decision.moveIndex]!;
  const words = seatNames(seat, names);
  const seen = definition.reveal(before.G, seat);
  const show = (move: MoveCall, after: State | undefined): ShownMove => {
    if (!after)
      return {
        after: null,
        lines: [`${move.move}(${move.args.map((a) => JSON.stringify(a)).join(', ')}): the game refused it here.`],
        effects: [],
      };
    const now = definition.reveal(after.G, seat);
    const made = { player: seat, ...move };
    return { after, lines: definition.describe(seen, now, made, words), effects: definition.reasons(seen, now, made) };
  };
  const played = show(decision.played, states[decision.moveIndex + 1]);
  const better = evaluation.forced || evaluation.same ? null : show(evaluation.best.move, apply(before, evaluation.best.move, seat));
  return { before, played, better };
}
