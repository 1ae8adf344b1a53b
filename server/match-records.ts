/**
 * What a match has been, for the people in it:
 * - `POST /games/<game>/<id>/history` (`{ playerID, credentials }`, or nothing for a spectator):
 *   every position the way that seat (or a spectator) saw it, and each move as it was shown to
 *   them, replayed with the game itself from the stored log. A seat's history is what the seat
 *   saw, never more: the seat's credentials are needed.
 * - `GET /games/<game>/<id>/replay`: once a match is over nothing is secret any more: its
 *   setup (the initial state, random seed included) and every move with its full arguments, so
 *   any client can rebuild every position with the game. While it is being played: 403.
 * Runs after lobby validation, which has checked the game, the match and the body.
 *
 * A history replays the whole match with the game, some 50 ms for a long one, and anyone may ask
 * for a spectator's: 60 at once from one address (its limit a minute) held every match's moves
 * up by up to 5 s. A history is kept as sent, by match, position and viewer, until the match
 * moves on (`HistoryCache`): asked again, it costs a lookup.
 */
import type { Context, Next } from 'koa';
import type { StorageAPI } from 'boardgame.io';
import { matchHistory } from '../games/common/history';
import { replayMoves } from '../games/common/replay-decisions';
import type { LoadedGame } from '../games/common/meta';
import { seatCredentialsMatch } from './credentials';
import { ApiError, MethodNotAllowed, quoted } from './http-errors';
import { readJsonBody } from './read-body';

const ROUTE = /^\/games\/([^/]+)\/([^/]+)\/(history|replay)$/;
const BODY_LIMIT_BYTES = 4 * 1024;
/** The histories kept, in characters of JSON: a long match's is some 400,000. */
const HISTORIES_KEPT_CHARS = 32_000_000;

/** The histories last sent, least recently asked for dropped first. */
export class HistoryCache {
  private readonly kept = new Map<string, string>();
  private chars = 0;

  constructor(private readonly maxChars: number) {}

  get(key: string): string | undefined {
    const text = this.kept.get(key);
    if (text !== undefined) {
      this.kept.delete(key);
      this.kept.set(key, text);
    }
    return text;
  }

  set(key: string, text: string): void {
    if (text.length > this.maxChars || this.kept.has(key)) return;
    for (const [oldest, dropped] of this.kept) {
      if (this.chars + text.length <= this.maxChars) break;
      this.kept.delete(oldest);
      this.chars -= dropped.length;
    }
    this.kept.set(key, text);
    this.chars += text.length;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

interface Options {
  served: readonly LoadedGame[];
  db: StorageAPI.Async;
}

export function matchRecords({ served, db }: Options) {
  const histories = new HistoryCache(HISTORIES_KEPT_CHARS);
  return async (ctx: Context, next: Next): Promise<void> => {
    const route = ROUTE.exec(ctx.path);
    if (!route) return next();
    const [, gameName, matchID, kind] = route as unknown as [string, string, string, 'history' | 'replay'];
    const loaded = served.find((s) => s.game.name === gameName);
    if (!loaded) throw new ApiError(404, `unknown game "${gameName}"`);
    const wanted = kind === 'history' ? 'POST' : 'GET';
    if (ctx.method !== wanted) throw new MethodNotAllowed(wanted, `${kind} is ${wanted} /games/${gameName}/<matchID>/${kind}`);
    const { state, metadata } = await db.fetch(matchID, { state: true, metadata: true });
    if (!state || !metadata || metadata.gameName !== gameName) throw new ApiError(404, `no ${gameName} match "${matchID}"`);
    /** The match's setup and log, read once needed, with the position they lead to. */
    const record = async () => {
      const read = await db.fetch(matchID, { state: true, initialState: true, log: true });
      if (!read.initialState || !read.state) throw new ApiError(404, `no ${gameName} match "${matchID}"`);
      return { initialState: read.initialState, log: read.log ?? [], stateID: read.state._stateID };
    };

    if (kind === 'replay') {
      if (state.ctx.gameover === undefined) throw new ApiError(403, 'this match is still being played: its replay opens when it ends');
      const { initialState, log } = await record();
      ctx.body = {
        matchID,
        gameName,
        numPlayers: state.ctx.numPlayers,
        setupData: metadata.setupData ?? null,
        players: Object.values(metadata.players).map(({ id, name }) => ({ id, ...(name ? { name } : {}) })),
        gameover: state.ctx.gameover,
        initialState,
        moves: replayMoves(log),
      };
      return;
    }

    const body = await readJsonBody(ctx, BODY_LIMIT_BYTES);
    if (!isRecord(body)) throw new ApiError(400, 'request body must be a JSON object');
    let viewer: string | null = null;
    if (body.playerID !== undefined && body.playerID !== null) {
      // A seat id is a string: anything else is refused before it is converted (an object whose
      // toString is not a function made Number() throw, a 500).
      if (typeof body.playerID !== 'string') throw new ApiError(400, 'playerID must be a seat id such as "0", or null for a spectator');
      const seat = metadata.players[Number(body.playerID)];
      if (!seat || String(seat.id) !== body.playerID) throw new ApiError(404, `no seat ${quoted(body.playerID)} in this match`);
      if (!seatCredentialsMatch(body.credentials, seat)) throw new ApiError(403, `wrong credentials for seat "${body.playerID}"`);
      viewer = body.playerID;
    }
    // After the credentials: a seat's history is for that seat.
    const keyAt = (stateID: number) => JSON.stringify([gameName, matchID, stateID, viewer]);
    let text = histories.get(keyAt(state._stateID));
    if (text === undefined) {
      // Kept under the position its log reached, which a move made meanwhile may have moved on.
      const { initialState, log, stateID } = await record();
      text = JSON.stringify({ positions: matchHistory(loaded.definition, loaded.game, initialState, log, viewer) });
      histories.set(keyAt(stateID), text);
    }
    ctx.type = 'application/json';
    ctx.body = text;
  };
}
