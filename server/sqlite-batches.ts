/**
 * How the SQLite store's writer thread (`sqlite-writer.ts`) commits the writes that arrive
 * together: in one transaction (one WAL append instead of one per move), each write in its own
 * savepoint, so one that fails (a match id taken twice) fails alone. A report says which
 * committed. On a connection of its own, apart from the thread, so tests can give it a full disk.
 */
import type Database from 'better-sqlite3';
import { playerWriter } from './sqlite-players';
import { failureOf, type Write, type WriteReport, type WriteRequest } from './sqlite-writes';

/** Commits a batch and reports on it; never throws. */
export function batchCommitter(db: Database.Database): (batch: WriteRequest[]) => WriteReport {
  const statements = {
    insert: db.prepare<[string, string, string, string, string, number, number, number]>(
      'INSERT INTO matches (id, game_name, initial_state, state, metadata, gameover, unlisted, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    setState: db.prepare<[string, string]>('UPDATE matches SET state = ? WHERE id = ?'),
    setMetadata: db.prepare<[string, number, number, string]>('UPDATE matches SET metadata = ?, gameover = ?, updated_at = ? WHERE id = ?'),
    appendLog: db.prepare<[string, string]>('INSERT INTO log_entries (match_id, entry) VALUES (?, ?)'),
    wipeMatch: db.prepare<[string]>('DELETE FROM matches WHERE id = ?'),
    wipeLog: db.prepare<[string]>('DELETE FROM log_entries WHERE match_id = ?'),
  };
  const players = playerWriter(db);

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
          write.unlisted,
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
      case 'player':
      case 'settle':
        players(write);
        return;
    }
  }

  // Nested in the batch's transaction, better-sqlite3 runs this in a savepoint.
  const executeAlone = db.transaction(execute);

  const commitBatch = db.transaction((batch: WriteRequest[]) => {
    const failed: WriteReport['failed'] = [];
    for (const { id, write } of batch) {
      try {
        executeAlone(write);
      } catch (error) {
        // After some errors (SQLITE_FULL, SQLITE_IOERR, ...) SQLite rolls the whole transaction
        // back: the writes before this one are undone, and the next ones would each commit on
        // their own, outside the batch, while reported failed with it. The batch fails as one.
        if (!db.inTransaction) throw error;
        failed.push({ id, ...failureOf(error) });
      }
    }
    return failed;
  });

  return (batch) => {
    const upTo = batch.at(-1)?.id ?? 0;
    try {
      return { upTo, failed: commitBatch(batch) };
    } catch (error) {
      // Should the rollback itself have failed, every later batch would nest in this transaction
      // (a savepoint, not a commit) and never reach the file.
      if (db.inTransaction) abandonTransaction(db);
      const failure = failureOf(error);
      return { upTo, failed: batch.map(({ id }) => ({ id, ...failure })) };
    }
  };
}

function abandonTransaction(db: Database.Database): void {
  try {
    db.exec('ROLLBACK');
  } catch {
    // Nothing more to try: the next batch reports its own failure.
  }
}
