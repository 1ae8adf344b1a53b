/**
 * Land vs Sea's log for people: the lines one viewer reads for a move, written from that
 * viewer's views before and after it: what was taken, placed or stolen, every area it
 * completed and every point it scored (by rule), the Volcano, the end of the draft and of the
 * game. Tiles in hands and stacks are public only by their public face, so lines name none.
 */
import { inWords, sentence, whose, type SeatNames, type SeenMove } from '../common/log';
import { mapAreas, type Player, type Role, type ScoreSource, type View } from './rules';
import { VOLCANO_TILE_ID } from './rules/vocabulary';

export const ROLE_NAMES: Record<Role, string> = { land: 'Land', sea: 'Sea', cartographer: 'Cartographer' };

/** What each rule's points are called in a line. */
export const SOURCE_NAMES: Record<ScoreSource, string> = {
  areas: 'areas',
  bonus: 'bonus symbols',
  ranges: 'mountains & corals', // the option's own name
  adjacency: 'caravans & ships',
  waypoints: 'waypoints returned', // the point is for returning one, not for having it
  routes: 'trade routes',
};

/** A hex "q,r" as every line, hint and label names it: "(q, r)". */
export const hexName = (key: string) => `(${key.replace(',', ', ')})`;

/** The hex "q,r" a placement filled, if one: read from the map, as the others do not see the move's arguments. */
export function placedKey(before: View, after: View): string | undefined {
  return Object.keys(after.board).find((k) => !before.board[k] && after.board[k]?.tile !== VOLCANO_TILE_ID);
}

function placedAt(before: View, after: View): string {
  const key = placedKey(before, after);
  return key === undefined ? 'the map' : hexName(key);
}

function moveLine(before: View, after: View, move: SeenMove, names: SeatNames): string {
  const player = move.player as Player;
  const who = names.who(player);
  const their = who === 'you' ? 'your' : 'their';
  const args = (move.args ?? []) as number[];
  switch (move.move) {
    case 'take':
      return `${who} took a tile from stack ${(args[0] ?? 0) + 1}${before.step === 'draft' ? ' (draft)' : ''}`;
    case 'place': {
      // One's own tile by its slot and face, as the hand names them (QA: a hint said only where,
      // "Place a tile at (0, -5)"). Only for the placer: to the others it was "a tile".
      const [slot, face] = args;
      const held = who === 'you' && slot !== undefined ? before.hands[Number(player)]?.[slot] : undefined;
      // A Play Again's tile is the one left, renumbered 1: "your tile 1" twice in a turn (QA).
      const name = before.step === 'playAgain' ? 'your other tile' : `your tile ${slot! + 1}`;
      const which = held?.tile ? `${name}, its ${face === held.up ? 'public' : 'private'} face,` : 'a tile';
      return `${who} placed ${which} at ${placedAt(before, after)}`;
    }
    case 'steal':
      // Which tile, as the players' panel names it: a hint to steal said only from whom (QA).
      return args.length > 1 ? `${who} stole ${whose(names, String(args[0]))} tile ${(args[1] ?? 0) + 1}` : `${who} stole a tile`;
    case 'placeWaypoint':
      return `${who} placed ${their} waypoint at ${hexName(`${args[0] ?? 0},${args[1] ?? 0}`)}`;
    case 'skipWaypoint':
      // A waypoint still in supply was not kept anywhere: it stays in hand.
      return before.waypoints[player] ? `${who} kept ${their} waypoint where it was` : `${who} did not place ${their} waypoint`;
    default:
      return `${who}: ${move.move}`;
  }
}

/** Points each role gained by each rule between two views. */
export function gains(before: View, after: View): { role: Role; source: ScoreSource; points: number }[] {
  const found: { role: Role; source: ScoreSource; points: number }[] = [];
  for (const [role, bySource] of Object.entries(after.scoreBy) as [Role, Partial<Record<ScoreSource, number>>][]) {
    for (const [source, points] of Object.entries(bySource) as [ScoreSource, number][]) {
      const gained = points - (before.scoreBy[role]?.[source] ?? 0);
      if (gained !== 0) found.push({ role, source, points: gained });
    }
  }
  return found;
}

/** The seats playing a role, by name ("you", "Ann & Bob"). */
function playersOf(view: View, role: Role, names: SeatNames): string {
  return view.roles
    .map((r, seat) => (r === role ? names.who(String(seat)) : null))
    .filter((n): n is string => n !== null)
    .join(' & ');
}

/** The areas complete on `after`'s map that were not on `before`'s. */
export function newlyCompleted(before: Pick<View, 'board' | 'inventory'>, after: Pick<View, 'board' | 'inventory'>) {
  const was = new Set(
    mapAreas(before.board, before.inventory)
      .filter((a) => a.complete)
      .map((a) => a.id),
  );
  return mapAreas(after.board, after.inventory).filter((a) => a.complete && !was.has(a.id));
}

