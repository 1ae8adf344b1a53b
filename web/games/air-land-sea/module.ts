/** Air, Land & Sea's code for the app: the game, its board and its solo bot (in a worker). */
import { AirLandSeaGame } from '../../../games/air-land-sea';
import type { GameModule } from '../types';
import { Board } from './Board';

// One worker for the page's lifetime, created on the first solo game.
let worker: Worker | undefined;

export const airLandSeaModule: GameModule = {
  game: AirLandSeaGame,
  Board,
  soloBot: async (level) => {
    const [{ alsSearchBot, isLevel }, { workerDecide }] = await Promise.all([
      import('../../../games/air-land-sea/ai'),
      import('../../bots/worker-decide'),
    ]);
    if (!isLevel(level)) throw new Error(`unknown difficulty "${level}"`);
    worker ??= new Worker(new URL('../../bots/air-land-sea-worker.ts', import.meta.url), { type: 'module' });
    return alsSearchBot(level, workerDecide(worker, level));
  },
};
