/**
 * Whose decision a match waits for, as boardgame.io decides who may move (its flow's
 * `isPlayerActive`): the seats in `activePlayers` when a stage names any (a choice made out of
 * turn), else the current player; nobody once the game is over. `ctx` is public: every seat and
 * spectator is sent it, so this tells nobody anything new.
 */
import type { Ctx } from 'boardgame.io';

export type TurnCtx = Pick<Ctx, 'currentPlayer' | 'activePlayers' | 'gameover'>;

export function decidingSeats(ctx: TurnCtx): string[] {
  if (ctx.gameover !== undefined && ctx.gameover !== null) return [];
  return ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer];
}
