/**
 * A thread of the bots' pool (`bot-pool.ts`): one decision at a time, answered as the solo page's
 * Web Worker answers (`answerJob`: the same search, the game's level budgets). It is given a
 * seat's view only (what that seat's socket was sent), never a match state.
 */
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { answerJob, type DecisionJob } from '../games/common/decide';
import type { SomeGame } from '../games/common/definition';
import { findGame, GAMES } from '../games';
import type { WorkerReady } from './bot-pool';

const port = parentPort;
if (!port) throw new Error('bot-worker runs in a worker thread');

/**
 * The people first: this thread runs at a lower priority than the event loop, so on a machine
 * short of cores a search takes longer rather than the people's moves. (On Linux a priority set
 * for "process 0" is the calling thread's; elsewhere this may fail, and the thread runs as is.)
 */
const NICENESS = 10;
try {
  setPriority(NICENESS);
} catch {
  // not permitted or not supported here
}

const definitions = new Map<string, Promise<SomeGame>>();

function definitionOf(game: string): Promise<SomeGame> {
  let loading = definitions.get(game);
  if (!loading) {
    const meta = findGame(game);
    loading = meta ? meta.definition() : Promise.reject(new Error(`no game ${game}`));
    definitions.set(game, loading);
  }
  return loading;
}

// Loaded now, while nobody waits: the first decision of a game would otherwise take the load.
void Promise.all(GAMES.map((game) => definitionOf(game.name))).then(
  () => port.postMessage({ ready: true } satisfies WorkerReady),
  () => undefined, // a game that fails to load fails its decisions, with the reason
);

port.on('message', async (job: DecisionJob) => port.postMessage(await answerJob(job, definitionOf)));
