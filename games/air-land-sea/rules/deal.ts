/** Dealing a battle: 6 cards each, the other 6 face down as the deck; battle-local state reset. */
import { shuffleInPlace, type Rng } from '../../common/random';
import type { AlsState } from './state';
import { CARD_IDS, type CardId } from './vocabulary';

export interface Deal {
  hands: [CardId[], CardId[]];
  deck: CardId[];
}

/** Clears the board and seats a deal (random unless given); the 1st Player moves first. */
export function seatCards(state: AlsState, rng: Rng, deal?: Deal): void {
  if (deal) {
    state.hands = { '0': [...deal.hands[0]], '1': [...deal.hands[1]] };
    state.deck = [...deal.deck];
  } else {
    const cards = shuffleInPlace([...CARD_IDS], rng);
    state.hands = { '0': cards.slice(0, 6), '1': cards.slice(6, 12) };
    state.deck = cards.slice(12);
  }
  state.discarded = [];
  state.piles = {
    air: { '0': [], '1': [] },
    land: { '0': [], '1': [] },
    sea: { '0': [], '1': [] },
  };
  state.queue = [];
  state.choice = null;
  state.airDrop = { '0': 'none', '1': 'none' };
  state.extraTurns = { '0': 0, '1': 0 };
  state.current = state.firstPlayer;
}
