/** Words for the board: seats and roles, faces, and what the game is waiting for. */
import { inWords } from '../../common/log';
import type { FaceDef, OptionName, Player, Role, View } from '../rules';

export const ROLE_NAMES: Record<Role, string> = { land: 'Land', sea: 'Sea', cartographer: 'Cartographer' };
export const EDGE_NAMES = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;

export interface Seats {
  /** The seat the board is drawn for, or null for a spectator. */
  me: Player | null;
  /** The seat the board calls "you": `me`, unless the board is drawn for someone else (`named`). */
  you: Player | null;
  players: Player[];
  name: (p: Player) => string;
  role: (p: Player) => Role;
  /** "You (Land)", "Ann (Sea)", "Computer 1 (easy, Sea)". */
  label: (p: Player) => string;
  /** "Your" for the viewer, "Ann’s" for another seat. */
  whose: (p: Player) => string;
}

/**
 * "Ann" and "(Land)"; a computer's name has its brackets already, and the part goes in them:
 * "Computer 1" and "(easy, Land)", as the lobby says it ("Computer 1 (easy) (Land)" read as two
 * asides). Only the computer's names begin with "Computer" (the server refuses such a name to a
 * person). Two parts, so that a panel may cut a long name short and never the note.
 */
export function nameAndNote(name: string, note: string): [name: string, note: string] {
  const computer = /^(Computer.*) \(([^()]+)\)$/.exec(name);
  return computer ? [computer[1]!, `(${computer[2]}, ${note})`] : [name, `(${note})`];
}

/**
 * `named`: the board is drawn for someone who is not the viewer's player (`AppBoardProps.named`).
 * `seat`: the page's seat, when `G` may be the spectators' view (`AppBoardProps.seat`).
 */
export function seatsFor(G: View, names: Partial<Record<string, string>>, named = false, seat?: string): Seats {
  const players = G.roles.map((_, i) => String(i) as Player);
  const you = named ? null : (G.viewer ?? players.find((p) => p === seat) ?? null);
  const name = (p: Player) => {
    if (p === you) return 'You';
    const given = names[p];
    return given && given.trim() !== '' ? given : `Player ${Number(p) + 1}`;
  };
  const role = (p: Player) => G.roles[Number(p)] as Role;
  return {
    me: G.viewer,
    you,
    players,
    name,
    role,
    label: (p) => nameAndNote(name(p), ROLE_NAMES[role(p)]).join(' '),
    whose: (p) => (p === you ? 'Your' : `${name(p)}’s`),
  };
}

/** A face in words, turned by `rotation`: its land and sea edges and what it bears. */
export function describeFace(face: FaceDef, rotation = 0): string {
  const at = (terrain: 'L' | 'S') =>
    [0, 1, 2, 3, 4, 5]
      .filter((e) => face.edges[(e - rotation + 6) % 6] === terrain)
      .map((e) => EDGE_NAMES[e])
      .join(' ');
  const parts = [`land ${at('L') || 'none'}`, `sea ${at('S') || 'none'}`];
  const split = face.segments.filter((s) => s.terrain === 'L').length > 1 || face.segments.filter((s) => s.terrain === 'S').length > 1;
  if (split) parts.push(`${face.segments.length} separate areas`);
  const bonus = face.segments.reduce((n, s) => n + s.bonus, 0);
  if (bonus > 0) parts.push(`${bonus} bonus`);
  if (face.mountain.length > 0) parts.push('mountains');
  if (face.coral.length > 0) parts.push('corals');
  if (face.caravan) parts.push('caravan');
  if (face.ship) parts.push('ship');
  if (face.action === 'playAgain') parts.push('Play Again');
  if (face.action === 'steal') parts.push('Steal');
  return parts.join(', ');
}

/** The edges in words, by edge number (0 = north, then clockwise). */
export const EDGE_WORDS = ['north', 'north-east', 'south-east', 'south', 'south-west', 'north-west'] as const;

/** The options' names, as the lobby's form, the board's header and the legend say them. */
export const OPTION_LABELS: Record<OptionName, string> = {
  mountainsAndCorals: 'Mountains & corals',
  caravansAndShips: 'Caravans & ships',
  waypoints: 'Waypoints',
};

/** What the tiles' symbols are called: the legend's words, and an inspected tile's. */
export const SYMBOL_NAMES = {
  mountain: 'Mountain (on land)',
  coral: 'Coral (on sea)',
  caravan: 'Caravan',
  ship: 'Ship',
  bonusL: 'Bonus on land (black X)',
  bonusS: 'Bonus on sea (white X)',
  playAgain: 'Play Again',
  steal: 'Steal',
  volcano: 'Volcano',
  whirlpool: 'Whirlpool',
} as const;

/** What an action symbol makes its player do (How to play says it; an inspected tile too). */
export const ACTION_RULES = {
  playAgain: 'play your other tile at once (at most two tiles a turn).',
  steal: "take a tile from another player's hand, choosing by its public face; never a player's last tile, and not playable this turn.",
} as const;

/**
 * A face in full sentences, turned by `rotation`, one line per fact: each piece of land or sea
 * by the edges it reaches and its bonus symbols, then mountains, corals, caravan, ship, action.
 */
