/**
 * `POST /games/<game>/<id>/claim` with `{ playerID, credentials }`: a player whose opponent has
 * walked away on their own turn claims the win. Without it a match waits for ever on a seat
 * nobody will play again (a closed tab, a "Forget", a lost phone), and a losing player could
 * dodge a rated result by never coming back.
 * The claim is granted when the match has begun and is not over, the seat it waits for is a
 * person's on another side than the claimant's, and that seat has had no socket for `awayMs`
 * (AWAY_CLAIM_SECONDS) as this instance saw it, and no other since (`away-seats.ts`; `seatSeen`
 * says whether a socket of it is connected, here or on another instance alive), or has spent
 * `turnMs` (TURN_CLAIM_SECONDS) on one turn after a move of its own, there or not: a player who
 * kept the page open and never moved held the match for ever. Then the server makes that seat's
 * `resign` move with the reason "away" or "slow" (`games/common/resign.ts`): through
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
import { RESIGN, resignedOutcomeOf, type ResignedOutcome } from '../games/common/resign';
import { decidingSeats } from '../games/common/turn';
import type { ServerStorage } from './after-commit-pubsub';
import type { AwaySeats, SeatSeen } from './away-seats';
import { botLevelOf } from './bot-seats';
import { ApiError, MethodNotAllowed, RetryLaterError } from './http-errors';
import { lobbyRoute } from './lobby-route';
import { seatsThatMoved } from './match-settlement';
import { StaleWriteError } from './postgres-storage';
import { matchBroadcast } from './seat-checked-transport';
import { hasOpenSeat } from './table-guard';

interface Options {
  served: readonly LoadedGame[];
  db: ServerStorage;
  pubSub: GenericPubSub<unknown>;
  away: AwaySeats;
  awayMs: number;
  /** How long one turn may last before the win may be claimed, the seat here or not (0: no turn clock). */
  turnMs: number;
  /**
   * Whether a socket of the seat is connected (on this instance, or with several on another one
   * alive), and when another instance last saw one.
   */
  seatSeen: (matchID: string, seat: Server.PlayerMetadata) => SeatSeen | Promise<SeatSeen>;
  /** Runs a task in the match's move queue (`SeatCheckedSocketIO.inMatchQueue`). */
  inMatchQueue: <T>(matchID: string, task: () => Promise<T>) => Promise<T>;
}

interface ClaimableSeat {
  playerID: string;
  claimableInSeconds: number;
}

/** "10 min", "1 min 30 s", "45 s". */
function minutes(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const [m, s] = [Math.floor(total / 60), total % 60];
  return m === 0 ? `${s} s` : s === 0 ? `${m} min` : `${m} min ${s} s`;
}

const nameOf = (seat: Server.PlayerMetadata) => (typeof seat.name === 'string' && seat.name !== '' ? seat.name : `seat ${seat.id + 1}`);

export interface WinClaims {
  /** The lobby's route (GET and POST). */
  route: (ctx: Context, next: Next) => Promise<void>;
  /**
   * Claims the win for `claimant`'s side (a seat of the match, a person's or the computer's: the
   * computer claims too, `computer-claims.ts`); an `ApiError` (409) says why not.
   */
  claimFor: (game: string, matchID: string, claimant: string) => Promise<ResignedOutcome>;
}

