/**
 * The SQLite store's writer thread. The main thread serves the game sockets; here the writes are
 * executed and committed, off its hands (`sqlite-batches.ts`: the writes that arrive together in
 * one transaction). The report goes back only after the commit: the main thread releases a move
 * to the players once it is durable.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { batchCommitter } from './sqlite-batches';
import { openDatabase, type WriteRequest, type WriterData } from './sqlite-writes';

const port = parentPort;
if (!port) throw new Error('sqlite-writer runs in a worker thread');

const db = openDatabase((workerData as WriterData).file);
const commit = batchCommitter(db);

let queue: WriteRequest[] = [];

function flush(): void {
  if (queue.length === 0) return;
  const batch = queue;
  queue = [];
  port.postMessage(commit(batch));
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
