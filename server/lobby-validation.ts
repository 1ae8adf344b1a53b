/**
 * Hole 5: boardgame.io's lobby routes accept almost anything (`numPlayers: "3abc"` is 3, a
 * setup that throws is a 500, an unknown game lists as empty, a match answers under any game's
 * name) and answer errors as plain text. This middleware runs before them and refuses bad input
 * with a 4xx JSON error saying what is wrong, before anything is written.
 */
import type { Context, Next } from 'koa';
import type { Game, Server, StorageAPI } from 'boardgame.io';
import { findGame } from '../games';
import { isOver } from './after-commit-pubsub';
import { botLevelOf, botSeatsOf, checkClientSeatData, creatingWith, parseBots, type BotSeats } from './bot-seats';
import { seatCredentialsMatch } from './credentials';
import { ApiError, quoted } from './http-errors';
import { lobbyRoute } from './lobby-route';
import { LIST_FILTERS } from './match-list';
import { checkKeptSeat, checkRematchKeepsSeats, keptNamesOf, keptSeatsOf, openSeatsFor } from './kept-seats';
import { checkClientPlayerData } from './player-binding';
import { requestIdentity } from './player-identity';
import { LONE_SURROGATE } from '../games/common/shown-text';
import { checkName, checkNameFreeAmong } from './player-name';
import { refuseUnknownQueryKeys } from './query-keys';
import { readJsonBody, replaceJsonBody } from './read-body';
import type { SeatChanges } from './seat-change-lock';
import { firstOpenSeat, hasOpenSeat } from './table-guard';

export const BODY_LIMIT_BYTES = 16 * 1024;
/** A seat's `data` is shown to anyone in the public match list, for every seat of every match. */
const PLAYER_DATA_LIMIT = 1024;
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

type Body = Record<string, unknown>;
const isRecord = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);

interface Options {
  games: Game[];
  db: StorageAPI.Async;
  /** A match's seat changes, one at a time: each checked against the seats the last one left. */
  seatChanges: SeatChanges;
  /** The address a request comes from: the creator of a match with computer seats (`bot-pool.ts`). */
  addressOf: (ctx: Context) => string;
  bodyLimitBytes?: number;
}

/** The routes that read a match's seats, change them and write them back (playAgain: `nextMatchID`). */
const SEAT_CHANGES = new Set(['join', 'leave', 'update', 'rename', 'playAgain']);

