/**
 * boardgame.io storage on SQLite (better-sqlite3, WAL). One row per match (initial state, state,
 * metadata, plus the columns `listMatches` filters on) and one row per log entry, so a move
 * appends instead of rewriting the whole log. After a crash or `kill -9` a match is exactly as of
 * its last accepted move: a write's promise settles only once it has committed.
 *
 * The writes run on a worker thread (`sqlite-writer.ts`), which commits those that arrive
 * together in one transaction; this thread serializes them and reads. A fetch first waits for
 * the match's writes on their way: a caller always reads what it wrote, and only once it is
 * durable.
 *
 * This process is the file's only writer, so it keeps the last state it wrote of recently used
 * matches (parsed) and their metadata: a move does not read back and re-parse what the previous
 * move wrote. A match it created is kept from its creation, with its initial state until its
 * first move: the joins and first syncs of a new table read no row. A write that fails (a full
 * disk) takes its match out of that cache, so the match is read back as last committed. A move
 * that only advances `updatedAt` rewrites the metadata at most every UPDATED_AT_STEP_MS: `fetch`
 * still returns the fresh value, while `listMatches`' time filters (the cleanup job's, in hours)
 * and a restart may see a match a few seconds older than it is.
 *
 * The file is checked at open (`sqlite-integrity.ts`); what goes wrong later is for `/health`
 * (`problem()`, `sqlite-health.ts`).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import { Async } from 'boardgame.io/internal';
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { isOver, type MatchListOpts, type Seats } from './after-commit-pubsub';
import type { PlayerStore } from './player-store';
import { SqliteHealth } from './sqlite-health';
import { openIntactDatabase } from './sqlite-integrity';
import { SqlitePlayerStore } from './sqlite-players';
import { failureOf, type Write, type WriteFailure, type WriteReport, type WriteRequest, type WriterData } from './sqlite-writes';

type Row = Partial<Record<'state' | 'initial_state' | 'metadata', string>>;

/** How many matches' latest state and metadata stay in memory (least recently used dropped). */
const RECENT_MATCHES = 2_000;
const UPDATED_AT_STEP_MS = 5_000;

interface Recent {
  /** The last state written or read; frozen outside production, so a mutation would throw in tests. */
  state?: State;
  /** The initial state of a match created here, until its first state write (its log is empty until then). */
  initialState?: State;
  /** The metadata as last written, without `updatedAt`, and the `updatedAt` it was stored with. */
  metadataBody?: string;
  /** The seats of `metadataBody`, parsed once for the socket guards (read-only: shared). */
  seats?: Seats;
  storedUpdatedAt?: number;
  updatedAt?: number;
}

const FREEZE = process.env.NODE_ENV !== 'production';

