/**
 * The SQLite store's writer thread. The main thread serves the game sockets; here the writes are
 * executed and committed, off its hands. Writes that arrive together commit in one transaction
 * (one WAL append instead of one per move), and each runs in its own savepoint, so one that fails
 * (a match id taken twice) fails alone. The report goes back only after the commit: the main
 * thread releases a move to the players once it is durable.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase, type Write, type WriteReport, type WriteRequest, type WriterData } from './sqlite-writes';

const port = parentPort;
if (!port) throw new Error('sqlite-writer runs in a worker thread');

const db = openDatabase((workerData as WriterData).file);
const statements = {
  insert: db.prepare<[string, string, string, string, string, number, number]>(
    'INSERT INTO matches (id, game_name, initial_state, state, metadata, gameover, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ),
  setState: db.prepare<[string, string]>('UPDATE matches SET state = ? WHERE id = ?'),
  setMetadata: db.prepare<[string, number, number, string]>('UPDATE matches SET metadata = ?, gameover = ?, updated_at = ? WHERE id = ?'),
  appendLog: db.prepare<[string, string]>('INSERT INTO log_entries (match_id, entry) VALUES (?, ?)'),
  wipeMatch: db.prepare<[string]>('DELETE FROM matches WHERE id = ?'),
  wipeLog: db.prepare<[string]>('DELETE FROM log_entries WHERE match_id = ?'),
};

function execute(write: Write): void {
  switch (write.kind) {
    case 'create':
      statements.insert.run(
        write.matchID,
        write.gameName,
        write.initialState,
        write.initialState,
        write.metadata,
        write.gameover,
        write.updatedAt,
      );
      return;
    case 'state':
      statements.setState.run(write.state, write.matchID);
      for (const entry of write.log) statements.appendLog.run(write.matchID, entry);
      return;
    case 'metadata':
      statements.setMetadata.run(write.metadata, write.gameover, write.updatedAt, write.matchID);
      return;
    case 'wipe':
      statements.wipeMatch.run(write.matchID);
      statements.wipeLog.run(write.matchID);
      return;
  }
}

// Nested in the batch's transaction, better-sqlite3 runs this in a savepoint.
const executeAlone = db.transaction(execute);

let queue: WriteRequest[] = [];

const commitBatch = db.transaction((batch: WriteRequest[]) => {
  const failed: WriteReport['failed'] = [];
  for (const { id, write } of batch) {
    try {
      executeAlone(write);
    } catch (error) {
      failed.push({ id, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return failed;
});

function flush(): void {
  if (queue.length === 0) return;
  const batch = queue;
  queue = [];
  const upTo = batch.at(-1)!.id;
  let report: WriteReport;
  try {
    report = { upTo, failed: commitBatch(batch) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    report = { upTo, failed: batch.map(({ id }) => ({ id, message })) };
  }
  port.postMessage(report);
}

port.on('message', (requests: WriteRequest[] | 'close') => {
  if (requests === 'close') {
    flush();
    db.close();
    port.close();
    return;
  }
  // Every write that arrives before the event loop comes round again joins the batch.
  if (queue.length === 0) setImmediate(flush);
  queue.push(...requests);
});
