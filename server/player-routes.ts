/**
 * The players' API (#21 items 3–5). Its paths are apart from the lobby's `/games...` (the
 * territory of boardgame.io's router, `lobby-route.ts`) and from the web app's pages
 * (`/player/<id>`, `/leaderboard/<game>`, which must survive a reload):
 *
 * - `GET /players/me` (header `X-Player-Token`): `{ id, name }`, the caller's public id and
 *   registered name (null until they register or join a seat with the token).
 * - `POST /players/me` (header, body `{ name }`): registers the player or renames them; the lobby's
 *   rules for a name (a non-empty string of at most 50 characters); `{ id, name }`.
 * - `GET /players/<id>[?offset=N]`: the public profile: name, rating per game (with RD, games,
 *   wins, losses, draws) and the finished matches, newest first, 50 at a time (`offset`): game,
 *   when, seat and side, opponents and partners (names, ids, or the computer's level), result,
 *   rating before and after (or why it was unrated), and the replay's page while the match is
 *   stored (`replay: null` once the cleanup has removed it).
 * - `GET /ratings/<game>[?offset=N&limit=M]`: the leaderboard: rated players by rating, highest
 *   first (`limit` 1–100, default 50), each with a rank that players shown with the same (whole)
 *   rating share, which matches count, and the computer's fixed ratings.
 *
 * Every input is checked (unknown query keys too) and refused with a 4xx JSON `{ error }`; the
 * per-address limits are LIMIT_PLAYER_READS_PER_MINUTE and LIMIT_PLAYER_WRITES_PER_MINUTE
 * (`rate-limits.ts`). Answers never hold a token or its hash.
 */
import type { Context, Next } from 'koa';
import { findGame, GAMES } from '../games';
import { PROVISIONAL_RD, resultOfScore } from '../games/common/rating';
import { ApiError, MethodNotAllowed } from './http-errors';
import { checkName } from './player-name';
import { isPublicId, requestIdentity, type PlayerIdentity } from './player-identity';
import { shownRating, type GameRating, type LeaderboardPage, type LeaderboardRow, type PlayerStore } from './player-store';
import { BOT_RD, type MatchResult, type PlayerRating, type SettledSeat } from './ratings';
import { refuseUnknownQueryKeys } from './query-keys';
import { readJsonBody } from './read-body';

const BODY_LIMIT_BYTES = 1024;
const HISTORY_PAGE = 50;
const MAX_LIMIT = 100;
const MAX_OFFSET = 1_000_000;

/**
 * Which players' route a request is, for the rate limits: reads or writes; undefined: not ours.
 * Only a POST writes: a preflight or a method refused with a 405 spent a player's renames.
 */
export function playerRouteKind(method: string, path: string): 'read' | 'write' | undefined {
  if (!/^\/(players|ratings)(\/|$)/i.test(path)) return undefined;
  return method === 'POST' ? 'write' : 'read';
}

const ratingOut = (r: PlayerRating) => ({
  rating: r.rating,
  rd: r.rd,
  games: r.games,
  wins: r.wins,
  losses: r.losses,
  draws: r.draws,
  provisional: r.rd > PROVISIONAL_RD,
});

/** A seat of a finished match as a history shows it: no secret was ever in it. */
const seatOut = (s: SettledSeat) => ({
  seat: s.seat,
  name: s.name,
  side: s.side,
  ...(s.player ? { id: s.player } : {}),
  ...(s.bot ? { bot: s.bot } : {}),
  ...(s.gaveUp ? { gaveUp: s.gaveUp } : {}),
});

function matchOut(r: MatchResult, stored: boolean) {
  const mine = r.seats.find((s) => s.seat === r.seat);
  const side = mine?.side ?? r.seat;
  const others = r.seats.filter((s) => s.seat !== r.seat);
  return {
    matchID: r.matchID,
    game: r.game,
    finishedAt: r.finishedAt,
    seat: r.seat,
    side,
    result: resultOfScore(r.score),
    ...(mine?.gaveUp ? { gaveUp: mine.gaveUp } : {}),
    rated: r.rated,
    ...(!r.rated && r.unrated ? { unrated: r.unrated } : {}),
    ...(r.before && r.after
      ? {
          rating: {
            before: r.before.rating,
            after: r.after.rating,
            change: r.after.rating - r.before.rating,
            rdBefore: r.before.rd,
            rdAfter: r.after.rd,
          },
        }
      : {}),
    opponents: others.filter((s) => s.side !== side).map(seatOut),
    partners: others.filter((s) => s.side === side).map(seatOut),
    replay: stored ? `/replay/${encodeURIComponent(r.game)}/${encodeURIComponent(r.matchID)}` : null,
  };
}

/** The query's numbers, each a whole number in range; anything else (unknown keys too) is a 400. */
function queryNumbers(ctx: Context, allowed: Record<string, { min: number; max: number; fallback: number }>): Record<string, number> {
  const values: Record<string, number> = {};
  refuseUnknownQueryKeys(ctx, Object.keys(allowed));
  for (const [key, { min, max, fallback }] of Object.entries(allowed)) {
    const raw = ctx.query[key];
    if (raw === undefined) {
      values[key] = fallback;
      continue;
    }
    const value = typeof raw === 'string' && /^\d{1,7}$/.test(raw) ? Number(raw) : NaN;
    if (!(value >= min && value <= max)) throw new ApiError(400, `${key} must be a whole number from ${min} to ${max}`);
    values[key] = value;
  }
  return values;
}

