/**
 * S4 Redeploy (instant). Revised: you may return one of your face-down cards (covered ones too)
 * to your hand; if you do, you at once play a card (Deploy or Improvise, not Withdraw), which may
 * be the returned card. First edition: returning is mandatory and, instead of playing at once,
 * the owner gains an extra turn (taken when the owner's next turn ends; see `turn.ts`).
 */
import type { Action } from '../actions';
import type { AlsState, Choice } from '../state';
import { THEATERS, type Player } from '../vocabulary';
import { askIfPossible, type ResolveInstant } from './instant';

export const resolveRedeploy: ResolveInstant = (state, trigger) => {
  const choice: Choice = { kind: 'redeploy', player: trigger.owner, source: trigger.card };
  return askIfPossible(choice, faceDownCards(state, trigger.owner).length);
};

export function faceDownCards(state: AlsState, player: Player): Extract<Action, { type: 'redeploy' }>[] {
  const cards: Extract<Action, { type: 'redeploy' }>[] = [];
  for (const theater of THEATERS) {
    const pile = state.piles[theater][player];
    pile.forEach((card, index) => {
      if (!card.faceUp) cards.push({ type: 'redeploy', theater, index });
    });
  }
  return cards;
}

export function canDeclineRedeploy(state: AlsState): boolean {
  return state.options.edition !== 'first';
}

export function chooseRedeploy(state: AlsState, player: Player, action: Extract<Action, { type: 'redeploy' }>): void {
  const [card] = state.piles[action.theater][player].splice(action.index, 1);
  if (!card) throw new Error('redeploy: no card at that position');
  state.hands[player].push(card.id);
  if (state.options.edition === 'first') {
    state.extraTurns[player] += 1;
  } else {
    // Part of Redeploy itself, so it goes before any instant queued meanwhile.
    state.queue.unshift({ type: 'redeployPlay', player });
  }
}
