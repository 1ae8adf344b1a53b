/** Where cards are on the board and the primitive changes to it (flip, move). */
import { CARDS } from './cards';
import type { AlsState, PlacedCard } from './state';
import { THEATERS, type ByPlayer, type ByTheater, type CardId, type Player, type Theater } from './vocabulary';

/**
 * The board as every view shows it too (a face-down card's id may be hidden): what the rules that
 * need only public facts read, so a board can tell in advance what they will do.
 */
export interface PublicBoard {
  theaters: readonly Theater[];
  piles: ByTheater<ByPlayer<readonly { id: CardId | null; faceUp: boolean }[]>>;
}

export function position(state: Pick<PublicBoard, 'theaters'>, theater: Theater): number {
  return state.theaters.indexOf(theater);
}

/** Adjacency is by position in the row: the middle touches both ends, the ends do not touch. */
export function areAdjacent(state: Pick<PublicBoard, 'theaters'>, a: Theater, b: Theater): boolean {
  return Math.abs(position(state, a) - position(state, b)) === 1;
}

export function adjacentTheaters(state: AlsState, theater: Theater): Theater[] {
  return state.theaters.filter((t) => areAdjacent(state, t, theater));
}

export function uncovered(state: AlsState, theater: Theater, owner: Player): PlacedCard | undefined {
  const pile = state.piles[theater][owner];
  return pile[pile.length - 1];
}

/** Cards in a theater, both sides ("occupied" counts both players' cards). */
export function cardCount(state: PublicBoard, theater: Theater): number {
  return state.piles[theater]['0'].length + state.piles[theater]['1'].length;
}

export interface Location {
  theater: Theater;
  owner: Player;
  index: number;
  card: PlacedCard;
}

export function locate(state: AlsState, id: CardId): Location | null {
  // Called several times per action: plain index loops, no allocation unless found.
  for (let t = 0; t < THEATERS.length; t++) {
    const theater = THEATERS[t] as Theater;
    const side = state.piles[theater];
    for (let o = 0; o < 2; o++) {
      const owner: Player = o === 0 ? '0' : '1';
      const pile = side[owner];
      for (let index = 0; index < pile.length; index++) {
        const card = pile[index] as PlacedCard;
        if (card.id === id) return { theater, owner, index, card };
      }
    }
  }
  return null;
}

/** The theater where card `id` lies face up (its ongoing ability in effect), if it does. */
export function faceUpTheater(board: PublicBoard, id: CardId): Theater | undefined {
  for (const theater of THEATERS) {
    for (const owner of ['0', '1'] as const) if (board.piles[theater][owner].some((card) => card.faceUp && card.id === id)) return theater;
  }
  return undefined;
}

/** An ongoing ability is in effect while its card is on the board face up, covered or not. */
export function activeOngoing(state: AlsState, id: CardId): Location | null {
  const at = locate(state, id);
  return at && at.card.faceUp ? at : null;
}

/** Flips a card; one turned face up triggers its instant (queued, first in first out). */
export function flipCard(state: AlsState, theater: Theater, owner: Player, index: number): void {
  const card = state.piles[theater][owner][index] as PlacedCard;
  card.faceUp = !card.faceUp;
  if (card.faceUp && CARDS[card.id].kind === 'instant') {
    state.queue.push({ type: 'trigger', card: card.id, owner, theater });
  }
}

/** Moving is not playing: the card goes on top of its owner's pile elsewhere, nothing triggers. */
export function moveCard(state: AlsState, owner: Player, from: Theater, index: number, to: Theater): void {
  const [card] = state.piles[from][owner].splice(index, 1);
  state.piles[to][owner].push(card as PlacedCard);
}
