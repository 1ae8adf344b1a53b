// Test support, never loaded by the server on its own: with `node --require <this file>` and
// TEST_SQLITE_MAX_PAGE_COUNT set, every SQLite connection of the process (the writer thread's
// too: a worker thread runs the same preloads) may not grow its database past that many pages.
// SQLite then answers SQLITE_FULL, as on a full disk. For machines that cannot mount a tmpfs.
const Database = require('better-sqlite3');

const limit = Number(process.env.TEST_SQLITE_MAX_PAGE_COUNT);
if (!Number.isInteger(limit) || limit <= 0) throw new Error('sqlite-page-cap: TEST_SQLITE_MAX_PAGE_COUNT must be a page count');

const capped = new WeakSet();
const { exec, pragma } = Database.prototype;
// The store sets its pragmas and runs its schema right after opening a connection.
function cap(db) {
  if (capped.has(db)) return;
  capped.add(db);
  pragma.call(db, `max_page_count = ${limit}`);
}
Database.prototype.exec = function (...args) {
  cap(this);
  return exec.apply(this, args);
};
Database.prototype.pragma = function (...args) {
  cap(this);
  return pragma.apply(this, args);
};
