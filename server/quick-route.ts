/**
 * The quick-match API (`quick-match.ts`), under `/quick` (boardgame.io's router owns `/games`):
 *
 * - `POST /quick` `{ game, numPlayers?, options: {...} | "any", playerName }` → 201 `{ ticket, status, ... }`
 * - `GET /quick/<ticket>` → `{ status: "waiting", ... }` or, once, `{ status: "matched", matchID, playerID, credentials, ... }`
 * - `POST /quick/<ticket>/computer` `{ level }` → `{ status: "matched", ... }` against the computer
 * - `DELETE /quick/<ticket>` (or `POST /quick/<ticket>/cancel`) → `{ status: "cancelled" }`; 409 if already matched
 * - `POST /quick/<ticket>/leave` (the page's `sendBeacon` as it is left) → `{ status: "away" }`
 *
 * One spelling per path, like the lobby's; a ticket that is not even shaped like one is as
 * unknown as any other (404). Every request counts against its address's limits first: joining
 * the queue against LIMIT_QUICK_PER_MINUTE, asking for the computer against the match creations
 * (it creates one), everything else against LIMIT_QUICK_LOOKUPS_PER_MINUTE.
 */
import type { Context, Next } from 'koa';
import { creatingWith } from './bot-seats';
import { ApiError, MethodNotAllowed } from './http-errors';
import { isTicketShaped, type QuickMatch } from './quick-match';
import { parseQuickRequest } from './quick-requests';
import { countOrRefuse, type RateLimits } from './rate-limits';
import { readJsonBody } from './read-body';
import { PLAYER_TOKEN_HEADER, requestIdentity } from './player-identity';

/** A quick-match request is a few option values: far under the lobby's 16 KB. */
const BODY_LIMIT_BYTES = 4 * 1024;

const PATH = /^\/quick(?:\/([^/]+)(?:\/(computer|cancel|leave))?)?$/;
const TERRITORY = /^\/quick(?:\/|$)/;

interface Options {
  quick: QuickMatch;
  limits: RateLimits;
  addressOf: (ctx: Context) => string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function onlyMethod(ctx: Context, allowed: string, usage: string): void {
  if (ctx.method === allowed) return;
  throw new MethodNotAllowed(allowed, `${ctx.method} is not allowed here: ${usage}`);
}

export function quickRoutes({ quick, limits, addressOf }: Options) {
  return async (ctx: Context, next: Next): Promise<void> => {
    if (!TERRITORY.test(ctx.path)) return next();
    const route = PATH.exec(ctx.path);
    if (!route) throw new ApiError(404, `no quick-match route ${ctx.path}: see POST /quick and /quick/<ticket>[/computer|/cancel|/leave]`);
    const [, ticket, action] = route;
    const address = addressOf(ctx);

    if (ticket === undefined) {
      onlyMethod(ctx, 'POST', 'POST /quick joins the queue');
      await countOrRefuse(limits.quickEntries, address);
      const request = parseQuickRequest(await readJsonBody(ctx, BODY_LIMIT_BYTES));
      // A header that is no token is a 400, as at a join: it played anonymous and unrated.
      const playerToken = requestIdentity(ctx) === undefined ? undefined : ctx.get(PLAYER_TOKEN_HEADER);
      ctx.status = 201;
      ctx.body = await quick.enqueue(request, { address, playerToken });
      return;
    }

    if (action === 'computer') {
      onlyMethod(ctx, 'POST', 'POST /quick/<ticket>/computer { "level": ... }');
      await countOrRefuse(limits.creates, address);
      const body = await readJsonBody(ctx, BODY_LIMIT_BYTES);
      if (!isRecord(body)) throw new ApiError(400, 'request body must be a JSON object: { "level": ... }');
      // As POST /quick does: a field the route does not know is a mistake to say, not to drop.
      const unknown = Object.keys(body).filter((key) => key !== 'level');
      if (unknown.length > 0) {
        throw new ApiError(400, `unknown field ${JSON.stringify(unknown[0]!.slice(0, 40))}: a computer opponent takes only "level"`);
      }
      if (!isTicketShaped(ticket)) throw new ApiError(404, 'no such quick-match ticket');
      // The computer's decisions in this match wait in this address's line (`bot-pool.ts`).
      ctx.body = await creatingWith({ creator: address }, () => quick.computer(ticket, body.level));
      return;
    }

    if (action === undefined && ctx.method !== 'GET' && ctx.method !== 'DELETE')
      throw new MethodNotAllowed('GET, DELETE', `${ctx.method} is not allowed here: GET /quick/<ticket> asks, DELETE leaves the queue`);
    if (action !== undefined) onlyMethod(ctx, 'POST', `POST /quick/<ticket>/${action}`);
    await countOrRefuse(limits.quickLookups, address);
    if (!isTicketShaped(ticket)) throw new ApiError(404, 'no such quick-match ticket');

    if (action === 'leave') {
      await quick.away(ticket);
      ctx.body = { status: 'away' };
    } else if (action === 'cancel' || ctx.method === 'DELETE') {
      if ((await quick.cancel(ticket)) === 'matched') {
        ctx.status = 409;
        ctx.body = {
          error: 'a match was found for this ticket before it was cancelled: GET /quick/<ticket> takes the seat',
          status: 'matched',
        };
      } else {
        ctx.body = { status: 'cancelled' };
      }
    } else {
      ctx.body = await quick.poll(ticket);
    }
  };
}
