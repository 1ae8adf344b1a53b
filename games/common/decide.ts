/** One decision of a search bot from a seat's view (inline, in a Web Worker, or on the server). */
import type { GameDefinition, SomeGame } from './definition';
import { search, type SearchBudget, type SearchGame } from './ismcts';
import { isLevel } from './levels';
import type { MoveCall } from './move-call';
import { seededRng } from './random';

/**
 * A budget is a turn's (a level's iterations and time cap are per turn): a decision gets its
 * share of both, at least one iteration.
 */
export function decisionBudget<View>(game: SearchGame<unknown, unknown, string, View>, view: View, budget: SearchBudget): SearchBudget {
  const share = game.turnShare?.(view) ?? 1;
  if (share === 1) return budget;
  return {
    ...budget,
    ...(budget.iterations === undefined ? {} : { iterations: Math.max(1, Math.round(budget.iterations * share)) }),
    ...(budget.timeMs === undefined ? {} : { timeMs: budget.timeMs * share }),
  };
}

/** The move the search prefers from `view`; a forced move is played without searching. */
export function chooseMove<State, Action, Player extends string, View>(
  definition: GameDefinition<State, Action, Player, View, unknown>,
  view: View,
  player: Player,
  budget: SearchBudget,
  seed: string,
): MoveCall {
  const legal = definition.engine.legalActionsInView(view);
  const only = legal.length === 1 ? legal[0] : undefined;
  if (only !== undefined) return definition.toMove(only);
  const game = definition.search;
  return definition.toMove(search(game, view, player, decisionBudget(game, view, budget), seededRng(seed)).action);
}

/**
 * One decision asked of a bot's thread (the page's Web Worker, a thread of the server's pool):
 * a seat's view, never a match state, answered by id.
 */
export interface DecisionJob {
  id: number;
  /** The game's name: the thread loads that game's definition. */
  game: string;
  level: string;
  view: unknown;
  playerID: string;
  seed: string;
}

export type DecisionReply = { id: number; choice: MoveCall } | { id: number; error: string };

/** A thread's answer to `job`: the move its level's search chooses, or why there is none. */
export async function answerJob(job: DecisionJob, definitionOf: (game: string) => Promise<SomeGame>): Promise<DecisionReply> {
  const { id, game, level, view, playerID, seed } = job;
  try {
    if (!isLevel(level)) throw new Error(`unknown level ${level}`);
    const definition = await definitionOf(game);
    if (!definition.isPlayer(playerID)) throw new Error(`no seat ${playerID} in ${game}`);
    return { id, choice: chooseMove(definition, view, playerID, definition.budgets[level], seed) };
  } catch (error) {
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}
