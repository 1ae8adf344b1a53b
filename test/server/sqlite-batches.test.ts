/** The SQLite writer's batches, on a connection of the test's own: a full database refuses them. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { batchCommitter } from '../../server/sqlite-batches';
import { openDatabase, type WriteRequest } from '../../server/sqlite-writes';

const dir = mkdtempSync(join(tmpdir(), 'als-batches-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const create = (id: number, matchID: string, initialState = '{}'): WriteRequest => ({
  id,
  write: { kind: 'create', matchID, gameName: 'g', initialState, metadata: '{"n":0}', gameover: 0, unlisted: 0, updatedAt: 1 },
});
const state = (id: number, matchID: string, text: string): WriteRequest => ({
  id,
  write: { kind: 'state', matchID, state: text, log: [] },
});
const metadata = (id: number, matchID: string, text: string): WriteRequest => ({
  id,
  write: { kind: 'metadata', matchID, metadata: text, gameover: 0, updatedAt: 2 },
});

describe('batchCommitter', () => {
  it('when SQLite rolls the whole transaction back (the disk is full), the batch fails whole: no write reported failed is in the file', () => {
    const db = openDatabase(join(dir, 'full.sqlite'));
    const commit = batchCommitter(db);
    expect(commit([create(1, 'a'), create(2, 'b')]).failed).toEqual([]);
    // Not one more page: no free page (VACUUM), and the file may not grow.
    db.exec('VACUUM');
    db.pragma(`max_page_count = ${db.pragma('page_count', { simple: true })}`);
    // A state that needs new pages (SQLite then rolls back the transaction), then a write that
    // needs none (rewritten in place at the same size): it must not commit on its own.
    const report = commit([state(3, 'a', 'x'.repeat(20_000)), metadata(4, 'b', '{"n":1}')]);
    const stored = db.prepare<[], { id: string; state: string; metadata: string }>('SELECT id, state, metadata FROM matches ORDER BY id');
    expect(stored.all()).toEqual([
      { id: 'a', state: '{}', metadata: '{"n":0}' },
      { id: 'b', state: '{}', metadata: '{"n":0}' },
    ]);
    expect(report.upTo).toBe(4);
    expect(report.failed.map((f) => [f.id, f.code])).toEqual([
      [3, 'SQLITE_FULL'],
      [4, 'SQLITE_FULL'],
    ]);
    expect(db.inTransaction).toBe(false);

    db.pragma('max_page_count = 100000');
    expect(commit([state(5, 'a', 'x'.repeat(20_000)), metadata(6, 'b', '{"n":1}')]).failed, 'room again').toEqual([]);
    expect(stored.all().map((r) => r.metadata)).toEqual(['{"n":0}', '{"n":1}']);
    db.close();
  });
});

describe('openDatabase', () => {
  it("makes a new file with 8 KiB pages, so a match's row of a few recorded battles fits one page; a file made earlier opens as it was", () => {
    const fresh = openDatabase(join(dir, 'fresh.sqlite'));
    expect(fresh.pragma('page_size', { simple: true })).toBe(8192);
    // initial state, state and metadata as big as Air, Land & Sea's a few battles in: no overflow page
    const commit = batchCommitter(fresh);
    expect(commit([create(1, 'a', 'i'.repeat(1500)), state(2, 'a', 's'.repeat(3000))]).failed).toEqual([]);
    const pages = fresh.prepare<[], { n: number }>("SELECT count(*) AS n FROM dbstat WHERE name = 'matches'").get();
    expect(pages?.n).toBe(1);
    fresh.close();

    const oldFile = join(dir, 'old.sqlite');
    const old = new Database(oldFile);
    old.pragma('journal_mode = WAL');
    old.exec("CREATE TABLE kept (v TEXT); INSERT INTO kept VALUES ('before')");
    old.close();
    const reopened = openDatabase(oldFile);
    expect(reopened.pragma('page_size', { simple: true })).toBe(4096);
    expect(reopened.prepare('SELECT v FROM kept').all()).toEqual([{ v: 'before' }]);
    reopened.close();
  });
});
