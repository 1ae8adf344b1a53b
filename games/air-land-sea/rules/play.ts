/**
 * Playing a card: from hand (Deploy, Improvise, Redeploy's play) or from the deck (Reinforce).
 * A play goes on top of the player's own pile; Containment and Blockade may destroy it as it
 * lands, in which case its ability does not trigger. Moving a card is not a play.
 */
import { AERODROME_MAX_STRENGTH, aerodromeActiveFor, aerodromeAllows } from './abilities/aerodrome';
import { airDropAllows, airDropOnPlay } from './abilities/air-drop';
import { blockadeDestroys } from './abilities/blockade';
import { containmentDestroys } from './abilities/containment';
import { DEPLOY, IMPROVISE, type Action } from './actions';
import type { PublicBoard } from './board';
import { CARDS } from './cards';
import type { AlsState } from './state';
import { THEATERS, type CardId, type Player, type Theater } from './vocabulary';

export type PlayAction = Extract<Action, { type: 'deploy' | 'improvise' }>;

/** Face up goes to the card's own theater, elsewhere only with Air Drop or Aerodrome. */
export function canDeployTo(state: AlsState, player: Player, card: CardId, theater: Theater): boolean {
  return CARDS[card].theater === theater || airDropAllows(state, player) || aerodromeAllows(state, player, card);
}

/** Is this a legal play from the player's hand now (turn rules only, not whose turn it is)? */
export function isLegalPlay(state: AlsState, player: Player, action: PlayAction): boolean {
  if (!state.hands[player].includes(action.card) || !THEATERS.includes(action.theater)) return false;
  return action.type === 'improvise' || canDeployTo(state, player, action.card, action.theater);
}

export function playOptions(state: AlsState, player: Player): PlayAction[] {
  const options: PlayAction[] = [];
  // Looked up once: they do not change while the options are listed.
  const anywhere = airDropAllows(state, player);
  const lowAnywhere = anywhere || aerodromeActiveFor(state, player);
  for (const card of state.hands[player]) {
    const info = CARDS[card];
    const deploy = DEPLOY[card];
    const improvise = IMPROVISE[card];
    if (anywhere || (lowAnywhere && info.strength <= AERODROME_MAX_STRENGTH)) {
      options.push(deploy.air, deploy.land, deploy.sea);
    } else {
      options.push(deploy[info.theater]);
    }
    options.push(improvise.air, improvise.land, improvise.sea);
  }
  return options;
}

export function playFromHand(state: AlsState, player: Player, action: PlayAction): void {
  removeFromHand(state.hands[player], action.card);
  playCard(state, player, action.card, action.theater, action.type === 'deploy');
}

/** Keeps the order of the other cards; cheaper than `splice` on this hot path. */
function removeFromHand(hand: CardId[], card: CardId): void {
  let i = hand.indexOf(card);
  for (; i < hand.length - 1; i++) hand[i] = hand[i + 1] as CardId;
  hand.pop();
}

/** Destroyed cards go face down to the bottom of the deck (first edition: out of the battle). */
function destroy(state: AlsState, card: CardId): void {
  if (state.options.edition === 'first') state.discarded.push(card);
  else state.deck.push(card);
}

/**
 * The card that destroys a card played now to `theater` as it lands (Containment, Blockade), or
 * null. Both look at the board before the card lands; both applying still destroy it once.
 * Public facts only: a board warns with it before the play.
 */
export function destroyedBy(board: PublicBoard, theater: Theater, faceUp: boolean): 'A5' | 'S5' | null {
  if (containmentDestroys(board, faceUp)) return 'A5';
  return blockadeDestroys(board, theater) ? 'S5' : null;
}

export function playCard(state: AlsState, player: Player, card: CardId, theater: Theater, faceUp: boolean): void {
  airDropOnPlay(state, player);
  if (destroyedBy(state, theater, faceUp) !== null) {
    destroy(state, card);
    return;
  }
  state.piles[theater][player].push({ id: card, faceUp });
  if (faceUp && CARDS[card].kind === 'instant') {
    state.queue.push({ type: 'trigger', card, owner: player, theater });
  }
}
