/**
 * Resolving abilities: take queued steps first in first out until one needs a choice; when the
 * queue runs dry, the turn is over.
 */
import { locate } from './board';
import { INSTANTS } from './abilities';
import { resolveDisruptHalf } from './abilities/disrupt';
import type { AlsState, Choice, Step } from './state';
import { endTurn } from './turn';
import type { Rng } from '../../common/random';

export function settle(state: AlsState, rng: Rng): void {
  while (state.choice === null && state.winner === null) {
    const step = state.queue.shift();
    if (!step) {
      endTurn(state, rng);
      return;
    }
    state.choice = startStep(state, step);
  }
}

function startStep(state: AlsState, step: Step): Choice | null {
  switch (step.type) {
    case 'trigger': {
      const resolve = INSTANTS[step.card];
      if (!resolve) return null;
      // (ruling) A queued instant still resolves if its card was flipped down or left the board,
      // measuring adjacency from where its card is, or was last.
      const theater = locate(state, step.card)?.theater ?? step.theater;
      return resolve(state, step, theater);
    }
    case 'disruptHalf':
      return resolveDisruptHalf(state, step.player);
    case 'redeployPlay':
      return { kind: 'redeployPlay', player: step.player, source: 'S4' };
  }
}
