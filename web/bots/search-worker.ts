/**
 * The search bots' Web Worker: the search runs here so the page never freezes. It loads only
 * the definition of the game a request names (found by the folder convention
 * `games/<game>/definition.ts`, so neither boardgame.io nor any board comes into the worker).
 */
import { chooseMove } from '../../games/common/decide';
import type { SomeGame } from '../../games/common/definition';
import { isLevel } from '../../games/common/levels';
import type { DecideRequest, DecideResponse } from './worker-protocol';

const DEFINITIONS = import.meta.glob<SomeGame>('../../games/*/definition.ts', { import: 'definition' });

function definitionOf(game: string): Promise<SomeGame> {
  const load = DEFINITIONS[`../../games/${game}/definition.ts`];
  return load ? load() : Promise.reject(new Error(`no game ${game}`));
}

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<DecideRequest>) => void) | null;
  postMessage: (m: DecideResponse) => void;
};

scope.onmessage = async ({ data }) => {
  const { id, game, level, view, playerID, seed } = data;
  try {
    if (!isLevel(level)) throw new Error(`unknown level ${level}`);
    const definition = await definitionOf(game);
    if (!definition.isPlayer(playerID)) throw new Error(`no seat ${playerID}`);
    scope.postMessage({ id, choice: chooseMove(definition, view, playerID, definition.budgets[level], seed) });
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
