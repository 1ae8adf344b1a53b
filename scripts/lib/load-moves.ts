/**
 * What the load tests' socket bots play (`load.ts`, `load-versus.ts`): a random legal move of
 * the seat from its own view, fighting rather than withdrawing while it can (so matches last
 * a realistic number of moves).
 */
import { definition, toMove, type AlsView } from '../../games/air-land-sea';
import { pick, type Rng } from '../../games/common/random';
import { decidingSeats, type TurnCtx } from '../../games/common/turn';

/** The part of a state message the bots read. */
export interface SeatState {
  _stateID: number;
  G: AlsView;
  ctx: TurnCtx;
}

/**
 * The seat's move now, or undefined when it has none. Whose decision it is comes from the public
 * ctx first: cheap, where the seat's legal actions from its view take a determinization.
 */
export function randomMove(state: SeatState, playerID: string, rng: Rng): ReturnType<typeof toMove> | undefined {
  if (!decidingSeats(state.ctx).includes(playerID)) return undefined;
  // A server of an older commit (`load:versus`) sends views without the battle records.
  const view: AlsView = 'battles' in state.G ? state.G : { ...(state.G as Omit<AlsView, 'battles'>), battles: [] };
  const legal = definition.engine.legalActionsInView(view);
  if (legal.length === 0) return undefined;
  const fighting = legal.filter((a) => a.type !== 'withdraw');
  return toMove(pick(rng, fighting.length > 0 ? fighting : legal));
}
