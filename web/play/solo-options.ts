/**
 * A solo game's options from its page's query (`/solo/<game>?level=…&players=…&seat=…&seed=…&<options>`):
 * the level, setup, seat count, the seat the person plays, the deal's seed if one is asked, and
 * the key it is kept under in this browser. The solo page and its review read them alike.
 */
import type { State } from 'boardgame.io';
import { computerName, isLevel } from '../../games/common/levels';
import type { GameMeta } from '../../games/common/meta';
import { initialValues } from '../lobby/OptionFields';
import { seatsBySide } from '../lobby/seat-text';

export interface SoloOptions {
  level: string;
  setupData: Record<string, unknown>;
  numPlayers: number;
  /** The person's seat. */
  human: string;
  /**
   * The game's random seed, when the page asks for one (`seed=`): the same deal, and the same
   * computer moves from the same positions, every time (a game to reproduce, to debug, to replay
   * with other moves). Without it each game draws its own.
   */
  seed?: string;
  storageKey: string;
}

/** What boardgame.io draws itself is 10 base-36 characters; anything readable in a URL is taken. */
const SEED = /^[A-Za-z0-9_.-]{1,64}$/;

/** The seed asked for, if it is one (anything else is ignored, as an unknown option value is). */
export function seedOf(query: URLSearchParams): string | undefined {
  const asked = query.get('seed');
  return asked !== null && SEED.test(asked) ? asked : undefined;
}

/** The random seed a game was dealt from (its initial state's), if it has one. */
export function seedOfGame(initial: State | undefined): string | undefined {
  const seed = (initial?.plugins?.random?.data as { seed?: unknown } | undefined)?.seed;
  return typeof seed === 'string' || typeof seed === 'number' ? String(seed) : undefined;
}

/** The seat asked for (`seat=`, so a side: Sea in Land vs Sea), else seat 0; the computer takes every other. */
function humanSeat(query: URLSearchParams, numPlayers: number): string {
  const asked = Number(query.get('seat') ?? 0);
  return Number.isInteger(asked) && asked >= 0 && asked < numPlayers ? String(asked) : '0';
}

function optionValues(entry: GameMeta, query: URLSearchParams): Record<string, string> {
  const values = initialValues(entry);
  for (const option of entry.options) {
    const given = query.get(option.key);
    if (given !== null && option.choices.some((c) => c.value === given)) values[option.key] = given;
  }
  return values;
}

export function soloOptions(entry: GameMeta, query: URLSearchParams): SoloOptions {
  const requested = query.get('level');
  const level =
    isLevel(requested) && entry.levels.includes(requested) ? requested : (entry.levels[Math.floor(entry.levels.length / 2)] ?? '');
  const setupData = entry.setupData(optionValues(entry, query));
  const requestedPlayers = Number(query.get('players'));
  const numPlayers = entry.playerCounts.includes(requestedPlayers) ? requestedPlayers : (entry.playerCounts[0] ?? 2);
  const human = humanSeat(query, numPlayers);
  const seed = seedOf(query);
  // Seat 0's key is the one kept before a seat could be chosen: those games still resume. A
  // seeded game is kept apart: its link must not resume a game of another deal.
  const storageKey =
    `solo:${entry.name}:${numPlayers}:${level}:${JSON.stringify(setupData)}${human === '0' ? '' : `:seat ${human}`}` +
    (seed === undefined ? '' : `:seed ${seed}`);
  return { level, setupData, numPlayers, human, seed, storageKey };
}

/** The match id a solo game is kept under (boardgame.io's Local master keeps one match per key). */
export const SOLO_MATCH_ID = 'solo';

/** The computer seats' names, as the board shows them ("Computer (easy)", "Computer 2 (easy)"). */
export function soloSeatNames(level: string, numPlayers: number, human: string): Record<string, string> {
  const bots = Array.from({ length: numPlayers }, (_, i) => String(i)).filter((seat) => seat !== human);
  return Object.fromEntries(bots.map((s, i) => [s, computerName(level, numPlayers > 2 ? i + 1 : undefined)]));
}

/** "You vs the computer (easy)", "You and 2 computer players (easy)", with a team: "You and a computer partner vs 2 computer players (easy)". */
export function soloPlayersText(entry: GameMeta, numPlayers: number, human: string, level: string): string {
  if (numPlayers === 2) return `You vs the computer (${level})`;
  const seats = Array.from({ length: numPlayers }, (_, id) => ({ id }));
  const partners = (seatsBySide(entry, numPlayers, seats).find((side) => side.some((seat) => String(seat.id) === human))?.length ?? 1) - 1;
  if (partners === 0) return `You and ${numPlayers - 1} computer players (${level})`;
  const team = partners === 1 ? 'a computer partner' : `${partners} computer partners`;
  return `You and ${team} vs ${numPlayers - 1 - partners} computer players (${level})`;
}
