/**
 * Move names that are not the game's own. boardgame.io looks a move up with `name in moves`, so
 * a `MAKE_MOVE` named after anything a plain object inherits reaches the reducer: `constructor`
 * runs `Object` as the move (G becomes the move's context object and the match is stored broken:
 * over with no winner, or never answering a sync again), `__proto__` is a no-op that still adds
 * a state and a log entry, `toString` turns G into a string. Only the names a game defines as
 * its own moves (top level, each phase's, each stage's) get through; anything else, including a
 * name that is not a string, is dropped before boardgame.io reads it.
 * A move's arguments must be an array of at most 8 flat values, text at most 32 characters with
 * no control character (every game's moves take short ids and integers: games/common/definition.ts). boardgame.io writes a refused move's arguments into the
 * line it logs, and an object that cannot be made a string (`{ "toString": 1 }`) threw there, an
 * unhandled error per packet (found by the fuzzer, test/server/fuzz.test.ts).
 * A resignation from a socket gives the reason "resigned": the log would otherwise say that a
 * player who resigned was away and lost by a claim (found by the attacker).
 */
import type { Game } from 'boardgame.io';
import { RESIGN } from '../games/common/resign';
import { holdsControls } from '../games/common/shown-text';
import type { PacketGuard } from './socket-guards';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The most arguments, and the longest text, a move may have: every game's moves take at most five
 * short ids and integers. boardgame.io writes a refused move's arguments into the server's log:
 * 60 KB a packet flooded it, and a newline in an argument wrote a line that passed for the
 * server's own (an attacker's).
 */
const MAX_ARGS = 8;
const MAX_TEXT = 32;

const isFlat = (value: unknown) =>
  value === null ||
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  (typeof value === 'string' && value.length <= MAX_TEXT && !holdsControls(value));

/** Own keys only (`Object.keys`): what a game's author wrote, never what every object inherits. */
const ownKeys = (map: unknown): string[] => (isRecord(map) ? Object.keys(map) : []);

/** The move maps of a turn's stages. */
const stageMoves = (turn: { stages?: unknown } | undefined): unknown[] =>
  ownKeys(turn?.stages).map((stage) => (turn!.stages as Record<string, { moves?: unknown }>)[stage]!.moves);

/** Every move name the game defines itself, wherever it is defined. */
export function ownMoveNames(game: Game): Set<string> {
  const maps: unknown[] = [game.moves, ...stageMoves(game.turn)];
  for (const name of ownKeys(game.phases)) {
    const phase = game.phases![name]!;
    maps.push(phase.moves, ...stageMoves(phase.turn));
  }
  const names = new Set(maps.flatMap(ownKeys));
  // Such a name would pass here, yet in a phase or stage that does not define it boardgame.io
  // would find the inherited property and run it.
  const shadowing = [...names].filter((name) => name in Object.prototype);
  if (shadowing.length > 0) throw new Error(`${game.name}: move names must not be Object.prototype properties: ${shadowing.join(', ')}`);
  return names;
}

export function moveGuard(game: Game): PacketGuard {
  const allowed = ownMoveNames(game);
  return ([event, action]) => {
    if (event !== 'update' || !isRecord(action) || action.type !== 'MAKE_MOVE') return true;
    if (!isRecord(action.payload)) return false;
    const { type: name, args } = action.payload;
    // A player resigns as "resigned"; "away" is the server's to say (claim-win.ts), never a socket's.
    if (name === RESIGN && !(Array.isArray(args) && args.length === 1 && args[0] === 'resigned')) return false;
    return typeof name === 'string' && allowed.has(name) && Array.isArray(args) && args.length <= MAX_ARGS && args.every(isFlat);
  };
}
