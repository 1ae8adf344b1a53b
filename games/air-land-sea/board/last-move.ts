/**
 * What the last move did to the board, read from the view before and after it (the board keeps
 * the previous position): the card played, flipped or moved is marked and briefly animated, and
 * a card destroyed as it was played is announced. Nothing here is new information: it is the
 * difference between two views the viewer has seen.
 */
import { useRef } from 'react';
import { PLAYERS, THEATERS, type AlsView, type Player, type Theater } from '../rules';

export type Mark = 'played' | 'flipped' | 'moved';

export interface Touched {
  /** By "theater:owner:index". */
  marks: ReadonlyMap<string, Mark>;
  /** A card of this player's was destroyed as it was played (Blockade, Containment). */
  destroyed: Player | null;
}

const NOTHING: Touched = { marks: new Map(), destroyed: null };

export const markKey = (theater: Theater, owner: Player, index: number) => `${theater}:${owner}:${index}`;

export function lastTouched(before: AlsView | undefined, after: AlsView): Touched {
  if (!before || before.battle !== after.battle || before === after) return NOTHING;
  const marks = new Map<string, Mark>();
  let destroyed: Player | null = null;
  for (const p of PLAYERS) {
    const played = after.hands[p].length < before.hands[p].length;
    const grown: Theater[] = [];
    let shrunk = false;
    for (const t of THEATERS) {
      const was = before.piles[t][p];
      const now = after.piles[t][p];
      if (now.length > was.length) grown.push(t);
      else if (now.length < was.length) shrunk = true;
      else now.forEach((card, i) => card.faceUp !== was[i]?.faceUp && marks.set(markKey(t, p, i), 'flipped'));
    }
    for (const t of grown) marks.set(markKey(t, p, after.piles[t][p].length - 1), shrunk && !played ? 'moved' : 'played');
    if (played && grown.length === 0) destroyed = p;
  }
  return { marks, destroyed };
}

/** The last move's marks, kept until the next position arrives. */
export function useLastMove(G: AlsView): Touched {
  const seen = useRef<{ G: AlsView; touched: Touched } | null>(null);
  if (seen.current?.G !== G) seen.current = { G, touched: lastTouched(seen.current?.G, G) };
  return seen.current.touched;
}
