/**
 * L1 Reinforce (instant, mandatory): draw the top card of the deck and play it face down on top
 * of your pile in a theater adjacent to Reinforce. Empty deck: nothing happens. The card goes
 * from the deck straight to the board; being a play, Containment and Blockade apply.
 * First edition: you only look at the top card and may play it; declined, it stays on top.
 */
import { adjacentTheaters } from '../board';
import type { Action } from '../actions';
import { playCard } from '../play';
import type { AlsState, Choice } from '../state';
import type { Player } from '../vocabulary';
import type { ResolveInstant } from './instant';

type ReinforceChoice = Extract<Choice, { kind: 'reinforce' }>;

export const resolveReinforce: ResolveInstant = (state, trigger, theater) =>
  state.deck.length === 0 ? null : { kind: 'reinforce', player: trigger.owner, source: trigger.card, theater };

export function reinforceTargets(state: AlsState, choice: ReinforceChoice): Action[] {
  return adjacentTheaters(state, choice.theater).map((theater) => ({ type: 'reinforce', theater }));
}

export function canDeclineReinforce(state: AlsState): boolean {
  return state.options.edition === 'first';
}

export function chooseReinforce(state: AlsState, player: Player, action: Extract<Action, { type: 'reinforce' }>): void {
  const card = state.deck.shift();
  if (!card) throw new Error('reinforce: empty deck');
  playCard(state, player, card, action.theater, false);
}
