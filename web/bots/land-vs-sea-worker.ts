/**
 * The Land vs Sea bot's Web Worker: the search runs here so the page never freezes.
 * Imports the decision code directly (not the ai index, which also brings boardgame.io's bots).
 */
import { chooseMove } from '../../games/land-vs-sea/ai/choose';
import { BUDGETS } from '../../games/land-vs-sea/ai/levels';
import { isLevel } from '../../games/common/levels';
import { isPlayer } from '../../games/land-vs-sea/rules/vocabulary';
import type { View } from '../../games/land-vs-sea/rules/view';
import type { DecideRequest, DecideResponse } from './worker-protocol';

const scope = self as unknown as { onmessage: ((e: MessageEvent<DecideRequest<View>>) => void) | null; postMessage: (m: DecideResponse) => void };

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