export function faceLines(face: FaceDef, rotation = 0): string[] {
  const edges = (list: readonly number[]) => {
    const words = list
      .map((e) => (e + rotation) % 6)
      .sort((a, b) => a - b)
      .map((e) => EDGE_WORDS[e]);
    return `${words.join(', ')} edge${words.length === 1 ? '' : 's'}`;
  };
  const lines = face.segments.map((segment) => {
    const land = segment.terrain === 'L';
    const bonus = segment.bonus > 0 ? `; ${SYMBOL_NAMES[land ? 'bonusL' : 'bonusS']} ×${segment.bonus}` : '';
    return `${land ? 'Land' : 'Sea'}: ${segment.edges.length === 6 ? 'all six edges' : edges(segment.edges)}${bonus}`;
  });
  if (face.mountain.length > 0) lines.push(`${SYMBOL_NAMES.mountain}: ${edges(face.mountain)}`);
  if (face.coral.length > 0) lines.push(`${SYMBOL_NAMES.coral}: ${edges(face.coral)}`);
  if (face.caravan) lines.push(`${SYMBOL_NAMES.caravan} on its land`);
  if (face.ship) lines.push(`${SYMBOL_NAMES.ship} on its sea`);
  if (face.action) lines.push(`${SYMBOL_NAMES[face.action]}: ${ACTION_RULES[face.action]}`);
  return lines;
}

/** Who plays `role`: with 4 players a team's two seats. */
const membersOf = (seats: Seats, role: Role): string[] => seats.players.filter((p) => seats.role(p) === role).map(seats.name);

/** The names that share a role's score ("Ada & Bob"). */
export function teamOf(seats: Seats, role: Role): string {
  return membersOf(seats, role).join(' & ');
}

/**
 * Who won, names first: "Computer 1 (easy) wins as Sea" (role first, a computer's name had nested
 * brackets: "Sea (Computer 1 (easy))").
 */
export function winnerText(G: View, seats: Seats): string {
  const entries = Object.entries(G.score) as [Role, number][];
  const best = Math.max(...entries.map(([, v]) => v));
  const leaders = entries.filter(([, v]) => v === best).map(([r]) => r);
  if (leaders.length === entries.length) return `A draw at ${best} points.`;
  // With 3 players two may tie above the third: the match is a draw for all three (outcome.ts), and
  // the line says why, naming the two.
  if (leaders.length > 1) {
    const side = (r: Role) =>
      `${seats.you !== null && seats.role(seats.you) === r ? 'you' : membersOf(seats, r).join(' & ')} (${ROLE_NAMES[r]})`;
    const tied = leaders.map(side);
    return `A draw: ${inWords(tied)} tie for the most points (${best}).`;
  }
  const role = leaders[0] as Role;
  const members = membersOf(seats, role);
  if (seats.you !== null && seats.role(seats.you) === role) return `You win as ${ROLE_NAMES[role]} with ${best} points!`;
  return `${members.join(' & ')} ${members.length > 1 ? 'win' : 'wins'} as ${ROLE_NAMES[role]} with ${best} points.`;
}

/** The prompt of each step to its player (exported for the phone test: each fits three lines at 375 px). */
export const MY_STEP: Record<View['step'], string> = {
  draft: 'Draft: take the top tile of a stack.',
  place: 'Your turn: pick a tile, flip and rotate it, then choose a highlighted hex.',
  playAgain: 'Play Again: place your other tile.',
  steal: 'Steal: take a tile from another player — you see only its public face.',
  // What a waypoint is for, not only where it goes (QA: a newcomer could not tell); in three
  // lines on a phone (the rules page says that it comes back, and when).
  waypoint: 'Waypoint: put yours on a highlighted segment, or skip. Whoever completes its area scores 1.',
  replenish: 'Refill your hand: take the top tile of a stack.',
  over: 'The game is over.',
};

const THEIR_STEP: Record<View['step'], string> = {
  draft: 'is drafting a tile',
  place: 'is placing a tile',
  playAgain: 'plays again',
  steal: 'is stealing a tile',
  waypoint: 'may place a waypoint',
  replenish: 'is taking a tile',
  over: '',
};

/** The step of a turn, named (a position of the past asks nothing). */
const STEP_NAMES: Record<Exclude<View['step'], 'over'>, string> = {
  draft: 'drafting a tile',
  place: 'placing a tile',
  playAgain: 'playing again',
  steal: 'stealing a tile',
  waypoint: 'a waypoint to place or skip',
  replenish: 'taking a tile',
};

/**
 * One line: whose decision it is and what it is. On a position of the past (`past`: history, a
 * replay, a review) the viewer's own decision is named, not asked for: nothing can be played.
 */
export function promptText(G: View, seats: Seats, past = false): { text: string; mine: boolean } {
  if (G.step === 'over') return { text: `Game over. ${winnerText(G, seats)}`, mine: false };
  const mine = seats.you !== null && G.current === seats.you;
  if (mine && past) return { text: `Your turn: ${STEP_NAMES[G.step]}.`, mine: false };
  if (mine) return { text: MY_STEP[G.step], mine };
  return { text: `${seats.label(G.current)} ${THEIR_STEP[G.step]}…`, mine };
}
