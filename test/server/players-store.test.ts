/** The player store on SQLite (the default), in the matches' own file: the shared contract. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import Database from 'better-sqlite3';
import { SqliteStorage } from '../../server/sqlite-storage';
import { playerStoreContract, type Stores } from './support/player-store-contract';

const dirs: string[] = [];
const dirOf = new WeakMap<Stores, string>();
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function open(dir: string): Stores {
  const db = SqliteStorage.inDirectory(dir);
  const stores = { db, players: db.players() };
  dirOf.set(stores, dir);
  return stores;
}

playerStoreContract('SqlitePlayerStore', {
  async fresh() {
    const dir = mkdtempSync(join(tmpdir(), 'als-players-'));
    dirs.push(dir);
    return open(dir);
  },
  async reopen(stores) {
    await stores.db.close();
    return open(dirOf.get(stores)!);
  },
  async reopenFromBeforeReasons(stores) {
    await stores.db.close();
    const dir = dirOf.get(stores)!;
    const file = new Database(join(dir, 'matches.sqlite'));
    file.exec('ALTER TABLE match_results DROP COLUMN unrated');
    file.close();
    return open(dir);
  },
});