export function lobbyValidation({ games, db, seatChanges, addressOf, bodyLimitBytes = BODY_LIMIT_BYTES }: Options) {
  const gameNames = games.map((g) => g.name).join(', ');
  return async (ctx: Context, next: Next): Promise<void> => {
    const route = lobbyRoute(ctx.path);
    if (route === 'non-canonical') {
      throw new ApiError(404, `no lobby route ${ctx.path}: lobby paths are spelled exactly /games/<game>[/<matchID>[/<action>]]`);
    }
    if (route?.game === undefined) return next();
    const { game: name, matchID, action } = route;
    const game = games.find((g) => g.name === name);
    if (!game) throw new ApiError(404, `unknown game "${name}"; this server hosts: ${gameNames}`);

    // The list's filters are its only query parameters (`match-list.ts` reads them).
    refuseUnknownQueryKeys(ctx, ctx.method === 'GET' && matchID === undefined ? LIST_FILTERS : []);
    let body: Body = {};
    if (ctx.method === 'POST') {
      const parsed = await readJsonBody(ctx, bodyLimitBytes);
      if (!isRecord(parsed)) throw new ApiError(400, 'request body must be a JSON object');
      body = parsed;
      // For what runs after this and before boardgame.io's route (the players' seat binding).
      ctx.state.lobbyBody = body;
    }

    if (matchID === 'create' && action === undefined) {
      if (ctx.method !== 'POST') return next();
      const numPlayers = checkNewMatch(game, body.numPlayers, body.setupData, body.unlisted);
      const bots = parseBots(name, numPlayers, body.bots);
      return creatingWith({ bots, creator: bots && addressOf(ctx) }, next);
    }
    if (matchID === undefined) return next();
    if (ctx.method === 'POST' && action !== undefined && SEAT_CHANGES.has(action)) {
      // The body is read already: a slow client does not hold the queue.
      const joiner = action === 'join' ? requestIdentity(ctx)?.id : undefined;
      return seatChanges.run(matchID, () => checkMatchRoute(ctx, game, matchID, action, body, next, joiner));
    }
    return checkMatchRoute(ctx, game, matchID, ctx.method === 'POST' ? action : undefined, body, next);
  };

  /**
   * Checks a match's route (`action` undefined: only that the match is the game's) and runs it.
   * `joiner`: for a join, the public id of the player whose token joins, if any.
   */
  async function checkMatchRoute(
    ctx: Context,
    game: Game,
    matchID: string,
    action: string | undefined,
    body: Body,
    next: Next,
    joiner?: string,
  ): Promise<void> {
    const name = game.name!;
    const { metadata } = await db.fetch(matchID, { metadata: true });
    if (!metadata || metadata.gameName !== name) throw new ApiError(404, `no ${name} match ${quoted(matchID)}`);

    switch (action) {
      case 'join': {
        const picked = checkJoin(metadata, body, joiner);
        // Trimmed, as the web app, quick match and player names are: a raw client's "Bo " showed "Bo ’s turn".
        const playerName = (body.playerName as string).trim();
        if (picked !== undefined || playerName !== body.playerName)
          replaceJsonBody(ctx, { ...body, playerName, ...(picked !== undefined && { playerID: picked }) });
        break;
      }
      case 'leave':
        checkPersonSeat(metadata, body, 'leave');
        checkSeatCredentials(metadata, body);
        // Older web apps ask for the check below with `whileFilling`; every leave has it now.
        if (body.whileFilling !== undefined && typeof body.whileFilling !== 'boolean')
          throw new ApiError(400, 'whileFilling must be true or false');
        // A seat is given up only while the table fills. A match is rated for whoever holds its
        // seats at the end, so a seat left once it had begun let a losing player leave the
        // rating (and come back bound, once ahead); boardgame.io also removes a finished match
        // its last player leaves, its replay and records with it.
        if (isOver(metadata)) throw new ApiError(409, 'this match is over: its seats stay with the players who played it');
        if (!hasOpenSeat(metadata)) {
          throw new ApiError(409, 'every seat is taken: the match has begun, and your seat is kept (resign to end it)');
        }
        await next();
        return removeIfOnlyComputersLeft(matchID);
      case 'claim':
        checkPersonSeat(metadata, body, 'claim the win');
        checkSeatCredentials(metadata, body);
        break;
      case 'update':
      case 'rename':
        checkPersonSeat(metadata, body, 'be renamed or changed');
        checkSeatCredentials(metadata, body);
        if (body.newName !== undefined) {
          checkName(body.newName, 'newName');
          checkNameFreeAmong(body.newName, otherNames(metadata, body.playerID));
          const newName = body.newName.trim();
          if (newName !== body.newName) replaceJsonBody(ctx, { ...body, newName });
        }
        checkPlayerData(body.data);
        break;
      case 'playAgain': {
        checkSeatCredentials(metadata, body);
        const numPlayers = checkNewMatch(
          game,
          body.numPlayers ?? Object.keys(metadata.players).length,
          body.setupData ?? metadata.setupData,
          body.unlisted,
        );
        const bots = rematchBots(name, numPlayers, body.bots, metadata);
        const keptFor = keptSeatsOf(metadata, numPlayers, findGame(name)?.seatRoles !== undefined);
        // boardgame.io makes the rematch whenever asked: a player could set it up mid-match (the
        // opponent's seat given to the computer, other options), and the other's Play again took it.
        if (!isOver(metadata)) throw new ApiError(409, 'this match is still being played: Play again makes its rematch once it has ended');
        checkRematchKeepsSeats(metadata, numPlayers, bots, String(body.playerID));
        await forgetGoneRematch(matchID, metadata);
        // A rematch is the same players' next match: unlisted unless asked otherwise. Listed, a
        // passer-by in the lobby took the seat of an opponent still reading the last match's end,
        // whose Play again then found the rematch full (QA).
        const unlisted = body.unlisted === undefined;
        const creator = bots && addressOf(ctx);
        return creatingWith({ bots, creator, unlisted, keptFor, keptNames: keptFor && keptNamesOf(metadata, keptFor) }, next);
      }
      default:
        break;
    }
    return next();
  }

  /**
   * boardgame.io answers Play again with the rematch the match names, made once. A rematch its
   * only seated player left is removed, and the name stayed: every Play again, from either seat,
   * answered a match gone (an attacker's). The name goes, and boardgame.io makes another.
   */
  async function forgetGoneRematch(matchID: string, metadata: Server.MatchData): Promise<void> {
    if (metadata.nextMatchID === undefined) return;
    if ((await db.fetch(metadata.nextMatchID, { metadata: true })).metadata) return;
    const { nextMatchID: _gone, ...rest } = metadata;
    await db.setMetadata(matchID, rest);
  }

  /**
   * boardgame.io removes a match its last player leaves, counting the computer's seats as
   * players: a match left to the computer stayed, listed with its open seats, until the cleanup
   * a week later. (A seat is left only while the table fills: nothing has been played.)
   */
  async function removeIfOnlyComputersLeft(matchID: string): Promise<void> {
    const { metadata } = await db.fetch(matchID, { metadata: true });
    if (!metadata) return;
    const held = Object.values(metadata.players).filter((seat) => seat.name);
    if (held.length > 0 && held.every((seat) => botLevelOf(seat) !== undefined)) await db.wipe(matchID);
  }
}

