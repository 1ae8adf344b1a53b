/**
 * Where matches live and how moves reach the players, from the configuration:
 * - storage: SQLite in DATA_DIR (default, one instance), or PostgreSQL with DATABASE_URL;
 * - broadcasts: in memory (one instance), or Redis with REDIS_URL (a move made on one instance
 *   reaches the sockets of that match on every instance); either way only after the move's
 *   state write has committed (`after-commit-pubsub.ts`);
 * - cleanup: on SQLite a timer; on PostgreSQL only the instance holding the cleanup lock runs it;
 * - health: on SQLite what `/health` reports (failing writes, a corrupt, deleted or replaced file);
 * - players: their ratings and finished matches, in the matches' own database (`player-store.ts`).
 * - the quick-match queue: a table in the same database (`quick-store.ts`).
 */
import { RedisPubSub } from '@boardgame.io/redis-pubsub';
import type { GenericPubSub, SocketIO } from 'boardgame.io/server';
import redis from 'redis';
import {
  AfterCommitPubSub,
  committedSync,
  latestUpdate,
  LocalPubSub,
  reportingCommits,
  type LatestOf,
  type ServerStorage,
} from './after-commit-pubsub';
import { bindingPlayers } from './player-binding';
import { keepingSeatChanges } from './seat-keeping-writes';
import { scheduleCleanup } from './cleanup';
import { cleanupLeader } from './cleanup-lock';
import type { ServerConfig } from './config';
import type { PlayerStore } from './player-store';
import { PostgresStorage } from './postgres-storage';
import type { QuickStore } from './quick-store';
import { PostgresQuickStore } from './quick-store-postgres';
import { SqliteQuickStore } from './quick-store-sqlite';
import { UnusableDatabaseError } from './sqlite-integrity';
import { AdvisorySeatChanges, LocalSeatChanges, type SeatChanges } from './seat-change-lock';
import { SqliteStorage } from './sqlite-storage';
import { ResendingPubSub } from './resending-pubsub';
import { MATCH_CHANNEL_PREFIX } from './seat-checked-transport';

/** What boardgame.io's socket transport publishes (its `IntermediateTransportData`). */
type SocketPubSub = NonNullable<NonNullable<ConstructorParameters<typeof SocketIO>[0]>['pubSub']>;
export type TransportMessage = SocketPubSub extends GenericPubSub<infer T> ? T : never;

export interface Backends {
  db: ServerStorage;
  /** The players, their ratings and finished matches, beside the matches. */
  players: PlayerStore;
  /** The quick-match queue, in the same database as the matches. */
  quickStore: QuickStore;
  /** The lobby's seat changes of a match, one at a time across the instances (`seat-change-lock.ts`). */
  seatChanges: SeatChanges;
  pubSub: AfterCommitPubSub<TransportMessage>;
  /** One line for the start-up message. */
  description: string;
  /** Starts the cleanup job (on this instance, or on whichever instance leads). */
  startCleanup(): Promise<void>;
  /** What is wrong with the storage, for `/health`; undefined while it works. */
  storageProblem(): string | undefined;
  close(): Promise<void>;
}

/** Time for node-redis's subscriptions, sent again as a connection comes back, to be in place. */
const RESUBSCRIBED_MS = 500;

function redisPubSub(url: string): {
  pubSub: ResendingPubSub<TransportMessage>;
  close: () => Promise<void>;
  onBack(then: () => void): void;
} {
  const clients = [redis.createClient(url), redis.createClient(url)];
  // node-redis reconnects (and re-subscribes) by itself; an error must not end the process.
  for (const client of clients) client.on('error', (error: Error) => console.error('redis:', error.message));
  const [pub, sub] = clients as [redis.RedisClient, redis.RedisClient];
  const close = () => Promise.all(clients.map((c) => new Promise<void>((resolve) => c.quit(() => resolve())))).then(() => undefined);
  // A connection that is back after it was lost (not the first one): what went out meanwhile is gone.
  const onBack = (then: () => void) => {
    for (const client of clients) {
      let lost = false;
      client.on('reconnecting', () => (lost = true));
      client.on('ready', () => {
        if (!lost) return;
        lost = false;
        console.warn('redis: connection back; the matches with sockets here are sent their latest state');
        setTimeout(then, RESUBSCRIBED_MS).unref();
      });
    }
  };
  return { pubSub: new ResendingPubSub(new RedisPubSub<TransportMessage>(pub, sub)), close, onBack };
}

