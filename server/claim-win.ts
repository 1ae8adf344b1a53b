/**
 * `POST /games/<game>/<id>/claim` with `{ playerID, credentials }`: a player whose opponent has
 * walked away on their own turn claims the win. Without it a match waits for ever on a seat
 * nobody will play again (a closed tab, a "Forget", a lost phone), and a losing player could
 * dodge a rated result by never coming back.
 * The claim is granted when the match has begun and is not over, the seat it waits for is a
 * person's on another side than the claimant's, and that seat has
 * had no socket for `awayMs` (AWAY_CLAIM_SECONDS) as this instance saw it (`away-seats.ts`;
 * `seatHere` says whether a socket of it is connected). Then the server makes
 * that seat's `resign` move with the reason "away" (`games/common/resign.ts`): through
 * boardgame.io's Master, in the match's move queue, like any move, so it is stored, logged,
 * broadcast once committed, and rated like a resignation. Refusals are 409s saying why; one made
 * too soon says when to try again (`retryAfterSeconds`). `GET` on the same route says it before:
 * the seats waited for that are away, each with the seconds until a claim against it may be made.
 * Runs after lobby validation, which has checked the game, the match, the claimant's seat and
 * credentials, and read the body.
 */
import type { Context, Next } from 'koa';
import type { Server, State } from 'boardgame.io';
import type { GenericPubSub } from 'boardgame.io/server';
import { Master } from 'boardgame.io/master';
import type { SomeGame } from '../games/common/definition';
import type { LoadedGame } from '../games/common/meta';
import { RESIGN, resignedOutcomeOf } from '../games/common/resign';
import { decidingSeats } from '../games/common/turn';
import type { ServerStorage } from './after-commit-pubsub';
import type { AwaySeats } from './away-seats';
import { botLevelOf } from './bot-seats';
import { ApiError, MethodNotAllowed, RetryLaterError } from './http-errors';
import { lobbyRoute } from './lobby-route';
import { StaleWriteError } from './postgres-storage';
import { matchBroadcast } from './seat-checked-transport';
import { hasOpenSeat } from './table-guard';

interface Options {
  served: readonly LoadedGame[];
  db: ServerStorage;
  pubSub: GenericPubSub<unknown>;
  away: AwaySeats;
  awayMs: number;
  /** Whether a socket of the seat is connected (this instance's own, or as the seats say with several). */
  seatHere: (matchID: string, seat: Server.PlayerMetadata) => boolean;
  /** Runs a task in the match's move queue (`SeatCheckedSocketIO.inMatchQueue`). */
  inMatchQueue: <T>(matchID: string, task: () => Promise<T>) => Promise<T>;
}

const nameOf = (seat: Server.PlayerMetadata) => (typeof seat.name === 'string' && seat.name !== '' ? seat.name : `seat ${seat.id + 1}`);