/** Checks a new match's settings; its seat count. */
function checkNewMatch(game: Game, rawNumPlayers: unknown, setupData: unknown, unlisted: unknown): number {
  const min = game.minPlayers ?? 1;
  const max = game.maxPlayers ?? Number.MAX_SAFE_INTEGER;
  // boardgame.io defaults a missing numPlayers to 2.
  const numPlayers = rawNumPlayers === undefined ? 2 : parseCount(rawNumPlayers);
  if (numPlayers === undefined || numPlayers < min || numPlayers > max) {
    const range = min === max ? `${min}` : `an integer from ${min} to ${max}`;
    throw new ApiError(400, `numPlayers must be ${range} for ${game.name}, got ${quoted(rawNumPlayers)}`);
  }
  if (unlisted !== undefined && typeof unlisted !== 'boolean') throw new ApiError(400, 'unlisted must be true or false');
  let problem: string | undefined;
  try {
    problem = game.validateSetupData?.(setupData, numPlayers);
  } catch (error) {
    problem = error instanceof Error ? error.message : 'malformed';
  }
  if (problem !== undefined) throw new ApiError(400, `invalid setupData for ${game.name}: ${problem}`);
  return numPlayers;
}

/**
 * A rematch's computers: those the request names, else the same seats at the same levels as the
 * match played (play again against the computer), when the seat count is the same.
 */
function rematchBots(gameName: string, numPlayers: number, raw: unknown, played: Server.MatchData): BotSeats | undefined {
  if (raw !== undefined) return parseBots(gameName, numPlayers, raw);
  const bots = botSeatsOf(played.players);
  return Object.keys(played.players).length === numPlayers ? parseBots(gameName, numPlayers, bots) : undefined;
}

function parseCount(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d{1,3}$/.test(value)) return Number(value);
  return undefined;
}

function seatOf(metadata: Server.MatchData, playerID: unknown): Server.PlayerMetadata {
  if (typeof playerID !== 'string' && typeof playerID !== 'number') throw new ApiError(400, 'playerID is required (a seat id such as "0")');
  const seat = Object.prototype.hasOwnProperty.call(metadata.players, playerID) ? metadata.players[Number(playerID)] : undefined;
  if (!seat)
    throw new ApiError(404, `no seat ${quoted(String(playerID))} in this match; seats: ${Object.keys(metadata.players).join(', ')}`);
  return seat;
}

