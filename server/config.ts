/** Server settings from the environment, with the defaults the README documents. */
import { resolve } from 'node:path';
import { CHATS_PER_MINUTE } from '../games/common/chat';
import { defaultPoolSize } from './bot-pool';

export interface ServerConfig {
  port: number;
  dataDir: string;
  webDir: string;
  /** Finished matches are removed this long after their last move. */
  finishedTtlMs: number;
  /** Unfinished matches nobody has moved in for this long are removed. */
  abandonedTtlMs: number;
  cleanupIntervalMs: number;
  /** Extra origins allowed to call the API cross-origin (e.g. the Vite dev server). */
  origins: string[];
  /** PostgreSQL instead of SQLite (several instances share it), e.g. postgres://user@host/db. */
  databaseUrl: string | undefined;
  /** Redis pub/sub for the game sockets (several instances), e.g. redis://host:6379. */
  redisUrl: string | undefined;
  /** What one client address may do; 0 turns a limit off. */
  limits: AddressLimits;
  /** How many proxies in front of the server append to X-Forwarded-For (0: ignore the header). */
  trustedProxies: number;
  /** How long a new TCP connection may take to send its first request's headers (`connection-cap.ts`). */
  firstRequestMs: number;
  /** The most matches one answer of the public match list holds (the newest). */
  matchListLimit: number;
  /** How long a match nobody is at stays in the public list after its last change (0: for ever). */
  listAwayMs: number;
  /** Threads the computer players think on (default: every core but one, at least one). */
  botThreads: number;
  /** How often storage is searched for matches with computer seats to play (0: at start-up only). */
  botScanMs: number;
  /** How long a quick-match ticket waits for people before the computer is offered. */
  quickBotOfferMs: number;
  /** A quick-match ticket nobody asks about for this long is gone (its page was closed). */
  quickTicketMs: number;
  /** How long a seat must be away on its turn before another side may claim the win. */
  awayClaimMs: number;
  /** How long one turn may last before another side may claim the win, its player here or not (0: no turn clock). */
  turnClaimMs: number;
  /** With PostgreSQL, how often an instance refreshes its record of the seats it holds sockets of (`postgres-seat-presence.ts`). */
  presenceBeatMs: number;
}

export interface AddressLimits {
  /** Matches created (create and play again), per minute. */
  createsPerMinute: number;
  /** Seat changes (join, leave, update), per minute. */
  joinsPerMinute: number;
  /** Socket moves and syncs, per second. */
  movesPerSecond: number;
  /** Chat messages, per minute. */
  chatsPerMinute: number;
  /** Match histories and replays, per minute. */
  recordsPerMinute: number;
  /** Turn lookups (whose decision a match waits for), per minute. */
  turnsPerMinute: number;
  /** Public match lists read, per minute. */
  listsPerMinute: number;
  /** Matches created from the address that still wait for players. */
  openMatches: number;
  /** Matches created from the address against the computer and not over. */
  computerMatches: number;
  /** Player profiles and leaderboards read, per minute. */
  playerReadsPerMinute: number;
  /** Player registrations and renames, per minute. */
  playerWritesPerMinute: number;
  /** Quick-match requests (joining the queue), per minute. */
  quickPerMinute: number;
  /** Quick-match ticket lookups, cancels and leaves, per minute (a waiting page asks every second). */
  quickLookupsPerMinute: number;
  /** Quick-match tickets the address may have waiting at once. */
  quickWaiting: number;
  /** Socket connections, and game sockets, the address may hold open at once (`socket-cap.ts`). */
  socketsAtOnce: number;
  /** TCP connections of any kind the address may hold open at once (`connection-cap.ts`); off behind a proxy. */
  connectionsAtOnce: number;
  /** New socket connections, per minute. */
  connectionsPerMinute: number;
  /** Socket packets (moves, syncs, chat, anything), per second. */
  packetsPerSecond: number;
}

const HOUR = 3_600_000;

function number(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return value;
}

