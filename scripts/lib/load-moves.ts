/**
 * What the load tests' socket bots play (`load.ts`, `load-versus.ts`): a random legal move of
 * the seat from its own view, fighting rather than withdrawing while it can (so matches last
 * a realistic number of moves).
 */
import { definition, toMove, type AlsView } from '../../games/air-land-sea';
import { pick, type Rng } from '../../games/common/random';

/** The part of a state message the bots read. */
export interface SeatState {
  _stateID: number;
  G: AlsView;
  ctx: { gameover?: unknown; currentPlayer: string; activePlayers: Record<string, string> | null };
}

/**
 * Whether boardgame.io lets `playerID` act now. Cheap, where the seat's legal actions from its
 * view take a determinization: a seat works them out only when it is its decision.
 */
export function mayAct({ currentPlayer, activePlayers }: SeatState['ctx'], playerID: string): boolean {
  return activePlayers && Object.keys(activePlayers).length > 0 ? playerID in activePlayers : currentPlayer === playerID;
}

/** The seat's move now, or undefined when it has none. */
export function randomMove(state: SeatState, playerID: string, rng: Rng): ReturnType<typeof toMove> | undefined {
  if (!mayAct(state.ctx, playerID)) return undefined;
  const legal = definition.engine.legalActionsInView(state.G);
  if (legal.length === 0) return undefined;
  const fighting = legal.filter((a) => a.type !== 'withdraw');
  return toMove(pick(rng, fighting.length > 0 ? fighting : legal));
}
