/** The flip shared by Maneuver, Ambush and both halves of Disrupt: one uncovered card turns over. */
import { adjacentTheaters, flipCard } from '../board';
import type { Action } from '../actions';
import type { AlsState, Choice } from '../state';
import { PLAYERS, THEATERS, type Theater } from '../vocabulary';
import { askIfPossible } from './instant';

export type FlipChoice = Extract<Choice, { kind: 'flip' }>;

export function flipOptions(state: AlsState, choice: FlipChoice): Action[] {
  const theaters: readonly Theater[] = choice.near === null ? THEATERS : adjacentTheaters(state, choice.near);
  const owners = choice.ownOnly ? [choice.player] : PLAYERS;
  const options: Action[] = [];
  for (const theater of theaters) {
    for (const owner of owners) {
      if (state.piles[theater][owner].length > 0) options.push({ type: 'flip', theater, owner });
    }
  }
  return options;
}

export function askFlip(state: AlsState, choice: FlipChoice): Choice | null {
  return askIfPossible(choice, flipOptions(state, choice).length);
}

export function chooseFlip(state: AlsState, action: Extract<Action, { type: 'flip' }>): void {
  const pile = state.piles[action.theater][action.owner];
  flipCard(state, action.theater, action.owner, pile.length - 1);
}