function scoringLines(before: View, after: View, mover: Player, names: SeatNames): string[] {
  const lines: string[] = [];
  const completed = newlyCompleted(before, after);
  const completer = ROLE_NAMES[after.roles[Number(mover)] ?? 'land'];
  for (const area of completed) {
    const terrain = area.terrain === 'L' ? 'land' : 'sea';
    const bonus = area.bonus > 0 ? `, ${completer} +${area.bonus} bonus` : '';
    lines.push(
      `${names.who(mover)} completed a ${area.tiles.length}-tile ${terrain} area: ${ROLE_NAMES[area.owner]} +${area.points}${bonus}`,
    );
  }
  // What the completions above do not say: ranges, caravans and ships, waypoints, trade routes.
  const other = gains(before, after).filter((g) => g.source !== 'areas' && g.source !== 'bonus');
  if (other.length > 0)
    lines.push(
      `Scored: ${other.map((g) => `${playersOf(after, g.role, names)} as ${ROLE_NAMES[g.role]} +${g.points} for ${SOURCE_NAMES[g.source]}`).join(', ')}`,
    );
  return lines;
}

function scoreLine(view: View): string {
  return `Score: ${(Object.entries(view.score) as [Role, number][]).map(([role, points]) => `${ROLE_NAMES[role]} ${points}`).join(', ')}`;
}

function endLine(view: View, names: SeatNames): string {
  const entries = Object.entries(view.score) as [Role, number][];
  const best = Math.max(...entries.map(([, points]) => points));
  const leaders = entries.filter(([, points]) => points === best).map(([role]) => role);
  if (leaders.length === entries.length) return `The game ends in a draw at ${best} points`;
  if (leaders.length > 1) {
    const tied = leaders.map((role) => `${playersOf(view, role, names)} as ${ROLE_NAMES[role]}`);
    return `The game ends in a draw: ${inWords(tied)} tie for the most points (${best})`;
  }
  const role = leaders[0] as Role;
  return `${playersOf(view, role, names)} won the game as ${ROLE_NAMES[role]} with ${best} points`;
}

/**
 * The symbol a placed tile showed and what it makes its placer do next: without it, a computer's
 * Play Again read as two placements in a row, and a steal came with no reason (QA).
 */
function symbolLine(before: View, after: View, move: SeenMove, names: SeatNames): string | undefined {
  if (move.move !== 'place' || after.step === before.step) return undefined;
  const who = names.who(move.player as Player);
  const you = who === 'you';
  if (after.step === 'playAgain') return `Play Again: ${who} ${you ? 'play your' : 'plays their'} other tile`;
  if (after.step === 'steal') return `Steal: ${who} ${you ? 'take' : 'takes'} a tile from another player’s hand`;
  return undefined;
}

export function describe(before: View, after: View, move: SeenMove, names: SeatNames): string[] {
  const lines = [moveLine(before, after, move, names)];
  const volcano = Object.entries(after.board).find(([key, placed]) => placed.tile === VOLCANO_TILE_ID && !before.board[key]);
  if (volcano) lines.push(`The Volcano filled the hole at ${hexName(volcano[0])}`);
  const scoring = scoringLines(before, after, move.player as Player, names);
  lines.push(...scoring);
  if (scoring.length > 0 || after.step === 'over') lines.push(scoreLine(after));
  const symbol = symbolLine(before, after, move, names);
  if (symbol) lines.push(symbol);
  if (before.step === 'draft' && after.step !== 'draft' && after.step !== 'over') {
    lines.push(`The draft is over: ${names.who(after.current)} place${names.who(after.current) === 'you' ? '' : 's'} first`);
  }
  if (after.step === 'over') lines.push(endLine(after, names));
  return lines.map(sentence);
}

export function describeStart(view: View, names: SeatNames): string[] {
  const roles = view.roles.map((role, seat) => `${names.who(String(seat))} ${ROLE_NAMES[role]}`).join(', ');
  const lines = [sentence(`${view.numPlayers} players: ${roles}. The draft begins: each takes 2 tiles`)];
  // With 4, two seats share each role: said at the start, not first at the end's "Ann & Cy win".
  if (view.numPlayers === 4) {
    const team = (role: Role) =>
      view.roles
        .map((r, seat) => (r === role ? names.who(String(seat)) : null))
        .filter((name): name is string => name !== null)
        .join(' and ');
    lines.push(`Teams: ${team('land')} play Land, ${team('sea')} play Sea; each team scores together`);
  }
  // The third role's points come from rules of its own: said at the start, where a player who
  // joined by a link (and never saw the new-game form or the rules page) looks first (QA).
  const cartographer = view.roles.indexOf('cartographer');
  if (cartographer >= 0) {
    const who = names.who(String(cartographer));
    const verb = (base: string) => (who === 'you' ? base : `${base}s`);
    // And what every player scores, the Cartographer too (QA: the line read as if that were all).
    lines.push(
      `${sentence(who)} ${verb('score')} whenever anyone links mountains or corals, and for every trade route that ties; ` +
        `and, as Land and Sea do, for the bonus symbols of the areas ${who} ${verb('complete')}, a caravan or ship ${who} ` +
        `${verb('place')} next to another, and a waypoint ${whose(names, String(cartographer))} tile brings home`,
    );
  }
  return lines;
}