/**
 * A move's or a socket's metadata write, made from seats read before a seat change, keeps that
 * change: right on the store, so that its conditional write (PostgreSQL) reaches the database.
 * The lobby's seat changes bind seats to players (`data.player`) under it, where the writes
 * come already told apart.
 */
export function seatKeepingStore(storage: ServerStorage): ServerStorage {
  return keepingSeatChanges(bindingPlayers(storage));
}

export async function openBackends(config: ServerConfig): Promise<Backends> {
  const storage = config.databaseUrl ? new PostgresStorage(config.databaseUrl) : SqliteStorage.inDirectory(config.dataDir);
  await storage.connect();
  const players = storage.players();
  // After the matches' store: SQLite's integrity check comes first.
  const quickStore = config.databaseUrl ? new PostgresQuickStore(config.databaseUrl) : SqliteQuickStore.inDirectory(config.dataDir);
  await quickStore.connect();
  const seatChanges = config.databaseUrl ? new AdvisorySeatChanges(config.databaseUrl) : new LocalSeatChanges();
  const redisBus = config.redisUrl ? redisPubSub(config.redisUrl) : undefined;
  const pubSub = new AfterCommitPubSub<TransportMessage>(redisBus?.pubSub ?? new LocalPubSub<TransportMessage>());
  const db = reportingCommits(seatKeepingStore(storage), pubSub);
  const latest: LatestOf = async (matchID) => {
    const { state, log } = await db.fetch(matchID, { state: true, log: true });
    return state ? { state, log } : undefined;
  };
  redisBus?.onBack(() => {
    void redisBus.pubSub.resendHere(async (channelId) => {
      const matchID = channelId.slice(MATCH_CHANNEL_PREFIX.length);
      return (await latestUpdate(latest, matchID)) as TransportMessage | undefined;
    });
  });
  if (config.databaseUrl) {
    pubSub.resendAfterConnections(latest);
  } else {
    pubSub.resyncAfterFailedWrites(committedSync(db));
  }

  let stopCleanup: () => Promise<void> = async () => {};
  const startCleanup = async () => {
    if (config.databaseUrl) {
      const leader = cleanupLeader(config.databaseUrl, db, config, config.cleanupIntervalMs);
      await leader.start();
      stopCleanup = () => leader.stop();
    } else {
      const stop = scheduleCleanup(db, config, config.cleanupIntervalMs);
      stopCleanup = async () => stop();
    }
  };

  const where = config.databaseUrl ? `PostgreSQL at ${redact(config.databaseUrl)}` : `SQLite in ${config.dataDir}`;
  return {
    db,
    players,
    quickStore,
    seatChanges,
    pubSub,
    description: `matches in ${where}; broadcasts ${config.redisUrl ? `through Redis at ${redact(config.redisUrl)}` : 'in process'}`,
    startCleanup,
    storageProblem: () => (storage instanceof SqliteStorage ? storage.problem() : undefined),
    async close() {
      await stopCleanup();
      await redisBus?.close();
      await quickStore.close();
      await seatChanges.close();
      await db.close();
    },
  };
}

/** For the entry point: a database that cannot be used is one line on stderr and exit code 1. */
export async function openBackendsOrExit(config: ServerConfig): Promise<Backends> {
  try {
    return await openBackends(config);
  } catch (error) {
    if (!(error instanceof UnusableDatabaseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** A URL without its password, for logs. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}
