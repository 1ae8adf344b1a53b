/**
 * `GET /games/<game>/<id>/turn`: whose decision a match waits for, so a page that lists a
 * browser's seats ("Your matches") can show where it is that seat's turn without opening a socket
 * per match or replaying its history. The answer holds only what any spectator's socket is sent
 * (ctx is public): `{ matchID, stateID, over, filling, deciding, players }`, `filling` whether the
 * match waits for players (a seat is free, before its end), `deciding` the seats the server would
 * take a move from now — none while a seat is empty (no move is taken then) or once the match is
 * over, and `players` the seats as the lobby lists them (no credentials), so the page can say whom
 * each match is against. Once it is over, `results` says how it ended for each seat (`win`,
 * `loss` or `draw`, as the players' histories record it), so "Your matches" can say won or lost
 * without opening the replay: `ctx.gameover` is public too. One stored state read, like a socket
 * sync. Runs after the rate limits and lobby validation, which has checked the game and the match.
 */
import type { Context, Next } from 'koa';
import type { StorageAPI } from 'boardgame.io';
import type { LoadedGame } from '../games/common/meta';
import { resultOfScore, type SeatResult } from '../games/common/rating';
import { decidingSeats } from '../games/common/turn';
import { ApiError, MethodNotAllowed } from './http-errors';
import { settlementOf } from './match-settlement';
import { hasOpenSeat } from './table-guard';
import { publicSeats, type PublicSeat } from './public-seats';

const ROUTE = /^\/games\/([^/]+)\/([^/]+)\/turn$/;

export interface TurnAnswer {
  matchID: string;
  stateID: number;
  over: boolean;
  filling: boolean;
  deciding: string[];
  players: PublicSeat[];
  /** Once the match is over: each seat's result, by seat id. */
  results?: Record<string, SeatResult>;
}

export function matchTurn(db: StorageAPI.Async, served: readonly LoadedGame[]) {
  return async (ctx: Context, next: Next): Promise<void> => {
    const route = ROUTE.exec(ctx.path);
    if (!route) return next();
    const [, gameName, matchID] = route as unknown as [string, string, string];
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD')
      throw new MethodNotAllowed('GET, HEAD', `turn is GET /games/${gameName}/<matchID>/turn`);
    const { state, metadata } = await db.fetch(matchID, { state: true, metadata: true });
    if (!state || !metadata || metadata.gameName !== gameName) throw new ApiError(404, `no ${gameName} match "${matchID}"`);
    const over = state.ctx.gameover !== undefined;
    const filling = !over && hasOpenSeat(metadata);
    const answer: TurnAnswer = {
      matchID,
      stateID: state._stateID,
      over,
      filling,
      deciding: over || filling ? [] : decidingSeats(state.ctx),
      players: publicSeats(metadata),
    };
    const settlement = over ? settlementOf(served, matchID, metadata, state) : undefined;
    if (settlement) answer.results = Object.fromEntries(settlement.seats.map((seat) => [seat.seat, resultOfScore(seat.score)]));
    ctx.body = answer;
  };
}
