/**
 * What a player asks the quick-match queue for (`POST /quick`), checked, and when two such
 * requests may sit at one table.
 *
 * Options are the game's lobby options as its meta names them (`{ "mode": "standard",
 * "targetVP": "12" }`, the values of the new-match form), not raw setupData: the queue compares
 * them, and two spellings of one match (`{}` and every default written out, a 3-player Land vs
 * Sea "without" options the rules force on) must compare equal. So a request's options are made
 * whole (a missing option takes its initial value), each forced option is put at what the rules
 * force or, when the rules make it meaningless (Air, Land & Sea's VP target in beginner mode),
 * left out. `"any"` instead of an object agrees with every request.
 *
 * Ruling: "any" is for the options as a whole; the player count is always one number (the
 * game's first, 2, when left out), since it decides the table and the roles.
 */
import { findGame, GAMES } from '../games';
import type { GameMeta } from '../games/common/meta';
import { effectiveValues, initialValues } from '../games/common/option-values';
import { ApiError, quoted } from './http-errors';
import { checkName } from './player-name';

/** A request's options: every option's value (forced ones as forced), or "any". */
export type QuickOptions = Readonly<Record<string, string>> | 'any';

export interface QuickRequest {
  game: string;
  numPlayers: number;
  options: QuickOptions;
  playerName: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The queue a request waits in: only requests of one game and player count can be seated together. */
export const queueOf = (request: Pick<QuickRequest, 'game' | 'numPlayers'>) => `${request.game}/${request.numPlayers}`;

/** Checks a `POST /quick` body; throws a 400 saying what is wrong. */
export function parseQuickRequest(body: unknown): QuickRequest {
  if (!isRecord(body)) throw new ApiError(400, 'request body must be a JSON object');
  const names = GAMES.map((g) => `"${g.name}"`).join(', ');
  if (typeof body.game !== 'string') throw new ApiError(400, `game is required: one of ${names}`);
  const meta = findGame(body.game);
  if (!meta) throw new ApiError(400, `unknown game "${body.game.slice(0, 40)}"; this server hosts ${names}`);

  const counts = meta.playerCounts;
  const numPlayers = body.numPlayers === undefined ? counts[0]! : body.numPlayers;
  if (typeof numPlayers !== 'number' || !counts.includes(numPlayers)) {
    throw new ApiError(400, `numPlayers must be ${counts.join(' or ')} for ${meta.name}, got ${quoted(body.numPlayers)}`);
  }

  const { playerName } = body;
  checkName(playerName, 'playerName');

  const options = body.options === undefined || body.options === 'any' ? 'any' : canonicalOptions(meta, numPlayers, body.options);
  const extra = Object.keys(body).filter((key) => !['game', 'numPlayers', 'options', 'playerName'].includes(key));
  if (extra.length > 0)
    throw new ApiError(
      400,
      `unknown field ${JSON.stringify(extra[0]!.slice(0, 40))}: a quick match takes game, numPlayers, options and playerName`,
    );
  return { game: meta.name, numPlayers, options, playerName: playerName.trim() };
}

/** A request's options made whole and canonical (see the header); throws a 400 for anything else. */
export function canonicalOptions(meta: GameMeta, numPlayers: number, raw: unknown): Record<string, string> {
  if (!isRecord(raw)) throw new ApiError(400, 'options must be "any" or an object of option values, e.g. { "mode": "standard" }');
  const values = initialValues(meta);
  for (const [key, value] of Object.entries(raw)) {
    const option = meta.options.find((o) => o.key === key);
    if (!option) {
      const keys = meta.options.map((o) => `"${o.key}"`).join(', ');
      throw new ApiError(400, `options: ${meta.name} has no option ${JSON.stringify(key.slice(0, 40))}; its options are ${keys}`);
    }
    if (typeof value !== 'string' || !option.choices.some((c) => c.value === value)) {
      const choices = option.choices.map((c) => `"${c.value}"`).join(', ');
      throw new ApiError(400, `options: ${key} must be one of ${choices}, got ${quoted(value)}`);
    }
    values[key] = value;
  }
  const context = { players: String(numPlayers) };
  const effective = effectiveValues(meta, values, context);
  for (const option of meta.options) {
    const forced = option.forced?.({ ...context, ...values });
    // The rules make it meaningless: two requests differing only there ask for the same match.
    if (forced && forced.value === undefined) delete effective[option.key];
  }
  return effective;
}

/** The game's default options for a table of `numPlayers`, canonical (when every request said "any"). */
export const defaultOptions = (meta: GameMeta, numPlayers: number) => canonicalOptions(meta, numPlayers, {});

const sameOptions = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
};

/**
 * The options a table of these requests would play, or undefined if they disagree: the one
 * specific set they all name ("any" agrees with it), else "any".
 */
export function agreedOptions(options: readonly QuickOptions[]): QuickOptions | undefined {
  let agreed: QuickOptions = 'any';
  for (const o of options) {
    if (o === 'any') continue;
    if (agreed === 'any') agreed = o;
    else if (!sameOptions(agreed, o)) return undefined;
  }
  return agreed;
}