/**
 * Whether `bad` finds a key of `value` (parsed JSON, at any depth; an array's indices are no keys)
 * or, unless `keysOnly`, a string value in it.
 */
function holds(value: unknown, bad: (text: string) => boolean, keysOnly = false): boolean {
  if (typeof value === 'string') return !keysOnly && bad(value);
  if (typeof value !== 'object' || value === null) return false;
  const keyed = !Array.isArray(value);
  return Object.entries(value).some(([key, item]) => (keyed && bad(key)) || holds(item, bad, keysOnly));
}

function checkPlayerData(value: unknown): void {
  const text = value === undefined ? undefined : JSON.stringify(value);
  if (text !== undefined && text.length > PLAYER_DATA_LIMIT) {
    throw new ApiError(400, `data must be at most ${PLAYER_DATA_LIMIT} characters of JSON`);
  }
  // PostgreSQL's jsonb, which a metadata write of a finished match reads, refuses both: that write
  // would fail.
  if (holds(value, (t) => t.includes('\u0000') || LONE_SURROGATE.test(t))) {
    throw new ApiError(400, 'data may not hold a NUL character or a lone UTF-16 surrogate');
  }
  // JSON.parse makes "__proto__" an own key: stored, it would hand a forged `player` or `bot` to
  // any later code that copies a seat's data with Object.assign or a merge (an attacker's).
  if (holds(value, (key) => PROTOTYPE_KEYS.has(key), true)) {
    throw new ApiError(400, 'data may not use the keys __proto__, constructor or prototype');
  }
  checkClientSeatData(value);
  checkClientPlayerData(value);
}

/** The names of the match's seats other than `playerID`'s. */
const otherNames = (metadata: Server.MatchData, playerID: unknown): (string | undefined)[] =>
  Object.values(metadata.players)
    .filter((seat) => String(seat.id) !== String(playerID))
    .map((seat) => seat.name);

/** Checks a join; the seat it takes when it names none, else undefined. */
function checkJoin(metadata: Server.MatchData, body: Body, joiner: string | undefined): string | undefined {
  checkName(body.playerName, 'playerName');
  checkPlayerData(body.data);
  let picked: string | undefined;
  if (body.playerID === undefined || body.playerID === null) {
    const first = firstOpenSeat(metadata);
    if (!first) throw new ApiError(409, 'this match is full', 'full');
    // Not boardgame.io's pick (the first open seat) when that one is kept for another player: a
    // rematch's second player, naming no seat, was refused theirs for the first player's (an attacker's).
    picked = openSeatsFor(metadata, joiner)[0] ?? String(first.id);
    checkKeptSeat(metadata, picked, joiner);
  } else {
    const seat = seatOf(metadata, body.playerID);
    const level = botLevelOf(seat);
    if (level) throw new ApiError(409, `seat "${body.playerID}" is played by the computer (${level}): nobody can join it`);
    if (seat.name) throw new ApiError(409, `seat "${body.playerID}" is already taken`);
    checkKeptSeat(metadata, String(body.playerID), joiner);
  }
  checkNameFreeAmong(body.playerName, otherNames(metadata, picked ?? body.playerID));
  return picked;
}

/** The computer's seat never leaves, nor changes its name or data: nobody holds its credentials. */
function checkPersonSeat(metadata: Server.MatchData, body: Body, what: string): void {
  const level = botLevelOf(seatOf(metadata, body.playerID));
  if (level) throw new ApiError(409, `seat "${body.playerID}" is played by the computer (${level}): it cannot ${what}`);
}

function checkSeatCredentials(metadata: Server.MatchData, body: Body): void {
  const seat = seatOf(metadata, body.playerID);
  if (typeof body.credentials !== 'string' || body.credentials === '') throw new ApiError(403, 'credentials are required');
  if (!seatCredentialsMatch(body.credentials, seat)) throw new ApiError(403, `wrong credentials for seat "${body.playerID}"`);
}