function deepFreeze<T>(value: T): T {
  // Into frozen objects too: a move's new G comes frozen at the top only.
  if (typeof value === 'object' && value !== null) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const withoutUpdatedAt = ({ updatedAt: _updatedAt, ...rest }: Server.MatchData) => JSON.stringify(rest);

interface Pending {
  resolve(): void;
  reject(error: Error): void;
  write: Pick<Write, 'kind' | 'matchID'>;
}

/**
 * A write that arrived after `close()`: at shutdown, the disconnects of sockets closed last (the
 * computer players') are written after the store. Said in one line, not a stack trace each.
 */
export class StoreClosedError extends Error {
  constructor({ kind, matchID }: Pending['write']) {
    super(`match ${matchID}: the ${kind} write came after the SQLite store closed (the server is stopping)`);
  }
}

/** A write SQLite did not commit (a full disk, a corrupt file, a match id taken twice). */
export class FailedWriteError extends Error {
  readonly code: string;

  constructor({ kind, matchID }: Pending['write'], { code, message }: WriteFailure) {
    super(`match ${matchID}: the ${kind} write failed: ${message} (${code})`);
    this.code = code;
  }
}

export class SqliteStorage extends Async {
  /** This thread's connection: reads only. */
  readonly db: Database.Database;
  private readonly selects = new Map<string, Database.Statement<[string], Row>>();
  private readonly statements;
  private readonly recent = new Map<string, Recent>();
  private readonly writer: Worker;
  private readonly pending = new Map<number, Pending>();
  private lastID = 0;
  /** Writes not handed to the writer yet: they go together, once per turn of the event loop. */
  private outbox: WriteRequest[] = [];
  /** Settles once every write handed over so far has. */
  private allWritten: Promise<unknown> = Promise.resolve();
  /** Per match, the last write handed over and not settled yet. */
  private readonly lastWriteOf = new Map<string, Promise<unknown>>();
  /** Per match, the last write that may change its seats (any but a state write) not settled yet. */
  private readonly lastSeatWriteOf = new Map<string, Promise<unknown>>();
  /** Set once the writer thread is gone: no write can be made any more. */
  private broken: Error | undefined;
  private closing: Promise<void> | undefined;
  private readonly health: SqliteHealth;

  /** Throws `UnusableDatabaseError` if the file is not a sound SQLite database. */
  constructor(file: string) {
    super();
    this.db = openIntactDatabase(file);
    this.health = new SqliteHealth(file);
    this.statements = {
      log: this.db.prepare<[string], { entry: string }>('SELECT entry FROM log_entries WHERE match_id = ? ORDER BY seq'),
      gameOf: this.db.prepare<[string], { game_name: string }>('SELECT game_name FROM matches WHERE id = ?'),
      probe: this.db.prepare('SELECT (SELECT id FROM matches LIMIT 1), (SELECT seq FROM log_entries ORDER BY seq DESC LIMIT 1)'),
    };
    const data: WriterData = { file };
    this.writer = new Worker(new URL('./sqlite-writer.boot.cjs', import.meta.url), { workerData: data });
    // The writer keeps the process alive only while a write is on its way.
    this.writer.unref();
    this.writer.on('message', (report: WriteReport) => this.settle(report));
    this.writer.on('error', (error) => this.stop(new Error(`the SQLite writer failed: ${error.message}`)));
    this.writer.on('exit', () => this.stop(new Error('the SQLite writer has stopped')));
  }

  /** Opens (creating if needed) `matches.sqlite` in `dataDir`. */
  static inDirectory(dataDir: string): SqliteStorage {
    mkdirSync(dataDir, { recursive: true });
    return new SqliteStorage(join(dataDir, 'matches.sqlite'));
  }

  override async connect(): Promise<void> {}

  /** The players, their ratings and finished matches, in this same file (`sqlite-players.ts`). */
  players(): PlayerStore {
    return new SqlitePlayerStore(this.db, (write) => this.write(write));
  }

  /** Commits the writes on their way, then closes both connections. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      await this.allWritten;
      if (!this.broken) {
        const exited = new Promise((resolve) => this.writer.once('exit', resolve));
        this.writer.ref();
        this.writer.postMessage('close');
        await exited;
      }
      if (this.db.open) this.db.close();
    })();
    return this.closing;
  }

  private write(write: Write): Promise<void> {
    if (this.closing) return Promise.reject(new StoreClosedError(write));
    if (this.broken) return Promise.reject(this.broken);
    const id = ++this.lastID;
    if (this.pending.size === 0) this.writer.ref();
    const done = new Promise<void>((resolve, reject) => this.pending.set(id, { resolve, reject, write }));
    if (this.outbox.length === 0) setImmediate(() => this.handOver());
    this.outbox.push({ id, write });
    const settled = done.catch(() => undefined);
    this.allWritten = settled;
    SqliteStorage.lastUntilSettled(this.lastWriteOf, write.matchID, settled);
    if (write.kind !== 'state') SqliteStorage.lastUntilSettled(this.lastSeatWriteOf, write.matchID, settled);
    return done;
  }

  /**
   * `settled` is the match's last write in `last` until it settles (writes settle in the order
   * they were handed over: a match's last one settles after the rest). A method, not a closure
   * made per write: this runs at every move.
   */
  private static lastUntilSettled(last: Map<string, Promise<unknown>>, matchID: string, settled: Promise<unknown>): void {
    last.set(matchID, settled);
    void settled.then(() => {
      if (last.get(matchID) === settled) last.delete(matchID);
    });
  }

  /** One message for all the writes of a turn of the event loop: a message costs more than its size. */
  private handOver(): void {
    if (this.broken) return;
    this.writer.postMessage(this.outbox);
    this.outbox = [];
  }

  private settle({ upTo, failed }: WriteReport): void {
    const failures = new Map(failed.map((f) => [f.id, f]));
    let committed = 0;
    for (const [id, pending] of this.pending) {
      if (id > upTo) break;
      this.pending.delete(id);
      const failure = failures.get(id);
      if (failure === undefined) {
        committed++;
        pending.resolve();
      } else {
        // The cache may hold what this write carried: the match is read back as committed.
        this.recent.delete(pending.write.matchID);
        pending.reject(new FailedWriteError(pending.write, failure));
      }
    }
    this.health.noteWrites(failed, committed);
    if (this.pending.size === 0) this.writer.unref();
  }

  /** The writer is gone: every write on its way, and every later one, fails. */
  private stop(error: Error): void {
    if (!this.closing && !this.broken) console.error(error.message);
    this.broken ??= error;
    for (const pending of this.pending.values()) pending.reject(this.broken);
    this.pending.clear();
  }

  /** Resolves once no write of the match is on its way. */
  private async writtenFor(matchID: string): Promise<void> {
    for (let last = this.lastWriteOf.get(matchID); last; last = this.lastWriteOf.get(matchID)) await last;
  }

  /** What is wrong with the store, for `/health`; undefined while it works. */
  problem(): string | undefined {
    if (this.broken) return this.broken.message;
    return this.health.problem(() => this.statements.probe.get());
  }

  /** Runs a read; an error it runs into (a corrupt page) is noted for `/health`, then thrown. */
  private read<T>(run: () => T): T {
    try {
      return run();
    } catch (error) {
      this.health.noteError(failureOf(error));
      throw error;
    }
  }

  /**
   * The seats of a match as committed, or undefined if there is none; for the checks every
   * message runs (socket-guards.ts, seat-checked-transport.ts), synchronous from memory unless
   * a write that may change them is under way or it is not in memory. A state write does not
   * (and a move's update is sent while its state write settles, so waiting for it would make
   * the seat check of every update wait for a read).
   */
  seatsOf(matchID: string): Seats | undefined | Promise<Seats | undefined> {
    const recent = this.recent.get(matchID);
    if (this.lastSeatWriteOf.has(matchID) || recent?.metadataBody === undefined)
      return this.fetch(matchID, { metadata: true }).then(({ metadata }) => metadata?.players);
    return SqliteStorage.seatsOfBody(recent);
  }

  /** `recent.seats`, parsed from `metadataBody` (which must be there) if not yet. */
  private static seatsOfBody(recent: Recent): Seats {
    if (!recent.seats) {
      const { players } = JSON.parse(recent.metadataBody!) as Server.MatchData;
      recent.seats = FREEZE ? deepFreeze(players) : players;
    }
    return recent.seats;
  }

  /** Per seats a fetch returned from memory, the seats object of `seatsOf` they were read from. */
  private readonly fetchedFrom = new WeakMap<Seats, Seats>();

  seatsFetchedFrom(fetched: Seats): Seats | undefined {
    return this.fetchedFrom.get(fetched);
  }

  /** The game of a match, or undefined if there is none; synchronous, for the socket guards. */
  gameOf(matchID: string): string | undefined {
    return this.read(() => this.statements.gameOf.get(matchID)?.game_name);
  }

  override async createMatch(matchID: string, { initialState, metadata }: StorageAPI.CreateMatchOpts): Promise<void> {
    const written = this.write({
      kind: 'create',
      matchID,
      gameName: metadata.gameName,
      initialState: JSON.stringify(initialState),
      metadata: JSON.stringify(metadata),
      gameover: isOver(metadata) ? 1 : 0,
      unlisted: metadata.unlisted === true ? 1 : 0,
      updatedAt: metadata.updatedAt,
    });
    const recent = this.remember(matchID);
    recent.state = recent.initialState = FREEZE ? deepFreeze(initialState) : initialState;
    recent.metadataBody = withoutUpdatedAt(metadata);
    recent.updatedAt = metadata.updatedAt;
    await written;
  }

  override async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    const written = this.write({
      kind: 'state',
      matchID,
      state: JSON.stringify(state),
      log: (deltalog ?? []).map((e) => JSON.stringify(e)),
    });
    const recent = this.remember(matchID);
    recent.state = FREEZE ? deepFreeze(state) : state;
    delete recent.initialState;
    await written;
  }

  /**
   * The seat keeping's conditional write (`seat-keeping-writes.ts`): written only if no seat write
   * is on its way and the metadata stored is `expected` but for its `updatedAt`, checked and handed
   * over in one synchronous step. A plain write after an awaited read let a join handed over in
   * between be overwritten (an attacker's rename spam kept seat writes in flight: 2 joins in 20
   * lost). The seats object of `seatsOf` is new at any such change, so `expected` holding the one
   * stored now is enough.
   */
  setMetadataIfUnchanged(matchID: string, metadata: Server.MatchData, expected: Server.MatchData): Promise<boolean> {
    const now = this.seatsOf(matchID);
    if (now instanceof Promise || now === undefined) return Promise.resolve(false);
    if (now !== expected.players && withoutUpdatedAt(expected) !== this.recent.get(matchID)?.metadataBody) return Promise.resolve(false);
    return this.setMetadata(matchID, metadata).then(() => true);
  }

  override async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    const recent = this.remember(matchID);
    const body = withoutUpdatedAt(metadata);
    const unchanged = body === recent.metadataBody && recent.storedUpdatedAt !== undefined;
    let written: Promise<void> | undefined;
    if (!unchanged || metadata.updatedAt - (recent.storedUpdatedAt ?? 0) >= UPDATED_AT_STEP_MS) {
      written = this.write({
        kind: 'metadata',
        matchID,
        metadata: JSON.stringify(metadata),
        gameover: isOver(metadata) ? 1 : 0,
        updatedAt: metadata.updatedAt,
      });
      recent.storedUpdatedAt = metadata.updatedAt;
    }
    if (body !== recent.metadataBody) delete recent.seats;
    recent.metadataBody = body;
    recent.updatedAt = metadata.updatedAt;
    await written;
  }

  override async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    // Never a state a crash could still take back (a sync must not show a move not yet
    // committed), and the rows read below are then as new as the cached parts.
    if (this.lastWriteOf.has(matchID)) await this.writtenFor(matchID);
    const result: Partial<StorageAPI.FetchFields> = {};
    const recent = this.recent.get(matchID);
    const cachedState = opts.state ? recent?.state : undefined;
    const cachedInitialState = opts.initialState ? recent?.initialState : undefined;
    const cachedMetadata = opts.metadata && recent?.metadataBody !== undefined ? recent : undefined;
    if (cachedState) result.state = cachedState;
    if (cachedInitialState) result.initialState = cachedInitialState;
    if (cachedMetadata) {
      // A fresh object each time: the lobby edits the metadata it fetched before writing it back.
      result.metadata = { ...(JSON.parse(cachedMetadata.metadataBody!) as Server.MatchData), updatedAt: cachedMetadata.updatedAt! };
      this.fetchedFrom.set(result.metadata.players, SqliteStorage.seatsOfBody(cachedMetadata));
    }
    const columns = (['state', 'initial_state', 'metadata'] as const).filter((c) =>
      c === 'initial_state'
        ? opts.initialState && !cachedInitialState
        : c === 'state'
          ? opts.state && !cachedState
          : opts.metadata && !cachedMetadata,
    );
    if (columns.length > 0) {
      const row = this.read(() => this.select(columns).get(matchID));
      if (row?.state !== undefined) {
        result.state = JSON.parse(row.state) as State;
        this.remember(matchID).state = FREEZE ? deepFreeze(result.state) : result.state;
      }
      if (row?.initial_state !== undefined) result.initialState = JSON.parse(row.initial_state) as State;
      if (row?.metadata !== undefined) {
        result.metadata = JSON.parse(row.metadata) as Server.MatchData;
        const remembered = this.remember(matchID);
        delete remembered.seats;
        remembered.metadataBody = withoutUpdatedAt(result.metadata);
        remembered.storedUpdatedAt = remembered.updatedAt = result.metadata.updatedAt;
      }
    }
    if (opts.log) {
      // boardgame.io treats a missing log as an empty one; a match that does not exist has none.
      result.log = recent?.initialState
        ? []
        : this.read(() => this.statements.log.all(matchID)).map((r) => JSON.parse(r.entry) as LogEntry);
    }
    return result as StorageAPI.FetchResult<O>;
  }

  /** The match's entry in the recent-matches cache, made the most recently used. */
  private remember(matchID: string): Recent {
    const entry = this.recent.get(matchID) ?? {};
    this.recent.delete(matchID);
    this.recent.set(matchID, entry);
    if (this.recent.size > RECENT_MATCHES) this.recent.delete(this.recent.keys().next().value!);
    return entry;
  }

  private select(columns: readonly string[]): Database.Statement<[string], Row> {
    const key = columns.join(',');
    let statement = this.selects.get(key);
    if (!statement) {
      statement = this.db.prepare<[string], Row>(`SELECT ${key} FROM matches WHERE id = ?`);
      this.selects.set(key, statement);
    }
    return statement;
  }

  override async wipe(matchID: string): Promise<void> {
    this.recent.delete(matchID);
    await this.write({ kind: 'wipe', matchID });
  }

  /** The filters boardgame.io's lobby and FlatFile use (updatedBefore / updatedAfter are strict), and `listedOnly`. */
  override async listMatches(opts?: MatchListOpts): Promise<string[]> {
    const clauses: string[] = [];
    const params: (string | number)[] = [];
    if (opts?.gameName !== undefined) {
      clauses.push('game_name = ?');
      params.push(opts.gameName);
    }
    if (opts?.listedOnly) clauses.push('unlisted = 0');
    const where = opts?.where ?? {};
    if (where.isGameover !== undefined) {
      clauses.push('gameover = ?');
      params.push(where.isGameover ? 1 : 0);
    }
    if (where.updatedBefore !== undefined) {
      clauses.push('updated_at < ?');
      params.push(where.updatedBefore);
    }
    if (where.updatedAfter !== undefined) {
      clauses.push('updated_at > ?');
      params.push(where.updatedAfter);
    }
    await this.allWritten;
    const sql = `SELECT id FROM matches${clauses.length ? ` WHERE ${clauses.join(' AND ')}` : ''} ORDER BY rowid`;
    return this.read(() => this.db.prepare<(string | number)[], { id: string }>(sql).all(...params)).map((r) => r.id);
  }
}
