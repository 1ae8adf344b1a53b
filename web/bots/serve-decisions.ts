/**
 * The body of a bot worker: answer each decision request with the game's search, by id.
 * Each game's worker file passes its own decision code (imported directly, not through the ai
 * index, which would also bring boardgame.io's bots into the worker).
 */
import type { MoveChoice } from '../../games/common/bots';
import type { SearchBudget } from '../../games/common/ismcts';
import { isLevel, type Budgets } from '../../games/common/levels';
import type { DecideRequest, DecideResponse } from './worker-protocol';

export interface Decider<View, Player extends string> {
  budgets: Budgets;
  isPlayer: (id: unknown) => id is Player;
  choose: (view: View, player: Player, budget: SearchBudget, seed: string) => MoveChoice;
}

export function serveDecisions<View, Player extends string>(decider: Decider<View, Player>): void {
  const scope = self as unknown as {
    onmessage: ((e: MessageEvent<DecideRequest<View>>) => void) | null;
    postMessage: (m: DecideResponse) => void;
  };
  scope.onmessage = ({ data }) => {
    const { id, level, view, playerID, seed } = data;
    try {
      if (!isLevel(level)) throw new Error(`unknown level ${level}`);
      if (!decider.isPlayer(playerID)) throw new Error(`no seat ${playerID}`);
      scope.postMessage({ id, choice: decider.choose(view, playerID, decider.budgets[level], seed) });
    } catch (error) {
      scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  };
}
