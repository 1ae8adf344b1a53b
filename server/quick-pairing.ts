/**
 * Who sits with whom: the choice among the tickets waiting in one queue (one game, one player
 * count), pure, so its order is tested on its own (`test/server/quick-pairing.test.ts`).
 *
 * A table is the ticket being served (the anchor) and the others it agrees with: options equal,
 * or "any" on one side (`agreedOptions`). When players have ratings (an injected lookup; none by
 * default), the closest rating is preferred, and two players sit together only while their
 * ratings differ by at most the tolerance, which widens with the time the longer-waiting of them
 * has waited: nobody waits forever for a perfect opponent. A ticket without a rating agrees with
 * any rating. Among equals, whoever waited longest comes first. Two tickets of one player (the
 * same seat data: two tabs, or a second request) never sit together: a match against oneself
 * takes a real opponent's place and rates nothing.
 */
import { agreedOptions, type QuickOptions } from './quick-requests';

export interface Candidate {
  id: string;
  options: QuickOptions;
  /** The player's rating for this game, when known. */
  rating?: number;
  /** When the ticket joined the queue (ms). */
  since: number;
  /** Who asks, when known (the seat data that binds the seat to a player), as text. */
  player?: string;
}

export interface Tolerance {
  /** The rating difference allowed at once. */
  base: number;
  /** What it widens by for each second waited. */
  perSecond: number;
}

/** Glicko-2 ratings start at 1500 with a deviation of 350: 150 at once, 500 after 23 s. */
export const DEFAULT_TOLERANCE: Tolerance = { base: 150, perSecond: 15 };

const distance = (a: Candidate, b: Candidate) => (a.rating === undefined || b.rating === undefined ? 0 : Math.abs(a.rating - b.rating));

/** May these two sit together now? */
function closeEnough(a: Candidate, b: Candidate, now: number, tolerance: Tolerance): boolean {
  const waited = Math.max(0, now - Math.min(a.since, b.since)) / 1000;
  return distance(a, b) <= tolerance.base + tolerance.perSecond * waited;
}

/**
 * The table for `anchor` among `waiting` (the anchor itself may be in the list): the anchor
 * first, then up to `seats - 1` others, closest rating first. A full table when `seats` people
 * agree; with `partial`, as many as agree (the computer takes the other seats); else undefined.
 */
export function chooseTable(
  anchor: Candidate,
  waiting: readonly Candidate[],
  seats: number,
  now: number,
  { partial = false, tolerance = DEFAULT_TOLERANCE }: { partial?: boolean; tolerance?: Tolerance } = {},
): Candidate[] | undefined {
  const others = waiting
    .filter((c) => c.id !== anchor.id && closeEnough(anchor, c, now, tolerance))
    .sort((a, b) => distance(anchor, a) - distance(anchor, b) || a.since - b.since || (a.id < b.id ? -1 : 1));
  const table = [anchor];
  for (const candidate of others) {
    if (table.length >= seats) break;
    if (candidate.player !== undefined && table.some((member) => member.player === candidate.player)) continue;
    if (agreedOptions([...table, candidate].map((c) => c.options)) === undefined) continue;
    if (!table.every((member) => closeEnough(member, candidate, now, tolerance))) continue;
    table.push(candidate);
  }
  return table.length === seats || partial ? table : undefined;
}
