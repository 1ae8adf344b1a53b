/** Land vs Sea's code for the app: the game, its board and its solo bot (in a worker). */
import { LandVsSeaGame } from '../../../games/land-vs-sea';
import type { GameModule } from '../types';
import { Board } from './Board';

// One worker for the page's lifetime, created on the first solo game.
let worker: Worker | undefined;

export const landVsSeaModule: GameModule = {
  game: LandVsSeaGame,
  Board,
  soloBot: async (level) => {
    const [{ lvsSearchBot, isLevel }, { workerDecide }] = await Promise.all([
      import('../../../games/land-vs-sea/ai'),
      import('../../bots/worker-decide'),
    ]);
    if (!isLevel(level)) throw new Error(`unknown difficulty "${level}"`);
    worker ??= new Worker(new URL('../../bots/land-vs-sea-worker.ts', import.meta.url), { type: 'module' });
    return lvsSearchBot(level, workerDecide(worker, level));
  },
};
