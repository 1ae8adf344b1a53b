/**
 * The Air, Land & Sea bot's Web Worker: the search runs here so the page never freezes.
 * Imports the decision code directly (not the ai index, which also brings boardgame.io's bots).
 */
import { chooseMove } from '../../games/air-land-sea/ai/choose';
import { BUDGETS, isLevel } from '../../games/air-land-sea/ai/levels';
import { isPlayer, type AlsView } from '../../games/air-land-sea/rules/index';
import type { DecideRequest, DecideResponse } from './worker-protocol';

const scope = self as unknown as { onmessage: ((e: MessageEvent<DecideRequest<AlsView>>) => void) | null; postMessage: (m: DecideResponse) => void };

scope.onmessage = ({ data }) => {
  const { id, level, view, playerID, seed } = data;
  try {
    if (!isLevel(level)) throw new Error(`unknown level ${level}`);
    if (!isPlayer(playerID)) throw new Error(`no seat ${playerID}`);
    scope.postMessage({ id, choice: chooseMove(view, playerID, BUDGETS[level], seed) });
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
