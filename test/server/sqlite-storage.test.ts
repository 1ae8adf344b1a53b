/** The SQLite storage (the default): the shared storage contract, plus what is SQLite's own. */
import { closeSync, copyFileSync, mkdtempSync, openSync, renameSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { ServerStorage } from '../../server/after-commit-pubsub';
import { oneLine, UnusableDatabaseError } from '../../server/sqlite-integrity';
import { seededRng } from '../../games/common/random';
import { FailedWriteError, SqliteStorage, StoreClosedError } from '../../server/sqlite-storage';
import { entry, newMatch, storageContract } from './support/storage-contract';

const dirs: string[] = [];
const dirOf = new WeakMap<ServerStorage, string>();
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'als-storage-'));
  dirs.push(dir);
  return dir;
}

function open(dir: string): SqliteStorage {
  const db = SqliteStorage.inDirectory(dir);
  dirOf.set(db, dir);
  return db;
}

const asSqlite = (db: ServerStorage): SqliteStorage => {
  if (!(db instanceof SqliteStorage)) throw new Error('not the SQLite store');
  return db;
};

storageContract('SqliteStorage', {
  async fresh() {
    return open(freshDir());
  },
  async reopen(db) {
    await db.close();
    return open(dirOf.get(db)!);
  },
  async logRows(db) {
    return asSqlite(db).db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM log_entries').get()!.n;
  },
  async dropUnlistedColumn(db) {
    asSqlite(db).db.exec('ALTER TABLE matches DROP COLUMN unlisted');
  },
});

