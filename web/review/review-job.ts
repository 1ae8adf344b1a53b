/**
 * One decision of a review, asked of a review worker: the seat's view then and the action it
 * played, never a match state. The seed comes from the match, the seat and the decision's
 * number, so a decision gets the same evaluation whichever worker takes it.
 */
import type { SomeGame } from '../../games/common/definition';
import type { SearchBudget } from '../../games/common/ismcts';
import { decisionSeedOf, evaluateDecision, type Evaluation } from '../../games/common/review';

export interface ReviewJob {
  /** The decision's number among the seat's, from 0. */
  index: number;
  game: string;
  matchID: string;
  seat: string;
  view: unknown;
  action: unknown;
  budget: SearchBudget;
}

export type ReviewReply = { index: number; evaluation: Evaluation } | { index: number; error: string };

export async function answerReviewJob(job: ReviewJob, definitionOf: (game: string) => Promise<SomeGame>): Promise<ReviewReply> {
  const { index, game, matchID, seat, view, action, budget } = job;
  try {
    const definition = await definitionOf(game);
    if (!definition.isPlayer(seat)) throw new Error(`no seat ${seat} in ${game}`);
    const seed = decisionSeedOf(matchID, seat, index);
    return { index, evaluation: evaluateDecision(definition, view, seat, action, seed, budget) };
  } catch (error) {
    return { index, error: error instanceof Error ? error.message : String(error) };
  }
}