export function claimWin({ served, db, pubSub, away, awayMs, seatHere, inMatchQueue }: Options) {
  return async (ctx: Context, next: Next): Promise<void> => {
    const route = lobbyRoute(ctx.path);
    if (typeof route !== 'object' || route.action !== 'claim' || route.matchID === undefined) return next();
    if (ctx.method !== 'POST' && ctx.method !== 'GET')
      throw new MethodNotAllowed(
        'GET, POST',
        `claim is POST /games/${route.game}/<matchID>/claim (GET: how long until a claim may be made)`,
      );
    const loaded = served.find((s) => s.game.name === route.game);
    if (!loaded) throw new ApiError(404, `unknown game "${route.game}"`);
    const { game, definition } = loaded;
    const matchID = route.matchID;
    if (ctx.method === 'GET') {
      ctx.body = { away: await awayNow(matchID, route.game!) };
      return;
    }
    const claimant = String((ctx.state.lobbyBody as { playerID?: unknown } | undefined)?.playerID);

    // Checked and made in the match's queue: no move of the match runs in between.
    const gameover = await inMatchQueue(matchID, async () => {
      const { state, metadata } = await matchNow(matchID, route.game!);
      const seat = awaySeat(definition, state, metadata, claimant);
      const ms = away.awayMs(matchID, String(seat.id), seatHere(matchID, seat));
      if (ms === undefined) throw new ApiError(409, `${nameOf(seat)} is here: the win can be claimed only while they are away`);
      if (ms < awayMs) {
        const wait = secondsLeft(ms);
        throw new RetryLaterError(
          `${nameOf(seat)} has been away for ${Math.floor(ms / 1000)} s: the win can be claimed after ${Math.round(awayMs / 1000)} s away, in ${wait} s`,
          wait,
          409,
        );
      }
      const playerID = String(seat.id);
      // Server-made: no credentials to check (the Master checks none without `auth`).
      const action = { type: 'MAKE_MOVE' as const, payload: { type: RESIGN, args: ['away'], playerID, credentials: '' } };
      try {
        await new Master(game, db, matchBroadcast(pubSub, matchID)).onUpdate(action, state._stateID, matchID, playerID);
      } catch (error) {
        // Another instance stored a move of the match first (PostgreSQL refuses the stale write).
        if (error instanceof StaleWriteError) throw new ApiError(409, 'the match changed meanwhile: look again');
        throw error;
      }
      const after = await db.fetch(matchID, { state: true });
      const outcome = resignedOutcomeOf(after.state?.ctx.gameover);
      if (!outcome || outcome.resigned !== playerID) throw new ApiError(409, 'the match changed meanwhile: look again');
      return outcome;
    });
    ctx.body = { gameover };
  };

  /**
   * The seats the match waits for that are people's and away, each with how long until a claim
   * against it may be made (0: now): what the claim's button shows before it is pressed.
   */
  async function awayNow(matchID: string, game: string): Promise<{ playerID: string; claimableInSeconds: number }[]> {
    const { state, metadata } = await matchNow(matchID, game);
    if (state.ctx.gameover !== undefined || !hasBegun(metadata)) return [];
    return decidingSeats(state.ctx).flatMap((playerID) => {
      const seat = metadata.players[Number(playerID)];
      const ms = !seat || botLevelOf(seat) ? undefined : away.awayMs(matchID, playerID, seatHere(matchID, seat));
      return ms === undefined ? [] : [{ playerID, claimableInSeconds: secondsLeft(ms) }];
    });
  }

  /** The match's state and seats, or a 404. */
  async function matchNow(matchID: string, game: string): Promise<{ state: State; metadata: Server.MatchData }> {
    const { state, metadata } = await db.fetch(matchID, { state: true, metadata: true });
    if (!state || !metadata) throw new ApiError(404, `no ${game} match "${matchID}"`);
    return { state, metadata };
  }

  /** Seconds until a seat away for `ms` may be claimed against (0: now). */
  function secondsLeft(ms: number): number {
    return Math.max(0, Math.ceil((awayMs - ms) / 1000));
  }
}

/** A match begins once its table is full: a seat is not given back after that (`lobby-validation.ts`). */
const hasBegun = (metadata: Server.MatchData): boolean => !hasOpenSeat(metadata);

/** The seat the claim is against: the one the match waits for, a person's, on another side (else a 409 saying why). */
export function awaySeat(definition: SomeGame, state: State, metadata: Server.MatchData, claimant: string): Server.PlayerMetadata {
  if (state.ctx.gameover !== undefined) throw new ApiError(409, 'this match is over');
  if (!hasBegun(metadata)) throw new ApiError(409, 'this match has not begun: a seat is still free');
  const deciding = decidingSeats(state.ctx);
  if (deciding.includes(claimant)) throw new ApiError(409, 'it is your turn: nobody is waited for but you');
  const numPlayers = state.ctx.numPlayers;
  const mySide = definition.sideOf(numPlayers, claimant);
  const other = deciding.find((seat) => definition.sideOf(numPlayers, seat) !== mySide);
  const seat = other === undefined ? undefined : metadata.players[Number(other)];
  if (!seat) throw new ApiError(409, 'the match waits for your own side: only the other side can claim the win');
  const level = botLevelOf(seat);
  if (level) throw new ApiError(409, `the match waits for the computer (${level}), which never walks away`);
  return seat;
}
