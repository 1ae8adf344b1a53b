/**
 * What a review page's address asks for: the seat (`?seat=N`: default the viewer's own seat in
 * the match, else the first) and the budget (`?budget=N` iterations a decision, as `npm run
 * review -- --budget N`; default the game's review budget).
 */
import type { SearchBudget } from '../../games/common/ismcts';
import { iterationsOf } from '../../games/common/review';

export type ReviewParams = { seat: string; budget: SearchBudget; custom: boolean } | { problem: string };

export function reviewParams(
  query: URLSearchParams,
  seats: readonly string[],
  ownSeat: string | undefined,
  defaultBudget: SearchBudget,
): ReviewParams {
  const asked = query.get('seat');
  const seat = asked ?? (ownSeat !== undefined && seats.includes(ownSeat) ? ownSeat : seats[0]);
  if (seat === undefined || !seats.includes(seat))
    return { problem: `This match has no seat ${asked ?? ''}: its seats are ${seats.join(', ')}.` };
  const text = query.get('budget');
  if (text === null) return { seat, budget: defaultBudget, custom: false };
  const iterations = iterationsOf(text);
  if (iterations === null) return { problem: `?budget= takes a positive whole number of iterations, not “${text}”.` };
  return { seat, budget: { iterations }, custom: true };
}
