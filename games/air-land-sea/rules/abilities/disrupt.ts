/**
 * L5 Disrupt (instant): first its owner flips one of their own uncovered cards (Disrupt itself
 * qualifies), then the opponent flips one of theirs; a player with no uncovered card skips their
 * half. First edition: the opponent flips first. Both halves go to the front of the queue, so
 * Disrupt finishes before any instant its flips reveal.
 */
import { opponent, type Player } from '../vocabulary';
import type { AlsState, Choice } from '../state';
import { askFlip } from './flip-choice';
import type { ResolveInstant } from './instant';

export const resolveDisrupt: ResolveInstant = (state, trigger) => {
  const owner = trigger.owner;
  const order: Player[] = state.options.edition === 'first' ? [opponent(owner), owner] : [owner, opponent(owner)];
  state.queue.unshift(...order.map((player) => ({ type: 'disruptHalf' as const, player })));
  return null;
};

export function resolveDisruptHalf(state: AlsState, player: Player): Choice | null {
  return askFlip(state, { kind: 'flip', player, source: 'L5', near: null, ownOnly: true });
}
