/**
 * S1 Transport (instant, optional): move one of your cards (any: covered or not, face up or
 * down, Transport itself included) to a different theater. Moving is not playing.
 */
import { moveCard } from '../board';
import type { Action } from '../actions';
import type { AlsState, Choice } from '../state';
import { THEATERS, type Player } from '../vocabulary';
import { askIfPossible, type ResolveInstant } from './instant';

export const resolveTransport: ResolveInstant = (state, trigger) => {
  const choice: Choice = { kind: 'transport', player: trigger.owner, source: trigger.card };
  return askIfPossible(choice, transportMoves(state, trigger.owner).length);
};

export function transportMoves(state: AlsState, player: Player): Action[] {
  const moves: Action[] = [];
  for (const from of THEATERS) {
    const pile = state.piles[from][player];
    for (let index = 0; index < pile.length; index++) {
      for (const to of THEATERS) if (to !== from) moves.push({ type: 'transport', from, index, to });
    }
  }
  return moves;
}

export function chooseTransport(state: AlsState, player: Player, action: Extract<Action, { type: 'transport' }>): void {
  moveCard(state, player, action.from, action.index, action.to);
}
