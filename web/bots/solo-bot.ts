/** The computer player of a solo game: the game's search bot, searching in the Web Worker. */
import { searchBot, type BotClass } from '../../games/common/bots';
import type { SomeGame } from '../../games/common/definition';
import { isLevel } from '../../games/common/levels';
import { workerDecide } from './worker-decide';

// One worker for the page's lifetime, created on the first solo game; it serves every game.
let worker: Worker | undefined;

export function soloBot(definition: SomeGame, level: string): BotClass {
  if (!isLevel(level)) throw new Error(`unknown difficulty "${level}"`);
  worker ??= new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module' });
  return searchBot(definition, level, workerDecide(worker, definition.name, level));
}
