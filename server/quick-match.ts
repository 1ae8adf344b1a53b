/**
 * Quick match: a player asks for a game (its options, or "any") and is seated with the next
 * player who asks for the same; if nobody comes, the computer is offered. The HTTP side is
 * `quick-route.ts`; the queue is stored with the matches (`quick-store.ts`); who sits with whom
 * is `quick-pairing.ts`.
 *
 * A ticket is a random secret (192 bits) handed to its holder once, at `enqueue`, and stored as
 * its SHA-256 only. Its holder asks about it (`poll`) every second or so: each ask keeps it alive
 * (one not asked about for `ticketTtlMs` is gone: its page was closed) and tries to pair it, so
 * a table forms as soon as its last player arrives or, with ratings, as soon as the tolerance has
 * widened enough. A matched ticket's seat (match, seat id, credentials) is handed out once, to
 * the first ask after the match was made, and the ticket is then removed.
 *
 * The match is a real one, made as boardgame.io's create makes it (its `createMatch`: the game's
 * setup validation, the unpredictable seed) and stored through the server's storage with its
 * seats already taken: each person's name and fresh credentials, and the computer's seats through
 * the same `creatingWith` path as `POST /games/<game>/create` with `bots` (so the computer
 * starts playing at once, like any match with computer seats). Unlisted: it is nobody else's to
 * join; it has a link, a log and a replay like any other. Seats are dealt at random.
 *
 * Seams for player identities (none by default): `ratingOf` gives a player's rating from the
 * `X-Player-Token` the request carried, for pairing by rating; `seatDataOf` gives what the
 * player's seat `data` should hold (e.g. their public id), written into the seat at creation.
 * Neither the token nor anything derived from it is sent back.
 */
import { createHash, randomInt } from 'node:crypto';
import type { Game, StorageAPI } from 'boardgame.io';
import { createMatch } from 'boardgame.io/internal';
import { findGame } from '../games';
import { isLevel, type Level } from '../games/common/levels';
import { BOT_DATA_KEY, creatingWith, parseBots, type BotSeats } from './bot-seats';
import { ApiError, quoted, RetryLaterError } from './http-errors';
import { distinctName } from './player-name';
import { chooseTable, DEFAULT_TOLERANCE, type Candidate, type Tolerance } from './quick-pairing';
import { agreedOptions, defaultOptions, queueOf, type QuickRequest } from './quick-requests';
import type { MatchedAnswer, QuickAnswer, WaitingAnswer } from './quick-answers';
import type { QuickSeat, QuickStore, StoredTicket } from './quick-store';
import { randomToken } from './secure-random';

/** A player's rating for a game, from their `X-Player-Token`; undefined: unrated. */
export type RatingLookup = (playerToken: string, game: string) => Promise<number | undefined>;
/**
 * What a player's seat `data` holds, from their `X-Player-Token` (and the name they asked to play
 * under, for a player the identities have not met yet); undefined: nothing.
 */
export type SeatDataLookup = (playerToken: string, game: string, playerName: string) => Promise<Record<string, unknown> | undefined>;

export interface QuickMatchOptions {
  store: QuickStore;
  /** The server's storage, seating the computer's seats (`seatingBots`). */
  db: StorageAPI.Async;
  /** The games as the server runs them (secure seed, public setup only). */
  games: Game[];
  botOfferMs: number;
  ticketTtlMs: number;
  /** Tickets one address may have waiting at once (0: no cap). */
  waitingPerAddress: number;
  ratingOf?: RatingLookup;
  seatDataOf?: SeatDataLookup;
  tolerance?: Tolerance;
  now?: () => number;
}

/** Who asks: for the cap per address and the identity seams. */
export interface Asker {
  address: string;
  playerToken?: string;
}

const TICKET = /^[A-Za-z0-9_-]{32}$/;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Ticket secrets are 24 random bytes, 32 characters of base64url. */
export const isTicketShaped = (ticket: string) => TICKET.test(ticket);

const gone = () =>
  new ApiError(
    404,
    'no such quick-match ticket: it expired (nobody asked about it for a while), was cancelled, or its seat was handed out',
  );

/** Fisher–Yates with the OS's randomness: which seat (and role) each player gets. */
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

async function lookedUp<T>(what: string, lookup: () => Promise<T | undefined>): Promise<T | undefined> {
  try {
    return await lookup();
  } catch (error) {
    console.error(`quick match: the player's ${what} could not be looked up:`, error);
    return undefined;
  }
}

