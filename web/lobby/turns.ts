/**
 * Where each of this browser's matches stands, from the server's `GET /games/<game>/<id>/turn`
 * (public fields only): over (and how it ended for this seat), or whose decision it waits for;
 * and the other seats' holders. The answer is read defensively: a seat is "to play" only when the
 * server names it, and has won or lost only when the server says so.
 */
import { isSeatResult, type SeatResult } from '../../games/common/rating';
import { readMatch, type SeatInfo } from './match-data';
import type { Seat } from './seats';

/** `filling`: the match waits for players (a seat is free); `waiting`: for another seat's move. */
export type Standing = 'over' | 'filling' | 'your-turn' | 'waiting';

/** How one seat's match stands, or null when the answer is not one this page can read. */
export function readStanding(raw: unknown, seat: Pick<Seat, 'matchID' | 'playerID'>): Standing | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { matchID, over, filling, deciding } = raw as Record<string, unknown>;
  if (matchID !== seat.matchID || typeof over !== 'boolean' || !Array.isArray(deciding)) return null;
  if (over) return 'over';
  if (filling === true) return 'filling';
  return deciding.includes(seat.playerID) ? 'your-turn' : 'waiting';
}

/** The seat's result in a finished match's answer, if the answer says it. */
function readResult(raw: unknown, playerID: string): SeatResult | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { results } = raw as Record<string, unknown>;
  if (typeof results !== 'object' || results === null) return undefined;
  const result = (results as Record<string, unknown>)[playerID];
  return isSeatResult(result) ? result : undefined;
}

/** How a match stands for one of its seats, and who holds the others (whom it is against). */
export interface MatchStanding {
  standing: Standing;
  others: SeatInfo[];
  /** Once it is over. */
  result?: SeatResult;
}

export async function fetchStanding(seat: Seat): Promise<MatchStanding | null> {
  const path = `/games/${encodeURIComponent(seat.game)}/${encodeURIComponent(seat.matchID)}/turn`;
  const response = await fetch(new URL(path, window.location.origin));
  if (!response.ok) return null;
  const raw: unknown = await response.json();
  const standing = readStanding(raw, seat);
  if (standing === null) return null;
  const others = (readMatch(raw)?.players ?? []).filter((other) => String(other.id) !== seat.playerID);
  const result = standing === 'over' ? readResult(raw, seat.playerID) : undefined;
  return { standing, others, ...(result ? { result } : {}) };
}