export function winClaims({ served, db, pubSub, away, awayMs, turnMs, seatSeen, inMatchQueue }: Options): WinClaims {
  const route = async (ctx: Context, next: Next): Promise<void> => {
    const route = lobbyRoute(ctx.path);
    if (typeof route !== 'object' || route.action !== 'claim' || route.matchID === undefined) return next();
    if (ctx.method !== 'POST' && ctx.method !== 'GET')
      throw new MethodNotAllowed(
        'GET, POST',
        `claim is POST /games/${route.game}/<matchID>/claim (GET: how long until a claim may be made)`,
      );
    if (ctx.method === 'GET') {
      ctx.body = await claimableNow(route.matchID, route.game!);
      return;
    }
    const claimant = String((ctx.state.lobbyBody as { playerID?: unknown } | undefined)?.playerID);
    ctx.body = { gameover: await claimFor(route.game!, route.matchID, claimant) };
  };
  return { route, claimFor };

  async function claimFor(gameName: string, matchID: string, claimant: string): Promise<ResignedOutcome> {
    const loaded = served.find((s) => s.game.name === gameName);
    if (!loaded) throw new ApiError(404, `unknown game "${gameName}"`);
    const { game, definition } = loaded;
    // Checked and made in the match's queue: no move of the match runs in between.
    return inMatchQueue(matchID, async () => {
      const { state, metadata } = await matchNow(matchID, gameName);
      const seat = awaySeat(definition, state, metadata, claimant);
      const playerID = String(seat.id);
      const reason = await claimReason(matchID, seat, metadata);
      // Server-made: no credentials to check (the Master checks none without `auth`).
      const action = { type: 'MAKE_MOVE' as const, payload: { type: RESIGN, args: [reason], playerID, credentials: '' } };
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
  }

  /**
   * Why the win may be claimed from `seat` now: it has been away long enough, or on one turn too
   * long; else a 409 saying why, with when to try again where a clock runs.
   */
  async function claimReason(matchID: string, seat: Server.PlayerMetadata, metadata: Server.MatchData): Promise<'away' | 'slow'> {
    const playerID = String(seat.id);
    const awayFor = await awayFrom(matchID, seat);
    if (awayFor !== undefined && awayFor >= awayMs) return 'away';
    const turnLeft = turnMsLeft(playerID, metadata, await movedSeats(matchID));
    if (turnLeft === 0) return 'slow';
    const name = nameOf(seat);
    if (awayFor === undefined) {
      if (turnLeft === undefined) throw new ApiError(409, `${name} is here: the win can be claimed only while they are away`);
      const wait = Math.ceil(turnLeft / 1000);
      throw new RetryLaterError(
        `${name} is here and on their turn: the win can be claimed after ${minutes(turnMs)} on one turn, in ${minutes(turnLeft)}`,
        wait,
        409,
      );
    }
    const wait = Math.min(secondsLeft(awayFor), turnLeft === undefined ? Infinity : Math.ceil(turnLeft / 1000));
    throw new RetryLaterError(
      `${name} has been away for ${Math.floor(awayFor / 1000)} s: the win can be claimed after ${Math.round(awayMs / 1000)} s away, in ${wait} s`,
      wait,
      409,
    );
  }

  /**
   * The turn clock: milliseconds until the seat's turn has lasted `turnMs`, counted from the
   * match's last move (its metadata's `updatedAt`: only a move writes it). Undefined without a
   * clock: none is set, or the seat has made no move of its own yet (`moved`: the table may have
   * filled long after the match was created, and a match given up before then is unrated anyway).
   */
  function turnMsLeft(playerID: string, metadata: Server.MatchData, moved: ReadonlySet<string>): number | undefined {
    if (turnMs === 0 || !moved.has(playerID)) return undefined;
    return Math.max(0, turnMs - (Date.now() - metadata.updatedAt));
  }

  /** The seats that made a move of their own, read from the match's log once a turn clock is set. */
  async function movedSeats(matchID: string): Promise<ReadonlySet<string>> {
    if (turnMs === 0) return new Set();
    const { log } = await db.fetch(matchID, { log: true });
    return seatsThatMoved(log ?? []);
  }

  /**
   * The seats the match waits for that are people's, each with how long until a claim against it
   * may be made (0: now): `away` those away, `slow` those whose turn has a clock (here or not).
   * What the claim's notice shows before its button is pressed.
   */
  async function claimableNow(matchID: string, game: string): Promise<Record<'away' | 'slow', ClaimableSeat[]>> {
    const { state, metadata } = await matchNow(matchID, game);
    const claimable = { away: [] as ClaimableSeat[], slow: [] as ClaimableSeat[] };
    if (state.ctx.gameover !== undefined || !hasBegun(metadata)) return claimable;
    const moved = await movedSeats(matchID);
    for (const playerID of decidingSeats(state.ctx)) {
      const seat = metadata.players[Number(playerID)];
      if (!seat || botLevelOf(seat)) continue;
      const awayFor = await awayFrom(matchID, seat);
      if (awayFor !== undefined) claimable.away.push({ playerID, claimableInSeconds: secondsLeft(awayFor) });
      const turnLeft = turnMsLeft(playerID, metadata, moved);
      if (turnLeft !== undefined) claimable.slow.push({ playerID, claimableInSeconds: Math.ceil(turnLeft / 1000) });
    }
    return claimable;
  }

  /** How long the seat has been away (`away-seats.ts`), or undefined while it is here. */
  async function awayFrom(matchID: string, seat: Server.PlayerMetadata): Promise<number | undefined> {
    const { here, lastSeenAt } = await seatSeen(matchID, seat);
    return away.awayMs(matchID, String(seat.id), here, lastSeenAt);
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