export class QuickMatch {
  private readonly now: () => number;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: QuickMatchOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Removes the tickets nobody asks about any more, now and then. */
  start(): void {
    const interval = Math.max(1_000, this.options.ticketTtlMs);
    this.timer = setInterval(() => {
      this.options.store.expire(this.liveSince()).catch((error: unknown) => console.error('quick match: expiry failed:', error));
    }, interval);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private liveSince(): number {
    return this.now() - this.options.ticketTtlMs;
  }

  /** Joins the queue: the new ticket, and at once the match if someone was waiting for it. */
  async enqueue(request: QuickRequest, asker: Asker): Promise<{ ticket: string } & QuickAnswer> {
    const { ratingOf, seatDataOf } = this.options;
    const token = asker.playerToken;
    // An identity that cannot be looked up now plays unrated and without seat data: never refused.
    const rating = token && ratingOf ? await lookedUp('rating', () => ratingOf(token, request.game)) : undefined;
    let data = token && seatDataOf ? await lookedUp('seat data', () => seatDataOf(token, request.game, request.playerName)) : undefined;
    if (data && Object.hasOwn(data, BOT_DATA_KEY)) {
      console.error(`quick match: seat data may not hold "${BOT_DATA_KEY}" (the computer's mark): left out`);
      data = undefined;
    }
    const ticket = randomToken(24);
    const hash = sha256(ticket);
    const added = await this.options.store.add(
      {
        hash,
        queue: queueOf(request),
        request: data ? { ...request, data } : request,
        rating: Number.isFinite(rating) ? rating : undefined,
        address: sha256(`address:${asker.address}`),
        now: this.now(),
      },
      this.options.waitingPerAddress,
      this.liveSince(),
    );
    if (!added) {
      const seconds = Math.ceil(this.options.ticketTtlMs / 1000);
      throw new RetryLaterError(
        `your address already has ${this.options.waitingPerAddress} quick-match tickets waiting (the most it may have): ` +
          `cancel one, or try again in ${seconds} s`,
        seconds,
      );
    }
    return { ticket, ...(await this.poll(ticket)) };
  }

  /** Where a ticket stands; a waiting one is kept alive and tried against the queue. */
  async poll(ticket: string): Promise<QuickAnswer> {
    const hash = sha256(ticket);
    const found = await this.live(hash);
    if (found.seat) return this.handOut(found);
    await this.options.store.seen(hash, this.now(), false);
    const others = await this.pair(found, undefined);
    const after = await this.live(hash);
    return after.seat ? this.handOut(after) : this.waiting(after, others);
  }

  /** Plays the computer now: a match with computer seats at `level` (and, at a larger table, the people waiting for it). */
  async computer(ticket: string, rawLevel: unknown): Promise<MatchedAnswer> {
    const hash = sha256(ticket);
    const found = await this.live(hash);
    const levels = findGame(found.request.game)?.levels ?? [];
    if (!isLevel(rawLevel) || !levels.includes(rawLevel)) {
      throw new ApiError(400, `level must be one of ${levels.map((l) => `"${l}"`).join(', ')}, got ${quoted(rawLevel)}`);
    }
    // Someone came first: their match it is.
    if (found.seat) return this.handOut(found);
    await this.options.store.seen(hash, this.now(), false);
    await this.pair(found, rawLevel);
    const after = await this.live(hash);
    if (!after.seat) throw gone(); // cancelled meanwhile
    return this.handOut(after);
  }

  /** Leaves the queue; a ticket already matched stays (409): its seat waits for it. */
  async cancel(ticket: string): Promise<'removed' | 'matched'> {
    const outcome = await this.options.store.cancel(sha256(ticket));
    if (outcome === 'none') throw gone();
    return outcome;
  }

  /** The page was left (maybe reloaded): out of pairing until its holder asks again, and gone if they never do. */
  async away(ticket: string): Promise<void> {
    if (!(await this.options.store.seen(sha256(ticket), this.now(), true))) throw gone();
  }

  private async live(hash: string): Promise<StoredTicket> {
    const found = await this.options.store.get(hash);
    if (!found || found.seenAt <= this.liveSince()) throw gone();
    return found;
  }

  private async handOut(ticket: StoredTicket): Promise<MatchedAnswer> {
    const seat = await this.options.store.takeSeat(ticket.hash);
    if (!seat) throw gone(); // another request took it a moment ago
    const { game, numPlayers } = ticket.request;
    return { status: 'matched', game, numPlayers, ...seat, playerName: seat.playerName ?? ticket.request.playerName };
  }

  private waiting(ticket: StoredTicket, others: number): WaitingAnswer {
    const { game, numPlayers, options, playerName } = ticket.request;
    return {
      status: 'waiting',
      game,
      numPlayers,
      options,
      playerName,
      waitingSince: ticket.createdAt,
      botOfferAt: ticket.createdAt + this.options.botOfferMs,
      now: this.now(),
      expiresAfterSeconds: Math.floor(this.options.ticketTtlMs / 1000),
      levels: findGame(game)?.levels ?? [],
      others,
    };
  }

  /**
   * Tries to seat `ticket`: with the people it agrees with at a full table, or, with a computer
   * `level`, with those waiting (at a table of more than two) and the computer in the other seats.
   * Not seated: how many of those waiting would sit with it (at a table of more than two).
   */
  private async pair(ticket: StoredTicket, level: Level | undefined): Promise<number> {
    const { game, numPlayers } = ticket.request;
    const now = this.now();
    let others = 0;
    await this.options.store.pairIn(queueOf(ticket.request), this.liveSince(), now, async (waiting) => {
      const anchor = waiting.find((w) => w.hash === ticket.hash);
      if (!anchor) return undefined; // matched, away or gone meanwhile
      const candidate = (t: StoredTicket): Candidate => ({
        id: t.hash,
        options: t.request.options,
        rating: t.rating,
        since: t.createdAt,
        player: t.request.data && JSON.stringify(t.request.data),
      });
      const tolerance = this.options.tolerance ?? DEFAULT_TOLERANCE;
      let table: Candidate[] | undefined;
      const partial = () => chooseTable(candidate(anchor), waiting.map(candidate), numPlayers, now, { tolerance, partial: true });
      if (level === undefined) table = chooseTable(candidate(anchor), waiting.map(candidate), numPlayers, now, { tolerance });
      // Ruling: asking for the computer at a table of two means that opponent, not a person.
      else if (numPlayers > 2) table = partial();
      else table = [candidate(anchor)];
      if (!table) {
        if (numPlayers > 2) others = (partial()?.length ?? 1) - 1;
        return undefined;
      }
      const people = table.map((c) => waiting.find((w) => w.hash === c.id)!);
      return this.createMatch(game, numPlayers, people, table.length < numPlayers ? level : undefined);
    });
    return others;
  }

  /** The match of a table: its people seated (at random seats), the computer in the others. */
  private async createMatch(
    gameName: string,
    numPlayers: number,
    people: StoredTicket[],
    level: Level | undefined,
  ): Promise<Map<string, QuickSeat>> {
    const meta = findGame(gameName);
    const game = this.options.games.find((g) => g.name === gameName);
    const agreed = agreedOptions(people.map((p) => p.request.options));
    if (!meta || !game || agreed === undefined) throw new Error(`quick match: cannot seat a table of ${gameName}`);
    const values = agreed === 'any' ? defaultOptions(meta, numPlayers) : agreed;
    const seatIDs = shuffled(Array.from({ length: numPlayers }, (_, i) => i));
    const computerSeats = seatIDs.slice(people.length);
    const bots: BotSeats | undefined =
      level === undefined ? undefined : parseBots(gameName, numPlayers, Object.fromEntries(computerSeats.map((id) => [String(id), level])));

    const match = createMatch({ game, numPlayers, setupData: meta.setupData(values), unlisted: true });
    if ('setupDataError' in match)
      throw new Error(`quick match: ${gameName} refused the options ${JSON.stringify(values)}: ${match.setupDataError}`);
    const seats = new Map<string, QuickSeat>();
    const matchID = randomToken(9);
    const names: string[] = [];
    people.forEach((person, i) => {
      const id = seatIDs[i]!;
      const credentials = randomToken(18);
      const { data } = person.request;
      // Each seat's name its own, as the lobby's join asks: two "Ann"s would be one in the log.
      const playerName = distinctName(person.request.playerName, names);
      names.push(playerName);
      match.metadata.players[id] = { id, name: playerName, credentials, ...(data ? { data } : {}) };
      seats.set(person.hash, {
        matchID,
        playerID: String(id),
        credentials,
        ...(playerName === person.request.playerName ? {} : { playerName }),
      });
    });
    await creatingWith({ bots }, () => this.options.db.createMatch(matchID, match));
    return seats;
  }
}