/** A count: a non-negative integer, at least `min`. */
function count(name: string, fallback: number, min = 0): number {
  const value = number(name, fallback);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer of at least ${min}, got "${process.env[name]}"`);
  return value;
}

/** A number of at least `min`. */
function atLeast(name: string, fallback: number, min: number): number {
  const value = number(name, fallback);
  if (value < min) throw new Error(`${name} must be at least ${min}, got "${process.env[name]}"`);
  return value;
}

export function configFromEnv(root: string): ServerConfig {
  return {
    port: number('PORT', 8000),
    dataDir: resolve(root, process.env.DATA_DIR || 'data'),
    webDir: resolve(root, 'dist/web'),
    finishedTtlMs: number('MATCH_TTL_HOURS', 24) * HOUR,
    abandonedTtlMs: number('ABANDONED_TTL_HOURS', 7 * 24) * HOUR,
    cleanupIntervalMs: number('CLEANUP_INTERVAL_MINUTES', 10) * 60_000,
    origins: (process.env.ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    databaseUrl: process.env.DATABASE_URL || undefined,
    redisUrl: process.env.REDIS_URL || undefined,
    limits: {
      createsPerMinute: count('LIMIT_CREATES_PER_MINUTE', 10),
      joinsPerMinute: count('LIMIT_JOINS_PER_MINUTE', 30),
      movesPerSecond: count('LIMIT_MOVES_PER_SECOND', 20),
      chatsPerMinute: count('LIMIT_CHATS_PER_MINUTE', CHATS_PER_MINUTE),
      recordsPerMinute: count('LIMIT_RECORDS_PER_MINUTE', 60),
      turnsPerMinute: count('LIMIT_TURNS_PER_MINUTE', 60),
      listsPerMinute: count('LIMIT_LISTS_PER_MINUTE', 120),
      openMatches: count('LIMIT_OPEN_MATCHES', 10),
      computerMatches: count('LIMIT_COMPUTER_MATCHES', 5),
      playerReadsPerMinute: count('LIMIT_PLAYER_READS_PER_MINUTE', 60),
      playerWritesPerMinute: count('LIMIT_PLAYER_WRITES_PER_MINUTE', 10),
      quickPerMinute: count('LIMIT_QUICK_PER_MINUTE', 10),
      quickLookupsPerMinute: count('LIMIT_QUICK_LOOKUPS_PER_MINUTE', 150),
      quickWaiting: count('LIMIT_QUICK_WAITING', 3),
      socketsAtOnce: count('LIMIT_SOCKETS_AT_ONCE', 100),
      connectionsAtOnce: count('LIMIT_CONNECTIONS_AT_ONCE', 150),
      connectionsPerMinute: count('LIMIT_CONNECTIONS_PER_MINUTE', 300),
      packetsPerSecond: count('LIMIT_PACKETS_PER_SECOND', 100),
    },
    trustedProxies: count('TRUST_PROXY', 0),
    firstRequestMs: atLeast('FIRST_REQUEST_SECONDS', 10, 1) * 1000,
    matchListLimit: count('MATCH_LIST_LIMIT', 50, 1),
    listAwayMs: number('LIST_AWAY_SECONDS', 600) * 1000,
    botThreads: count('BOT_THREADS', defaultPoolSize(), 1),
    botScanMs: number('BOT_SCAN_SECONDS', 30) * 1000,
    quickBotOfferMs: number('QUICK_BOT_OFFER_SECONDS', 20) * 1000,
    // A waiting page asks every second: a few missed answers must not lose its place.
    quickTicketMs: atLeast('QUICK_TICKET_SECONDS', 15, 3) * 1000,
    awayClaimMs: number('AWAY_CLAIM_SECONDS', 120) * 1000,
    turnClaimMs: number('TURN_CLAIM_SECONDS', 600) * 1000,
    presenceBeatMs: atLeast('SEAT_PRESENCE_SECONDS', 30, 0.1) * 1000,
  };
}
