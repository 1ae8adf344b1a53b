/**
 * The public match list, `GET /games/<game>`, capped. boardgame.io's own route answers every
 * listed match of the game at once, reading each one's metadata: with a few thousand matches
 * ten requests made 9.6 MB. This answers the same `{ matches }` (same filters: `isGameover`,
 * `updatedBefore`, `updatedAfter`) with only the newest `limit` listed matches, newest first,
 * which is what the lobby shows.
 */
import type { Context, Next } from 'koa';
import type { LobbyAPI, StorageAPI } from 'boardgame.io';
import { lobbyRoute } from './lobby-route';
import { publicSeats } from './public-seats';

interface Options {
  db: StorageAPI.Async;
  limit: number;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** boardgame.io's parsing of the list filters: anything unreadable is no filter. */
function filters(query: Context['query']): StorageAPI.ListMatchesOpts['where'] {
  const gameover = first(query.isGameover)?.toLowerCase();
  const time = (value: string | undefined) => {
    const parsed = Number.parseInt(value ?? '', 10);
    return parsed > 0 ? parsed : undefined;
  };
  return {
    isGameover: gameover === 'true' ? true : gameover === 'false' ? false : undefined,
    updatedBefore: time(first(query.updatedBefore)),
    updatedAfter: time(first(query.updatedAfter)),
  };
}

export function publicMatchList({ db, limit }: Options) {
  return async (ctx: Context, next: Next): Promise<void> => {
    const route = lobbyRoute(ctx.path);
    const listing = (ctx.method === 'GET' || ctx.method === 'HEAD') && typeof route === 'object' && route.matchID === undefined;
    if (!listing || route.game === undefined) return next();
    // Storage lists oldest first; unlisted matches are skipped without counting.
    const ids = await db.listMatches({ gameName: route.game, where: filters(ctx.query) });
    const matches: LobbyAPI.Match[] = [];
    for (let i = ids.length - 1; i >= 0 && matches.length < limit; i--) {
      const matchID = ids[i]!;
      const { metadata } = await db.fetch(matchID, { metadata: true });
      if (!metadata || metadata.unlisted) continue;
      matches.push({ ...metadata, matchID, players: publicSeats(metadata) });
    }
    ctx.body = { matches } satisfies LobbyAPI.MatchList;
  };
}
