/**
 * A uniformly random legal action, for random playouts (bots, benchmarks): the same
 * distribution as picking from `legalActions`, but a placement is drawn without allocating
 * the few hundred actions a mid-game hand has.
 */
import { legalActions } from './legal-actions';
import { randomPlacement } from './placement';
import type { Action, State } from './state';
import { handOf } from './turn-flow';
import { pick, type Rng } from '../../common/random';
import type { Player } from './vocabulary';

export function randomAction(state: State, player: Player, rng: Rng): Action | null {
  if (state.step === 'over' || player !== state.current) return null;
  if (state.step === 'place' || state.step === 'playAgain') return randomPlacement(state, handOf(state, player), rng);
  if (state.step === 'draft' || state.step === 'replenish') {
    const [first, second] = state.stacks;
    const stack = first.length === 0 ? 1 : second.length === 0 ? 0 : rng() < 0.5 ? 0 : 1;
    return { type: 'take', stack };
  }
  return pick(rng, legalActions(state, player));
}
