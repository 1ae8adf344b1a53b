/**
 * The quick-match queue's SQLite store beside another connection that commits all the while (the
 * matches' writer thread, here a worker writing as fast as it can): a ticket's transaction reads,
 * then writes. Begun deferred, it failed with SQLITE_BUSY_SNAPSHOT whenever the other connection
 * committed in between (a 500 for a POST /quick in a burst); begun immediate, it waits its turn.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteQuickStore } from '../../server/quick-store-sqlite';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A worker committing one small write after another to `file` until told to stop. */
const WRITER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
db.exec('CREATE TABLE IF NOT EXISTS churn (n INTEGER)');
const insert = db.prepare('INSERT INTO churn (n) VALUES (?)');
let stop = false;
parentPort.on('message', () => { stop = true; });
let n = 0;
const loop = () => {
  for (let i = 0; i < 50; i++) insert.run(n++);
  if (stop) { db.close(); parentPort.postMessage(n); } else setImmediate(loop);
};
parentPort.postMessage('ready');
loop();
`;

describe('the SQLite quick-match store', () => {
  it('adds tickets while another connection commits all the while', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'quick-store-'));
    dirs.push(dir);
    const store = SqliteQuickStore.inDirectory(dir);
    const writer = new Worker(WRITER, {
      eval: true,
      workerData: { file: join(dir, 'matches.sqlite'), module: require.resolve('better-sqlite3') },
    });
    await new Promise((resolve) => writer.once('message', resolve));
    const failures: string[] = [];
    for (let i = 0; i < 3_000; i++) {
      const ticket = {
        hash: `h${i}`,
        queue: 'q',
        request: { game: 'air-land-sea', numPlayers: 2, options: 'any' as const, playerName: 'p' },
        rating: undefined,
        address: `a${i % 7}`,
        now: i,
      };
      try {
        await store.add(ticket, 1_000, -1);
      } catch (error) {
        failures.push(String(error));
      }
    }
    writer.postMessage('stop');
    const written = await new Promise<number>((resolve) => writer.on('message', (n: unknown) => typeof n === 'number' && resolve(n)));
    await store.close();
    expect(written, 'the other connection committed meanwhile').toBeGreaterThan(1_000);
    expect(failures.slice(0, 3)).toEqual([]);
  });
});
