/** A person's seat against the computer's, over a real socket: random legal moves from the seat's view. */
import { expect } from 'vitest';
import type { SomeGame } from '../../../games/common/definition';
import { seededRng, type Rng } from '../../../games/common/random';
import { decidingSeats, type TurnCtx } from '../../../games/common/turn';
import type { SeatClient } from './seat-client';

/** A random legal move of the seat, from the view it was sent (as a person's board offers them). */
export function randomMove(definition: SomeGame, view: unknown, rng: Rng) {
  const legal = definition.engine.legalActionsInView(view);
  return definition.toMove(legal[Math.floor(rng() * legal.length)]!);
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Plays the person's seat with random legal moves until the match ends (or, with `moves`, for
 * that many moves of either side); the time each bot move took to arrive.
 */
export async function playAgainstBot(human: SeatClient, definition: SomeGame, seed: string, moves?: number): Promise<number[]> {
  const maxMoves = moves ?? 2_000;
  const rng = seededRng(seed);
  const waits: number[] = [];
  for (let made = 0; made < maxMoves; made++) {
    const state = human.state!;
    const ctx = state.ctx as TurnCtx;
    if (ctx.gameover !== undefined) return waits;
    if (decidingSeats(ctx).includes(human.playerID!)) {
      const { move, args } = randomMove(definition, state.G, rng);
      expect(await human.move(move, args), `move ${made}`).toBe(true);
    } else {
      // The bot's turn: its move arrives as the next update.
      const before = human.stateID;
      const start = performance.now();
      expect(await human.until(() => human.stateID > before, 10_000), `the bot answers at move ${made}`).toBe(true);
      waits.push(performance.now() - start);
    }
  }
  if (moves !== undefined) return waits;
  throw new Error('the match did not end');
}
