/**
 * Seats played by the computer. `POST /games/<game>/create` may name some seats in
 * `bots: { "<seat>": "easy" | "medium" | "hard" }`; each is taken at creation by the server's
 * search bot at that level: a name ("Computer (hard)"), credentials only the server holds, and
 * `data: { bot: level }` so the lobby and the boards can tell a computer's seat (boardgame.io
 * strips credentials from every answer, and our match list does the same).
 *
 * The seats are written with the match itself, in the one `createMatch` of boardgame.io's route
 * (a `RequestScope` carries the validated `bots` from the lobby's validation down to it, with a
 * rematch's listing), so nobody can see the match with those seats still free, let alone join one.
 *
 * `data.bot` is the computer's mark: a client may not write it (join and update refuse it), or
 * a player could have the server play their seat, or pass for the computer in the lists.
 */
import type { Server, StorageAPI } from 'boardgame.io';
import { findGame } from '../games';
import { computerName, isLevel, type Level } from '../games/common/levels';
import type { Seats, ServerStorage } from './after-commit-pubsub';
import { ForwardingStorage } from './forwarding-storage';
import { KEPT_KEY, KEPT_NAMES_KEY, type KeptNames, type KeptSeats } from './kept-seats';
import { ApiError, quoted } from './http-errors';
import { RequestScope } from './request-scope';
import { randomToken } from './secure-random';

/** Seat id ("0", "1", ...) to the level of the computer that plays it. */
export type BotSeats = Readonly<Record<string, Level>>;

/** The key of a seat's `data` that marks the computer's seats. */
export const BOT_DATA_KEY = 'bot';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The level of the computer playing `seat`, or undefined for a person's seat (or an empty one). */
export function botLevelOf(seat: Pick<Server.PlayerMetadata, 'data' | 'credentials'> | undefined): Level | undefined {
  const level = isRecord(seat?.data) ? seat.data[BOT_DATA_KEY] : undefined;
  return isLevel(level) && typeof seat?.credentials === 'string' ? level : undefined;
}

/** The computer's seats of a match, by seat id. */
export function botSeatsOf(seats: Seats): Record<string, Level> {
  const bots: Record<string, Level> = {};
  for (const seat of Object.values(seats)) {
    const level = botLevelOf(seat);
    if (level) bots[String(seat.id)] = level;
  }
  return bots;
}

/**
 * The `bots` of a new match, checked: seats of the match, levels the game offers, and at least
 * one seat left to a person (a match of computers only would play itself on the server's CPU).
 */
export function parseBots(gameName: string, numPlayers: number, raw: unknown): BotSeats | undefined {
  if (raw === undefined) return undefined;
  const levels = findGame(gameName)?.levels ?? [];
  const offered = levels.map((l) => `"${l}"`).join(', ');
  if (!isRecord(raw)) throw new ApiError(400, `bots must be an object of seat ids to levels, e.g. { "1": "easy" }`);
  const seats = Object.keys(raw);
  for (const seat of seats) {
    if (!/^\d{1,2}$/.test(seat) || Number(seat) >= numPlayers || String(Number(seat)) !== seat) {
      throw new ApiError(400, `bots: no seat ${quoted(seat)} in a match of ${numPlayers} players (seats "0" to "${numPlayers - 1}")`);
    }
    const level = raw[seat];
    if (!isLevel(level) || !levels.includes(level)) {
      throw new ApiError(400, `bots: seat "${seat}" has level ${JSON.stringify(level)}; ${gameName} offers ${offered}`);
    }
  }
  if (seats.length >= numPlayers) throw new ApiError(400, 'bots: at least one seat must be left to a person');
  return seats.length === 0 ? undefined : (raw as BotSeats);
}

/** A seat's `data` a client sends (join, update): the computer's mark is not theirs to write. */
export function checkClientSeatData(data: unknown): void {
  if (isRecord(data) && Object.hasOwn(data, BOT_DATA_KEY)) {
    throw new ApiError(400, `data.${BOT_DATA_KEY} is reserved for the computer's seats`);
  }
}

function seated(metadata: Server.MatchData, bots: BotSeats): Server.MatchData {
  const players = { ...metadata.players };
  const seats = Object.keys(bots)
    .map(Number)
    .filter((id) => players[id])
    .sort((a, b) => a - b);
  seats.forEach((id, order) => {
    const level = bots[String(id)]!;
    const name = computerName(level, seats.length > 1 ? order + 1 : undefined);
    players[id] = { ...players[id]!, name, credentials: randomToken(18), data: { [BOT_DATA_KEY]: level } };
  });
  return { ...metadata, players };
}

/**
 * What a create or a rematch asks of the match it makes beyond boardgame.io's route: computer
 * seats, a rematch's listing (boardgame.io lists a rematch unless its body says `unlisted`,
 * so a quick match's rematch was open to anyone in the public list, seats and all), and a
 * rematch's seats kept for their players (`kept-seats.ts`).
 */
export interface NewMatchTerms {
  bots?: BotSeats;
  /** Who asked for the computer seats (an address): whose line in the bot pool they think in. */
  creator?: string;
  unlisted?: boolean;
  keptFor?: KeptSeats;
  keptNames?: KeptNames;
}

const pending = new RequestScope<NewMatchTerms>();

/**
 * Runs `next` (the rest of the request: boardgame.io's route) so that the match it creates has
 * `terms`, added to those of a run it is called in (the quick route names the creator, the
 * quick match the bots).
 */
export function creatingWith<T>(terms: NewMatchTerms, next: () => Promise<T>): Promise<T> {
  const all = { ...pending.current(), ...terms };
  return all.bots || all.unlisted || all.keptFor || all.creator ? pending.run(all, next) : next();
}

/** A match created with computer seats: the bots' host starts playing it at once. */
export type BotMatchListener = (matchID: string, metadata: Server.MatchData, creator: string | undefined) => void;

/** `storage`, seating the computers a create request asked for in the match it creates. */
export function seatingBots(storage: ServerStorage): ServerStorage & { onBotMatch(listener: BotMatchListener): void } {
  return new BotSeatingStorage(storage);
}

class BotSeatingStorage extends ForwardingStorage {
  private listener: BotMatchListener = () => undefined;

  onBotMatch(listener: BotMatchListener): void {
    this.listener = listener;
  }

  override async createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts): Promise<void> {
    const terms = pending.current();
    if (!terms) return this.inner.createMatch(matchID, opts);
    const listed = terms.unlisted ? { ...opts.metadata, unlisted: true } : opts.metadata;
    const kept = terms.keptFor ? { ...listed, [KEPT_KEY]: terms.keptFor, [KEPT_NAMES_KEY]: terms.keptNames ?? {} } : listed;
    const metadata = terms.bots ? seated(kept, terms.bots) : kept;
    await this.inner.createMatch(matchID, { ...opts, metadata });
    if (terms.bots) this.listener(matchID, metadata, terms.creator);
  }
}
