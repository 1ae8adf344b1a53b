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
 * up by up to 5 s. A history is kept as sent, by match, position, viewer and encoding, until the
 * match moves on (`HistoryCache`): asked again, it costs a lookup. Made once however many ask at
 * once, and compressed once (compressing a long match's at every answer cost 10 ms with brotli).
 */
import type { Context, Next } from 'koa';
import type { StorageAPI } from 'boardgame.io';
import { matchHistory } from '../games/common/history';
import { replayMoves } from '../games/common/replay-decisions';
import type { LoadedGame } from '../games/common/meta';
import { seatCredentialsMatch } from './credentials';
import { acceptedEncoding, encode, sendEncoded, type Encoding } from './compression';
import { ApiError, MethodNotAllowed, quoted } from './http-errors';
import { readJsonBody } from './read-body';
import { dealWithheld } from './withheld-deal';

const ROUTE = /^\/games\/([^/]+)\/([^/]+)\/(history|replay)$/;
const BODY_LIMIT_BYTES = 4 * 1024;
/** The histories kept, in characters of JSON and bytes compressed: a long match's is some 400,000 characters. */
const HISTORIES_KEPT_SIZE = 32_000_000;

/** A history as sent: JSON, or JSON compressed. */
type Body = string | Buffer;

/** The histories last sent, least recently asked for dropped first, within `maxSize` characters and bytes. */
export class HistoryCache {
  private readonly kept = new Map<string, Body>();
  private size = 0;

  constructor(private readonly maxSize: number) {}

  get(key: string): Body | undefined {
    const body = this.kept.get(key);
    if (body !== undefined) {
      this.kept.delete(key);
      this.kept.set(key, body);
    }
    return body;
  }

  set(key: string, body: Body): void {
    if (body.length > this.maxSize || this.kept.has(key)) return;
    for (const [oldest, dropped] of this.kept) {
      if (this.size + body.length <= this.maxSize) break;
      this.kept.delete(oldest);
      this.size -= dropped.length;
    }
    this.kept.set(key, body);
    this.size += body.length;
  }
}

/** A body made for a position: the one the log it was made from reached. */
interface Made<B extends Body> {
  stateID: number;
  body: B;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

interface Options {
  served: readonly LoadedGame[];
  db: StorageAPI.Async;
}

export function matchRecords({ served, db }: Options) {
  const histories = new HistoryCache(HISTORIES_KEPT_SIZE);
  /** Bodies being made, by the key they were asked for under: the requests meanwhile wait for the first's. */
  const making = new Map<string, Promise<Made<Body>>>();
  /**
   * The body of `keyAt(stateID)`, kept or made once. It is kept under the position its log
   * reached, which a move made meanwhile may have moved on.
   */
  const once = <B extends Body>(keyAt: (stateID: number) => string, stateID: number, make: () => Promise<Made<B>>): Promise<Made<B>> => {
    const asked = keyAt(stateID);
    const kept = histories.get(asked) as B | undefined;
    if (kept !== undefined) return Promise.resolve({ stateID, body: kept });
    let made = making.get(asked) as Promise<Made<B>> | undefined;
    if (!made) {
      made = make()
        .then((result) => {
          histories.set(keyAt(result.stateID), result.body);
          return result;
        })
        .finally(() => making.delete(asked));
      making.set(asked, made);
    }
    return made;
  };
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
      // Before the table is full a seat sees what a spectator sees (withheld-deal.ts).
      if (!dealWithheld(state._stateID, Object.values(metadata.players))) viewer = body.playerID;
    }
    // After the credentials: a seat's history is for that seat.
    const keyOf = (encoding: Encoding | 'json') => (stateID: number) => JSON.stringify([gameName, matchID, stateID, viewer, encoding]);
    const text = () =>
      once(keyOf('json'), state._stateID, async () => {
        const { initialState, log, stateID } = await record();
        return { stateID, body: JSON.stringify({ positions: matchHistory(loaded.definition, loaded.game, initialState, log, viewer) }) };
      });
    ctx.type = 'application/json';
    const encoding = acceptedEncoding(ctx);
    if (!encoding) {
      ctx.body = (await text()).body;
      return;
    }
    const encoded = await once(keyOf(encoding), state._stateID, async () => {
      const { stateID, body } = await text();
      return { stateID, body: await encode(body, encoding) };
    });
    sendEncoded(ctx, encoded.body, encoding);
  };
}
