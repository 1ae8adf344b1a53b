// A worker thread does not inherit tsx's loader from the main thread. The bot worker needs tsx's
// ESM loader (heavier to start than the require hook sqlite-writer.boot.cjs registers): the
// games' metas load their definitions with import(). A pool's threads start once and live long.
import { register } from 'tsx/esm/api';

register();
await import('./bot-worker.ts');
