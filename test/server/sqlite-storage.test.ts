/** The SQLite storage (the default): the shared storage contract, plus what is SQLite's own. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ServerStorage } from '../../server/after-commit-pubsub';
import { SqliteStorage } from '../../server/sqlite-storage';
import { storageContract } from './support/storage-contract';

const dirs: string[] = [];
const dirOf = new WeakMap<ServerStorage, string>();
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

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
    const dir = mkdtempSync(join(tmpdir(), 'als-storage-'));
    dirs.push(dir);
    return open(dir);
  },
  async reopen(db) {
    await db.close();
    return open(dirOf.get(db)!);
  },
  async logRows(db) {
    return asSqlite(db).db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM log_entries').get()!.n;
  },
});

describe('SqliteStorage', () => {
  it('uses WAL', () => {
    const dir = mkdtempSync(join(tmpdir(), 'als-storage-'));
    dirs.push(dir);
    const db = open(dir);
    expect(db.db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });
});
