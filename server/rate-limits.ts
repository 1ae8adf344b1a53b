/**
 * Per-address rate limits (rate-limiter-flexible's in-memory counter, in this process): matches
 * created, seat changes, socket moves and syncs, chat messages, match records, turn lookups, public
 * match lists, the players' routes (profiles and leaderboards read, registrations), and the
 * quick-match queue's requests and ticket lookups.
 * One address once created 3,000 matches in 6.5 s; a real player makes a few of each a minute.
 *
 * Over HTTP a refusal is a 429 with `Retry-After` and a JSON error saying when to try again. A
 * socket packet has no answer that could carry a status, so a refused one is dropped, like any
 * packet a guard refuses: the move is not made (the client shows it until the next update or
 * sync from the server puts it back in step).
 *
 * Each instance counts on its own: behind a proxy spreading one address over N instances, the
 * address gets up to N times each limit (a match's sockets all reach one instance, though).
 */
import type { Context, Next } from 'koa';
import MemoryStorage from 'rate-limiter-flexible/lib/component/MemoryStorage/MemoryStorage.js';
import type { Socket } from 'socket.io';
import type { AddressLimits } from './config';
import { RetryLaterError } from './http-errors';
import { lobbyRoute } from './lobby-route';
import { playerRouteKind } from './player-routes';
import type { PacketGuard } from './socket-guards';

/**
 * At most `points` actions of one kind per `seconds` from one address; 0 points: no limit.
 * Counted with the library's memory store itself rather than `RateLimiterMemory`, whose
 * `consume` makes the same synchronous count and wraps it in a promise: a socket's every move
 * passes here, and a promise would send each move's packet guards down their asynchronous path.
 */
export class AddressLimit {
  private readonly counts: MemoryStorage | undefined;

  constructor(
    readonly actions: string,
    readonly points: number,
    readonly seconds: number,
  ) {
    this.counts = points > 0 ? new MemoryStorage() : undefined;
  }

  get off(): boolean {
    return this.counts === undefined;
  }

  /** Counts one action; 0 if it is allowed, else the milliseconds until one is. */
  take(address: string): number {
    if (!this.counts) return 0;
    const { consumedPoints, msBeforeNext } = this.counts.incrby(address, 1, this.seconds);
    return consumedPoints > this.points ? Math.max(1, msBeforeNext) : 0;
  }

  toString(): string {
    return `at most ${this.points} ${this.seconds === 60 ? 'a minute' : this.seconds === 1 ? 'a second' : `in ${this.seconds} s`}`;
  }
}

export interface RateLimits {
  creates: AddressLimit;
  joins: AddressLimit;
  moves: AddressLimit;
  chats: AddressLimit;
  records: AddressLimit;
  turns: AddressLimit;
  lists: AddressLimit;
  playerReads: AddressLimit;
  playerWrites: AddressLimit;
  quickEntries: AddressLimit;
  quickLookups: AddressLimit;
  connections: AddressLimit;
  packets: AddressLimit;
}

export function rateLimits(limits: AddressLimits): RateLimits {
  return {
    creates: new AddressLimit('matches created', limits.createsPerMinute, 60),
    joins: new AddressLimit('seat changes and claims (join, leave, update, claim)', limits.joinsPerMinute, 60),
    moves: new AddressLimit('moves and syncs', limits.movesPerSecond, 1),
    chats: new AddressLimit('chat messages', limits.chatsPerMinute, 60),
    records: new AddressLimit('histories and replays', limits.recordsPerMinute, 60),
    turns: new AddressLimit('turn lookups', limits.turnsPerMinute, 60),
    lists: new AddressLimit('match lists', limits.listsPerMinute, 60),
    playerReads: new AddressLimit('player profiles and leaderboards read', limits.playerReadsPerMinute, 60),
    playerWrites: new AddressLimit('player registrations', limits.playerWritesPerMinute, 60),
    quickEntries: new AddressLimit('quick-match requests', limits.quickPerMinute, 60),
    quickLookups: new AddressLimit('quick-match ticket lookups', limits.quickLookupsPerMinute, 60),
    connections: new AddressLimit('new connections', limits.connectionsPerMinute, 60),
    packets: new AddressLimit('socket packets', limits.packetsPerSecond, 1),
  };
}

/**
 * The limit a lobby request counts against, if any: the lobby's writes, the match records
 * (a history or a replay replays a whole match), turn lookups (a page of seats polls them; a
 * claim's GET, which reads the match's log for its turn clock, is one too), the public match lists
 * (each looks at up to ten times its size of matches: 8 ms with 3,000 stored, so one address asking
 * without pause kept a core busy) and the players' routes (`player-routes.ts`).
 */
function lobbyLimit(limits: RateLimits, method: string, path: string): AddressLimit | undefined {
  // A browser's CORS preflight is not the request: it spent the budget of the one it asked for.
  if (method === 'OPTIONS') return undefined;
  const players = playerRouteKind(method, path);
  if (players) return players === 'read' ? limits.playerReads : limits.playerWrites;
  const route = lobbyRoute(path);
  if (typeof route !== 'object' || route.game === undefined) return undefined;
  if (route.action === 'history' || route.action === 'replay') return limits.records;
  if (route.action === 'turn' || (route.action === 'claim' && method === 'GET')) return limits.turns;
  if (route.matchID === undefined && (method === 'GET' || method === 'HEAD')) return limits.lists;
  if (method !== 'POST') return undefined;
  if ((route.matchID === 'create' && route.action === undefined) || route.action === 'playAgain') return limits.creates;
  return route.action === undefined ? undefined : limits.joins;
}

export function lobbyRateLimits(limits: RateLimits, addressOf: (ctx: Context) => string) {
  return async (ctx: Context, next: Next): Promise<void> => {
    const limit = lobbyLimit(limits, ctx.method, ctx.path);
    if (limit) await countOrRefuse(limit, addressOf(ctx));
    return next();
  };
}

/** Counts one action against `limit`; over it, throws a 429 saying when to try again. */
export async function countOrRefuse(limit: AddressLimit, address: string): Promise<void> {
  const waitMs = limit.take(address);
  if (waitMs === 0) return;
  const seconds = Math.ceil(waitMs / 1000);
  throw new RetryLaterError(`too many ${limit.actions} from your address (${limit}): try again in ${seconds} s`, seconds);
}

/** Moves, syncs and chat messages over the game sockets, per client address. */
export function socketRateLimits(limits: RateLimits, addressOf: (socket: Socket) => string): PacketGuard {
  const addresses = new WeakMap<Socket, string>();
  return ([event], socket) => {
    const limit = event === 'update' || event === 'sync' ? limits.moves : event === 'chat' ? limits.chats : undefined;
    if (!limit || limit.off) return true;
    let address = addresses.get(socket);
    if (address === undefined) addresses.set(socket, (address = addressOf(socket)));
    return limit.take(address) === 0;
  };
}
