/**
 * What a move does, as a hint and the review say it ("it completes a 5-tile land area: you score
 * 5"): the points it scores now, for the player's side and for the others, the open area of the
 * side's own terrain it grows, the symbol it sets off, and for a tile taken what its shown side
 * can complete next. All of it is read from the map and the scores, which are public,
 * and from the tile the player placed, which is their own: nothing rests on the deal of what they
 * cannot see.
 */
import type { SeenMove } from '../common/log';
import { gains, newlyCompleted, placedKey, ROLE_NAMES, SOURCE_NAMES } from './log';
import { legalActionsInView, mapAreas, type HandTileView, type MapArea, type Player, type Role, type View } from './rules';

const TERRAIN_NAMES = { L: 'land', S: 'sea' } as const;

/** "you score 5" for the player's own side (their team, with 4), "Sea scores 5" for another. */
const scorer = (role: Role, mine: Role, points: number) => (role === mine ? `you score ${points}` : `${ROLE_NAMES[role]} scores ${points}`);

function completions(before: View, after: View, mine: Role): string[] {
  return newlyCompleted(before, after).map((area) => {
    const bonus = area.bonus > 0 ? `, and its bonus ${area.bonus === 1 ? 'symbol scores' : `symbols score ${area.bonus}`} for you` : '';
    return `it completes a ${area.tiles.length}-tile ${TERRAIN_NAMES[area.terrain]} area: ${scorer(area.owner, mine, area.points)}${bonus}`;
  });
}

/** Points the move scored besides areas and their bonus symbols (ranges, caravans and ships, waypoints, routes). */
function otherPoints(before: View, after: View, mine: Role): string[] {
  return gains(before, after)
    .filter((g) => g.points > 0 && g.source !== 'areas' && g.source !== 'bonus')
    .map((g) => `${scorer(g.role, mine, g.points)} for ${SOURCE_NAMES[g.source]}`);
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

/** The tile a take added to the player's hand (their own: they see both its faces). */
function taken(before: View, after: View, me: Player): Extract<HandTileView, { tile: string }> | undefined {
  const held = new Set(before.hands[Number(me)]?.map((t) => t.tile));
  return after.hands[Number(me)]?.find((t): t is Extract<HandTileView, { tile: string }> => t.tile !== null && !held.has(t.tile));
}

/**
 * What a tile just taken can do with its shown side up, placed next on the map as it is now: the
 * most the side would score, if it can complete an area of the player's. Only the shown side: the
 * other one is the deal's (and the map may change before the player's next placement).
 */
function takenSideReason(before: View, after: View, me: Player, mine: Role): string[] {
  const tile = taken(before, after, me);
  if (tile === undefined) return [];
  const hands = after.hands.map((hand, seat) => (seat === Number(me) ? [tile] : hand));
  const placing: View = { ...after, viewer: me, hands, step: 'place', current: me, placedThisTurn: 0 };
  // Complete on the map now: read once, not once per placement tried.
  const done = new Set(
    mapAreas(after.board, after.inventory)
      .filter((a) => a.complete)
      .map((a) => a.id),
  );
  let best: { net: number; area: MapArea; bonus: number } | undefined;
  for (const action of legalActionsInView(placing)) {
    if (action.type !== 'place' || action.face !== tile.up) continue;
    const board = { ...after.board, [`${action.q},${action.r}`]: { tile: tile.tile, face: action.face, rotation: action.rotation } };
    const completed = mapAreas(board, after.inventory).filter((a) => a.complete && !done.has(a.id));
    const own = completed.filter((a) => a.owner === mine);
    const bonus = completed.reduce((n, a) => n + a.bonus, 0);
    const net = own.reduce((n, a) => n + a.points, 0) + bonus - completed.filter((a) => a.owner !== mine).reduce((n, a) => n + a.points, 0);
    const area = own.sort((a, b) => b.points - a.points)[0];
    if (area !== undefined && net > 0 && (best === undefined || net > best.net)) best = { net, area, bonus };
  }
  if (best === undefined) return [];
  const { area, bonus } = best;
  const symbols = bonus > 0 ? ` + ${bonus} for bonus symbols` : '';
  return [
    `its shown side can complete a ${area.tiles.length}-tile ${TERRAIN_NAMES[area.terrain]} area of yours next: you would score ${area.points}${symbols}`,
  ];
}

/** The symbol on the face placed, when it acts now: another placement, or a steal. */
function actionReason(after: View, me: Player): string[] {
  if (after.current !== me) return [];
  if (after.step === 'playAgain') return ['its Play Again symbol lets you place your other tile now'];
  if (after.step === 'steal') return ['its Steal symbol lets you take a tile from another hand'];
  return [];
}

export function reasons(before: View, after: View, move: SeenMove): string[] {
  const me = move.player as Player;
  const mine = before.roles[Number(me)];
  if (mine === undefined) return [];
  if (move.move === 'take') return takenSideReason(before, after, me, mine);
  const placed = placedKey(before, after);
  return [
    ...completions(before, after, mine),
    ...otherPoints(before, after, mine),
    ...(placed === undefined ? [] : growth(before, after, placed, mine)),
    ...(move.move === 'place' ? actionReason(after, me) : []),
  ];
}
