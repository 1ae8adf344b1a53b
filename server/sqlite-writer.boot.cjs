// A worker thread does not inherit tsx's loader from the main thread: register tsx's require
// hook (lighter to start than its ESM loader, which runs on a thread of its own), then load the
// writer (TypeScript).
require('tsx/cjs/api').register();
require('./sqlite-writer.ts');
