/** The SQLite writer's batches, on a connection of the test's own: a full database refuses them. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { batchCommitter } from '../../server/sqlite-batches';
import { openDatabase, type WriteRequest } from '../../server/sqlite-writes';

const dir = mkdtempSync(join(tmpdir(), 'als-batches-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const create = (id: number, matchID: string): WriteRequest => ({
  id,
  write: { kind: 'create', matchID, gameName: 'g', initialState: '{}', metadata: '{"n":0}', gameover: 0, updatedAt: 1 },
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
