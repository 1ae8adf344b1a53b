/**
 * The public match list, `GET /games/<game>`, capped. boardgame.io's own route answers every
 * listed match of the game at once, reading each one's metadata: with a few thousand matches
 * ten requests made 9.6 MB. This answers the same `{ matches }` (same filters: `isGameover`,
 * `updatedBefore`, `updatedAfter`) with only the newest `limit` listed matches, newest first,
 * which is what the lobby shows. Unlisted matches (quick matches, rematches) are left out by the
 * storage's query: counted among the newest it looks at, 500 of them (a busy hour's quick matches,
 * or one address's doing) pushed an older open table out of every lobby. It looks at no more than
 * `SCANNED_PER_LISTED` times `limit` of the newest listed matches: those it leaves out (matches
 * nobody is at) must not make every poll of every lobby read every match stored.
 *
 * A match under way nobody is at is left out once `awayMs` have passed since its last change and
 * since its last player left (as far as this instance saw): no person's page is open on any of
 * its seats (the computer's do not count). Listed, such a table drew strangers to join and wait for a
 * creator gone for days, and such a match in play offered only a frozen board to watch. A creator
 * whose phone dropped the page while sending the link keeps the table listed meanwhile. It is
 * still there for its players ("Your matches", its link), and back in the list once one of them
 * opens it.
 */
import type { Context, Next } from 'koa';
import type { LobbyAPI, Server, StorageAPI } from 'boardgame.io';
import type { ServerStorage } from './after-commit-pubsub';
import { botLevelOf } from './bot-seats';
import { ApiError } from './http-errors';
import { lobbyRoute } from './lobby-route';
import { publicSeats } from './public-seats';

interface Options {
  db: Pick<ServerStorage, 'listMatches' | 'fetch'>;
  limit: number;
  /** How long a match nobody is at stays listed after its last change; 0: for ever. */
  awayMs: number;
  /** Whether a seat's player has a page of theirs open on the match (a socket synced as the seat). */
  seatHere(matchID: string, seat: Server.PlayerMetadata): boolean | Promise<boolean>;
  /** When a player last left the match, if this instance saw it. */
  lastLeft(matchID: string): number | undefined;
}

const SCANNED_PER_LISTED = 10;

/** A filter's value; given twice (`?isGameover=true&isGameover=false`), a 400, not the first one silently. */
function once(query: Context['query'], key: string): string | undefined {
  const value = query[key];
  if (Array.isArray(value)) throw new ApiError(400, `${key} must be given once`);
  return value;
}

/** The list's query parameters: boardgame.io's filters. */
export const LIST_FILTERS = ['isGameover', 'updatedBefore', 'updatedAfter'];

/** The list filters, as boardgame.io reads them; a value it would ignore is a 400 instead (`isGameover=maybe`). */
function filters(query: Context['query']): StorageAPI.ListMatchesOpts['where'] {
  const gameover = once(query, 'isGameover');
  if (gameover !== undefined && gameover !== 'true' && gameover !== 'false') throw new ApiError(400, 'isGameover must be true or false');
  const time = (key: string) => {
    const value = once(query, key);
    if (value === undefined) return undefined;
    if (!/^\d{1,15}$/.test(value)) throw new ApiError(400, `${key} must be a time in milliseconds since 1970`);
    return Number(value);
  };
  return {
    isGameover: gameover === undefined ? undefined : gameover === 'true',
    updatedBefore: time('updatedBefore'),
    updatedAfter: time('updatedAfter'),
  };
}

export function publicMatchList({ db, limit, awayMs, seatHere, lastLeft }: Options) {
  /** Someone is at the match, or it changed or was left too recently to tell a person gone from one who steps away. */
  const attended = async (matchID: string, metadata: Server.MatchData, now: number): Promise<boolean> => {
    if (awayMs === 0 || (metadata.gameover !== undefined && metadata.gameover !== null)) return true;
    if (now - Math.max(metadata.updatedAt, lastLeft(matchID) ?? 0) < awayMs) return true;
    for (const seat of Object.values(metadata.players)) if (seat.name && !botLevelOf(seat) && (await seatHere(matchID, seat))) return true;
    return false;
  };
  return async (ctx: Context, next: Next): Promise<void> => {
    const route = lobbyRoute(ctx.path);
    const listing = (ctx.method === 'GET' || ctx.method === 'HEAD') && typeof route === 'object' && route.matchID === undefined;
    if (!listing || route.game === undefined) return next();
    // Storage lists oldest first.
    const ids = await db.listMatches({ gameName: route.game, where: filters(ctx.query), listedOnly: true });
    const matches: LobbyAPI.Match[] = [];
    const now = Date.now();
    const oldest = Math.max(0, ids.length - limit * SCANNED_PER_LISTED);
    for (let i = ids.length - 1; i >= oldest && matches.length < limit; i--) {
      const matchID = ids[i]!;
      const { metadata } = await db.fetch(matchID, { metadata: true });
      if (!metadata || metadata.unlisted || !(await attended(matchID, metadata, now))) continue;
      matches.push({ ...metadata, matchID, players: publicSeats(metadata) });
    }
    ctx.body = { matches } satisfies LobbyAPI.MatchList;
  };
}
