/** The computer player of a solo game: the game's search bot, searching in the Web Worker. */
import { searchBot, type BotClass } from '../../games/common/bots';
import type { SomeGame } from '../../games/common/definition';
import { isLevel } from '../../games/common/levels';
import type { HintSearch } from '../play/SoloHint';
import { afterDialogs } from './after-dialogs';
import { workerDecide } from './worker-decide';

// One worker for the page's lifetime, created on the first solo game; it serves every game.
let worker: Worker | undefined;

function searchWorker(): Worker {
  worker ??= new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module' });
  return worker;
}

export function soloBot(definition: SomeGame, level: string): BotClass {
  if (!isLevel(level)) throw new Error(`unknown difficulty "${level}"`);
  const decide = workerDecide(searchWorker(), definition.name, level);
  return searchBot(definition, level, async (request) => {
    const choice = await decide(request);
    await afterDialogs();
    return choice;
  });
}

/** The solo page's hint: the hard level's search from the player's view, on the same worker. */
export function soloHint(definition: SomeGame): HintSearch {
  const decide = workerDecide(searchWorker(), definition.name, 'hard');
  return (view, playerID, seed) => decide({ view, playerID, seed });
}
