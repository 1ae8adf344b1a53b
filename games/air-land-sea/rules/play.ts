/**
 * Playing a card: from hand (Deploy, Improvise, Redeploy's play) or from the deck (Reinforce).
 * A play goes on top of the player's own pile; Containment and Blockade may destroy it as it
 * lands, in which case its ability does not trigger. Moving a card is not a play.
 */
import { aerodromeAllows } from './abilities/aerodrome';
import { airDropAllows, airDropOnPlay } from './abilities/air-drop';
import { blockadeDestroys } from './abilities/blockade';
import { containmentDestroys } from './abilities/containment';
import type { Action } from './actions';
import { CARDS } from './cards';
import type { AlsState } from './state';
import { THEATERS, type CardId, type Player, type Theater } from './vocabulary';

export type PlayAction = Extract<Action, { type: 'deploy' | 'improvise' }>;

/** Face up goes to the card's own theater, elsewhere only with Air Drop or Aerodrome. */
export function canDeployTo(state: AlsState, player: Player, card: CardId, theater: Theater): boolean {
  return CARDS[card].theater === theater || airDropAllows(state, player) || aerodromeAllows(state, player, card);
}

export function playOptions(state: AlsState, player: Player): PlayAction[] {
  const options: PlayAction[] = [];
  for (const card of state.hands[player]) {
    for (const theater of THEATERS) {
      if (canDeployTo(state, player, card, theater)) options.push({ type: 'deploy', card, theater });
    }
    for (const theater of THEATERS) options.push({ type: 'improvise', card, theater });
  }
  return options;
}

export function playFromHand(state: AlsState, player: Player, action: PlayAction): void {
  const hand = state.hands[player];
  hand.splice(hand.indexOf(action.card), 1);
  playCard(state, player, action.card, action.theater, action.type === 'deploy');
}

/** Destroyed cards go face down to the bottom of the deck (first edition: out of the battle). */
function destroy(state: AlsState, card: CardId): void {
  if (state.options.edition === 'first') state.discarded.push(card);
  else state.deck.push(card);
}

export function playCard(state: AlsState, player: Player, card: CardId, theater: Theater, faceUp: boolean): void {
  airDropOnPlay(state, player);
  // Both checks look at the board before the card lands; both applying still destroys it once.
  if (containmentDestroys(state, faceUp) || blockadeDestroys(state, theater)) {
    destroy(state, card);
    return;
  }
  state.piles[theater][player].push({ id: card, faceUp });
  if (faceUp && CARDS[card].kind === 'instant') {
    state.queue.push({ type: 'trigger', card, owner: player, theater });
  }
}
