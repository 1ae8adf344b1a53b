/**
 * Why a move is worth making, as a hint says it ("it completes a 5-tile land area: you score 5"):
 * the points it scores now, for the player's side and for the others, and the open area of the
 * side's own terrain it grows. All of it is read from the map and the scores, which are public,
 * and from the tile the player placed, which is their own: nothing rests on the deal of what they
 * cannot see.
 */
import type { SeenMove } from '../common/log';
import { placedKey, ROLE_NAMES, SOURCE_NAMES } from './log';
import { mapAreas, type MapArea, type Player, type Role, type ScoreSource, type View } from './rules';

const TERRAIN_NAMES = { L: 'land', S: 'sea' } as const;

/** "you score 5" for the player's own side (their team, with 4), "Sea scores 5" for another. */
const scorer = (role: Role, mine: Role, points: number) => (role === mine ? `you score ${points}` : `${ROLE_NAMES[role]} scores ${points}`);

function completions(before: View, after: View, mine: Role): string[] {
  const was = new Set(
    mapAreas(before.board, before.inventory)
      .filter((a) => a.complete)
      .map((a) => a.id),
  );
  return mapAreas(after.board, after.inventory)
    .filter((a) => a.complete && !was.has(a.id))
    .map((area) => {
      const bonus = area.bonus > 0 ? `, and its bonus ${area.bonus === 1 ? 'symbol scores' : `symbols score ${area.bonus}`} for you` : '';
      return `it completes a ${area.tiles.length}-tile ${TERRAIN_NAMES[area.terrain]} area: ${scorer(area.owner, mine, area.points)}${bonus}`;
    });
}

/** Points the move scored besides areas and their bonus symbols (ranges, caravans and ships, waypoints, routes). */
function otherPoints(before: View, after: View, mine: Role): string[] {
  const found: string[] = [];
  for (const [role, bySource] of Object.entries(after.scoreBy) as [Role, Partial<Record<ScoreSource, number>>][]) {
    for (const [source, points] of Object.entries(bySource) as [ScoreSource, number][]) {
      const gained = points - (before.scoreBy[role]?.[source] ?? 0);
      if (gained > 0 && source !== 'areas' && source !== 'bonus') found.push(`${scorer(role, mine, gained)} for ${SOURCE_NAMES[source]}`);
    }
  }
  return found;
}

/** The open area of the side's own terrain that the placed tile joined, if it grew one beyond itself. */
function growth(before: View, after: View, placed: string, mine: Role): string[] {
  const earlier = mapAreas(before.board, before.inventory);
  const sizeBefore = (area: MapArea) =>
    Math.max(0, ...earlier.filter((a) => a.tiles.some((t) => area.tiles.includes(t))).map((a) => a.tiles.length));
  return mapAreas(after.board, after.inventory)
    .filter((a) => !a.complete && a.owner === mine && a.tiles.includes(placed) && a.tiles.length > 1)
    .filter((a) => a.tiles.length > sizeBefore(a))
    .map((a) => `it grows your open ${TERRAIN_NAMES[a.terrain]} area to ${a.tiles.length} tiles, worth ${a.points} once completed`);
}

export function reasons(before: View, after: View, move: SeenMove): string[] {
  const mine = before.roles[Number(move.player as Player)];
  if (mine === undefined) return [];
  const placed = placedKey(before, after);
  return [
    ...completions(before, after, mine),
    ...otherPoints(before, after, mine),
    ...(placed === undefined ? [] : growth(before, after, placed, mine)),
  ];
}