/**
 * Ranks as people read them: players shown with the same rating share a rank, and the next one
 * down is ranked by how many are above it ("1, 2, 2, 4"). The row order within a tie stays the
 * stores' (the exact rating, then games played).
 */
export function rankedRows(page: LeaderboardPage, offset: number): { row: LeaderboardRow; rank: number }[] {
  let rank = page.above + 1;
  return page.rows.map((row, i) => {
    if (i > 0 && shownRating(row) !== shownRating(page.rows[i - 1]!)) rank = offset + i + 1;
    return { row, rank };
  });
}

function identityRequired(ctx: Context): PlayerIdentity {
  const identity = requestIdentity(ctx);
  if (!identity) throw new ApiError(401, 'this route needs your player token, in the X-Player-Token header');
  return identity;
}

export function playerRoutes(store: PlayerStore) {
  const rated = GAMES.filter((g) => g.rating);

  async function me(ctx: Context): Promise<void> {
    // The method first: an OPTIONS or a PUT is no route here, token or not (it was a 401).
    if (!['GET', 'HEAD', 'POST'].includes(ctx.method)) throw new MethodNotAllowed('GET, HEAD, POST', 'use GET or POST /players/me');
    const identity = identityRequired(ctx);
    queryNumbers(ctx, {});
    if (ctx.method === 'GET' || ctx.method === 'HEAD') {
      const player = await store.player(identity.id);
      ctx.body = { id: identity.id, name: player?.name ?? null };
      return;
    }
    const body = await readJsonBody(ctx, BODY_LIMIT_BYTES);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError(400, 'request body must be a JSON object');
    const unknown = Object.keys(body).filter((key) => key !== 'name');
    if (unknown.length > 0) throw new ApiError(400, `unknown field(s): ${unknown.join(', ')} (POST /players/me takes { name })`);
    const { name } = body as { name?: unknown };
    checkName(name, 'name');
    const trimmed = (name as string).trim();
    if ((await store.savePlayer(identity.id, identity.tokenHash, trimmed, Date.now())) === 'taken') {
      throw new ApiError(409, 'this player token cannot be used: make a new one');
    }
    ctx.body = { id: identity.id, name: trimmed };
  }

  async function profile(ctx: Context, id: string): Promise<void> {
    if (!isPublicId(id)) throw new ApiError(400, `"${id}" is not a player id (16 characters of A-Z, a-z, 0-9, - and _)`);
    const { offset } = queryNumbers(ctx, { offset: { min: 0, max: MAX_OFFSET, fallback: 0 } });
    const found = await store.profile(id, offset!, HISTORY_PAGE);
    if (!found) throw new ApiError(404, `no player "${id}"`);
    const { player, ratings, history } = found;
    const stored = await store.storedAmong(history.rows.map((r) => r.matchID));
    ctx.body = {
      id: player.id,
      name: player.name,
      since: player.createdAt,
      ratings: ratings.map((r: GameRating) => ({ game: r.game, ...ratingOut(r) })),
      matches: { total: history.total, offset, limit: HISTORY_PAGE, items: history.rows.map((r) => matchOut(r, stored.has(r.matchID))) },
    };
  }

  async function leaderboard(ctx: Context, gameName: string): Promise<void> {
    const meta = findGame(gameName);
    if (!meta?.rating) {
      const names = rated.map((g) => g.name).join(', ');
      throw new ApiError(404, meta ? `${gameName} is not rated` : `unknown game "${gameName}"; rated games: ${names}`);
    }
    const { offset, limit } = queryNumbers(ctx, {
      offset: { min: 0, max: MAX_OFFSET, fallback: 0 },
      limit: { min: 1, max: MAX_LIMIT, fallback: 50 },
    });
    const page = await store.leaderboard(gameName, offset!, limit!);
    ctx.body = {
      game: gameName,
      counts: meta.rating.counts,
      total: page.total,
      offset,
      limit,
      players: rankedRows(page, offset!).map(({ row, rank }) => ({ rank, id: row.id, name: row.name, ...ratingOut(row) })),
      computer: meta.levels.map((level) => ({ level, rating: meta.rating!.bots[level], rd: BOT_RD })),
    };
  }

  return async (ctx: Context, next: Next): Promise<void> => {
    if (playerRouteKind(ctx.method, ctx.path) === undefined) return next();
    const players = /^\/players\/([^/]+)$/.exec(ctx.path);
    const ratings = /^\/ratings\/([^/]+)$/.exec(ctx.path);
    if (players?.[1] === 'me') return me(ctx);
    if (!players && !ratings)
      throw new ApiError(404, `no route ${ctx.method} ${ctx.path}: see /players/me, /players/<id>, /ratings/<game>`);
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') throw new MethodNotAllowed('GET, HEAD', `${ctx.path} is GET only`);
    if (players) return profile(ctx, players[1]!);
    return leaderboard(ctx, ratings![1]!);
  };
}