describe('SqliteStorage', () => {
  it("answers a match's seats from memory at once while a move's state write is on its way, and as committed while a seat change is", async () => {
    const db = open(freshDir());
    const { initialState, metadata } = newMatch(0, 1000);
    await db.createMatch('m', { initialState, metadata });
    expect(await db.seatsOf('m')).toEqual(metadata.players);
    // A move: its update is checked against the seats while its state write settles.
    const written = db.setState('m', { ...initialState, _stateID: 1 }, [entry(1)]);
    const during = db.seatsOf('m');
    expect(during).not.toBeInstanceOf(Promise);
    expect(during).toEqual(metadata.players);
    await written;
    // A join: until it commits, the seats are the committed ones, read once it has.
    const joined = { ...metadata, players: { ...metadata.players, 1: { id: 1, name: 'Bo', credentials: 'c1' } } };
    const joining = db.setMetadata('m', joined);
    const whileJoining = db.seatsOf('m');
    expect(whileJoining).toBeInstanceOf(Promise);
    expect(await whileJoining).toEqual(joined.players);
    await joining;
    expect(db.seatsOf('m')).toEqual(joined.players);
    await db.close();
  });

  it('uses WAL', async () => {
    const db = open(freshDir());
    expect(db.db.pragma('journal_mode', { simple: true })).toBe('wal');
    await db.close();
  });

  it('a move that only advances updatedAt rewrites the metadata at most every 5 s; any other change at once', async () => {
    const dir = freshDir();
    let db = open(dir);
    const { initialState, metadata } = newMatch(0, 10_000);
    await db.createMatch('m', { initialState, metadata });
    // The first metadata write after the creation is made whole (it is a join, as a rule).
    for (const at of [11_000, 12_000, 13_000, 14_000]) await db.setMetadata('m', { ...metadata, updatedAt: at });
    expect((await db.fetch('m', { metadata: true })).metadata.updatedAt, 'this process sees the latest').toBe(14_000);
    await db.close();
    db = open(dir);
    expect((await db.fetch('m', { metadata: true })).metadata.updatedAt, 'after a restart: at most 5 s older').toBe(11_000);
    await db.setMetadata('m', { ...metadata, updatedAt: 14_000 });
    await db.setMetadata('m', { ...metadata, updatedAt: 15_100 });
    const named = { ...metadata, updatedAt: 15_200, players: { ...metadata.players, 0: { id: 0, name: 'Ada' } } };
    await db.setMetadata('m', named);
    await db.close();
    db = open(dir);
    const stored = (await db.fetch('m', { metadata: true })).metadata;
    expect(stored.players[0]?.name).toBe('Ada');
    expect(stored.updatedAt).toBe(15_200);
    await db.close();
  });

  it('hands out the state it wrote without re-reading it, frozen (a mutation would corrupt later moves)', async () => {
    const db = open(freshDir());
    const { initialState, metadata } = newMatch(0, 1);
    await db.createMatch('m', { initialState, metadata });
    const next = { ...initialState, _stateID: 1 };
    await db.setState('m', next, []);
    const { state } = await db.fetch('m', { state: true });
    expect(state).toBe(next);
    expect(() => {
      (state.ctx as { turn: number }).turn = 99;
    }).toThrow(TypeError);
    const first = await db.fetch('m', { metadata: true });
    first.metadata.players[0]!.name = 'edited, not written';
    expect((await db.fetch('m', { metadata: true })).metadata.players[0]?.name, 'each fetch its own metadata').toBeUndefined();
    await db.close();
  });

  it("a new table's joins and first syncs read no row: until its first move a match created here is answered from memory", async () => {
    const db = open(freshDir());
    const { initialState, metadata } = newMatch(0, 1);
    await db.createMatch('m', { initialState, metadata });
    const statement = Object.getPrototypeOf(db.db.prepare('SELECT 1')) as Record<'get' | 'all', (...args: unknown[]) => unknown>;
    const reads = [vi.spyOn(statement, 'get'), vi.spyOn(statement, 'all')];
    const count = () => reads.reduce((n, spy) => n + spy.mock.calls.length, 0);
    try {
      await db.setMetadata('m', { ...metadata, players: { ...metadata.players, 0: { id: 0, name: 'Ada', credentials: 'c0' } } });
      const sync = await db.fetch('m', { state: true, initialState: true, metadata: true, log: true });
      expect(count(), 'rows read before the first move').toBe(0);
      expect(sync.state).toEqual(initialState);
      expect(sync.initialState).toEqual(initialState);
      expect(sync.log).toEqual([]);
      expect(sync.metadata.players[0]?.name).toBe('Ada');
      await db.setState('m', { ...initialState, _stateID: 1 }, [entry(1)]);
      const later = await db.fetch('m', { state: true, initialState: true, log: true });
      expect(later.state._stateID).toBe(1);
      expect(later.initialState, 'read back once the match has moved').toEqual(initialState);
      expect(later.log.map((e) => e._stateID)).toEqual([1]);
      expect(count()).toBeGreaterThan(0);
    } finally {
      reads.forEach((spy) => spy.mockRestore());
    }
    await db.close();
  });

  it('a create that fails leaves nothing in memory: the match is read as stored', async () => {
    const db = open(freshDir());
    const first = newMatch(0, 1);
    await db.createMatch('m', first);
    const second = newMatch(1, 2);
    await expect(db.createMatch('m', second)).rejects.toBeInstanceOf(FailedWriteError);
    const read = await db.fetch('m', { state: true, metadata: true, initialState: true });
    expect(read.metadata.gameName).toBe(first.metadata.gameName);
    expect(read.state).toEqual(first.initialState);
    expect(read.initialState).toEqual(first.initialState);
    await db.close();
  });

  it('a write has committed when its promise resolves: another connection reads it', async () => {
    const dir = freshDir();
    const db = open(dir);
    const { initialState, metadata } = newMatch(0, 1);
    await db.createMatch('m', { initialState, metadata });
    await db.setState('m', { ...initialState, _stateID: 1 }, [entry(0)]);
    const other = new Database(join(dir, 'matches.sqlite'), { readonly: true });
    const row = other.prepare<[], { state: string }>("SELECT state FROM matches WHERE id = 'm'").get();
    expect(JSON.parse(row!.state)._stateID).toBe(1);
    expect(other.prepare('SELECT COUNT(*) AS n FROM log_entries').pluck().get()).toBe(1);
    other.close();
    await db.close();
  });

  it('reads what it was handed before, even writes that have not committed yet', async () => {
    const db = open(freshDir());
    const { initialState, metadata } = newMatch(0, 1);
    const writes = [db.createMatch('a', { initialState, metadata }), db.createMatch('b', { initialState, metadata })];
    for (let n = 1; n <= 5; n++) writes.push(db.setState('a', { ...initialState, _stateID: n }, [entry(n)]));
    expect(await db.listMatches()).toEqual(['a', 'b']);
    const read = await db.fetch('a', { state: true, log: true, initialState: true });
    expect(read.state._stateID).toBe(5);
    expect(read.log.map((e) => e._stateID)).toEqual([1, 2, 3, 4, 5]);
    await Promise.all(writes);
    await db.close();
  });

  it('hands out a state only once it has committed (a sync must not show a move a crash could take back)', async () => {
    const db = open(freshDir());
    const { initialState, metadata } = newMatch(0, 1);
    await db.createMatch('m', { initialState, metadata });
    const order: string[] = [];
    const written = db.setState('m', { ...initialState, _stateID: 1 }, [entry(1)]).then(() => order.push('committed'));
    const read = db.fetch('m', { state: true }).then(({ state }) => order.push(`read ${state._stateID}`));
    await Promise.all([written, read]);
    expect(order).toEqual(['committed', 'read 1']);
    await db.close();
  });

  it('a write that fails fails alone, with the reason; the writes handed over with it commit', async () => {
    const db = open(freshDir());
    const { initialState, metadata } = newMatch(0, 1);
    await db.createMatch('m', { initialState, metadata });
    const results = await Promise.allSettled([
      db.setState('m', { ...initialState, _stateID: 1 }, [entry(1)]),
      db.createMatch('m', { initialState, metadata }),
      db.createMatch('n', { initialState, metadata }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    expect((await db.fetch('m', { log: true })).log).toHaveLength(1);
    expect(await db.listMatches()).toEqual(['m', 'n']);
    await db.close();
  });

  it('closing commits the writes still on their way', async () => {
    const dir = freshDir();
    let db = open(dir);
    const { initialState, metadata } = newMatch(0, 1);
    await db.createMatch('m', { initialState, metadata });
    const pending = db.setState('m', { ...initialState, _stateID: 7 }, [entry(7)]);
    await db.close();
    await pending;
    // A closed store takes no writes; the server logs such a refusal (the last sockets' disconnects
    // at shutdown) as one line naming the write, by its type.
    const late = db.setMetadata('m', metadata).catch((error: unknown) => error);
    expect(await late).toBeInstanceOf(StoreClosedError);
    expect(String(await late)).toMatch(/match m: the metadata write came after the SQLite store closed \(the server is stopping\)/);
    db = open(dir);
    expect((await db.fetch('m', { state: true })).state._stateID).toBe(7);
    await db.close();
  });
});

/** Another connection renames a table away: the store's statements on it fail until `restore()`. */
function tableAway(dir: string, table: string): () => void {
  const other = new Database(join(dir, 'matches.sqlite'));
  other.pragma('busy_timeout = 5000');
  other.exec(`ALTER TABLE ${table} RENAME TO ${table}_away`);
  return () => {
    other.exec(`ALTER TABLE ${table}_away RENAME TO ${table}`);
    other.close();
  };
}

/** Everything into the database file, then garbage over all of it but its first page. */
/** Garbage, the same every run: a random damage now and then quoted a newline in its finding. */
function garbageBytes(size: number, seed: string): Buffer {
  const rng = seededRng(seed);
  return Buffer.from(Array.from({ length: size }, () => Math.floor(rng() * 256)));
}

function damage(dir: string): void {
  const file = join(dir, 'matches.sqlite');
  const other = new Database(file);
  other.pragma('wal_checkpoint(TRUNCATE)');
  other.close();
  const size = statSync(file).size;
  const fd = openSync(file, 'r+');
  writeSync(fd, garbageBytes(size - 4096, 'damage'), 0, size - 4096, 4096);
  closeSync(fd);
}

describe('SqliteStorage when the database fails', () => {
  it('a write that fails leaves the match as last committed, cache included; the next write continues the log', async () => {
    const dir = freshDir();
    const db = open(dir);
    const { initialState, metadata } = newMatch(0, 1);
    await db.createMatch('m', { initialState, metadata });
    await db.setState('m', { ...initialState, _stateID: 1 }, [entry(1)]);
    await db.fetch('m', { state: true, metadata: true });
    const restore = tableAway(dir, 'matches');
    const named = { ...metadata, players: { ...metadata.players, 0: { id: 0, name: 'Ada' } } };
    const results = await Promise.allSettled([db.setState('m', { ...initialState, _stateID: 2 }, [entry(2)]), db.setMetadata('m', named)]);
    restore();
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(FailedWriteError);
    }
    expect(String((results[0] as PromiseRejectedResult).reason)).toMatch(
      /match m: the state write failed: no such table: matches \(SQLITE_ERROR\)/,
    );
    const read = await db.fetch('m', { state: true, metadata: true, log: true });
    expect(read.state._stateID, 'the state as committed, not as handed over').toBe(1);
    expect(read.metadata.players[0]?.name, 'the metadata as committed').toBeUndefined();
    expect(read.log.map((e) => e._stateID)).toEqual([1]);
    await db.setState('m', { ...initialState, _stateID: 2 }, [entry(2)]);
    expect(
      (await db.fetch('m', { log: true })).log.map((e) => e._stateID),
      'no gap',
    ).toEqual([1, 2]);
    await db.close();
  });

  it('problem(): failing writes until one succeeds again; a match id taken twice is no problem of the store', async () => {
    const dir = freshDir();
    const db = open(dir);
    const { initialState, metadata } = newMatch(0, 1);
    await db.createMatch('m', { initialState, metadata });
    expect(db.problem()).toBeUndefined();
    await expect(db.createMatch('m', { initialState, metadata })).rejects.toThrow(/UNIQUE/);
    expect(db.problem()).toBeUndefined();
    const restore = tableAway(dir, 'log_entries');
    await expect(db.setState('m', { ...initialState, _stateID: 1 }, [entry(1)])).rejects.toThrow(FailedWriteError);
    restore();
    expect(db.problem()).toMatch(/writes to the database .*matches\.sqlite are failing: no such table: log_entries \(SQLITE_ERROR\)/);
    await db.setState('m', { ...initialState, _stateID: 1 }, [entry(1)]);
    expect(db.problem()).toBeUndefined();
    await db.close();
  });

  it('problem(): the database file replaced, or its log deleted, under the running store', async () => {
    const replacedDir = freshDir();
    const replaced = open(replacedDir);
    await replaced.createMatch('m', newMatch(0, 1));
    const file = join(replacedDir, 'matches.sqlite');
    copyFileSync(file, `${file}.restored`);
    renameSync(`${file}.restored`, file);
    expect(replaced.problem()).toMatch(/matches\.sqlite is no longer the file this server has open/);
    await replaced.close();

    const deletedDir = freshDir();
    const deleted = open(deletedDir);
    await deleted.createMatch('m', newMatch(0, 1));
    rmSync(join(deletedDir, 'matches.sqlite-wal'));
    expect(deleted.problem()).toMatch(/matches\.sqlite-wal is no longer the file this server has open/);
    await deleted.close();
  });

  it('problem(): a damaged page, found by a read or by the check itself, makes the database corrupt until a restart', async () => {
    for (const reader of ['a read', 'the check'] as const) {
      const dir = freshDir();
      const db = open(dir);
      for (let n = 0; n < 20; n++) await db.createMatch(`m${n}`, newMatch(n % 2, 1));
      damage(dir);
      if (reader === 'a read') expect(() => db.gameOf('m3')).toThrow(/malformed/);
      expect(db.problem()).toMatch(/the database .*matches\.sqlite is corrupt: database disk image is malformed \(SQLITE_CORRUPT\)/);
      await db.close();
    }
  });

  it('refuses to open a file that is not a sound database, in one line that says what to do', async () => {
    const garbage = freshDir();
    writeFileSync(join(garbage, 'matches.sqlite'), garbageBytes(16_384, 'garbage'));
    const damaged = freshDir();
    const db = open(damaged);
    for (let n = 0; n < 20; n++) await db.createMatch(`m${n}`, newMatch(n % 2, 1));
    await db.close();
    damage(damaged);
    for (const dir of [garbage, damaged]) {
      let refusal: unknown;
      try {
        open(dir).close();
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(UnusableDatabaseError);
      const message = (refusal as Error).message;
      expect(message).toMatch(/^refusing to start: .*matches\.sqlite is corrupt \(.+\); see sqlite3 .* 'PRAGMA integrity_check'/);
      expect(message).not.toContain('\n');
    }
    // What SQLite quotes from a damaged page can hold any byte: the line shows them escaped.
    expect(oneLine('table "a\nb\u001b[31m\u2028" malformed')).toBe('table "a\\u000ab\\u001b[31m\\u2028" malformed');
  });
});
