/**
 * Identity without passwords (#21 item 3). A browser makes a random private token once (at least
 * 128 bits, base64url: `web/players/token.ts`), keeps it in localStorage and sends it in the
 * `X-Player-Token` header where it matters (joining a seat, the `/players/me` routes). The server
 * knows the player by a **public id** derived from the token by a one-way hash, and stores only
 * another hash of it (a different label), never the token:
 *
 * - public id: the first 12 bytes of SHA-256("als-lvs player id\0" + token), base64url (16
 *   characters): in seats' `data.player`, profile links, the leaderboard;
 * - stored hash: SHA-256("als-lvs player token\0" + token), hex: which token owns an id (two
 *   tokens landing on one id would need 2^48 tokens for a chance collision, and no one can aim
 *   at a given id).
 *
 * A plain hash is enough: the token is 128 random bits, not a password someone could guess, so
 * a slow key-derivation function would buy nothing. No token, no identity: the request is
 * anonymous, as every request was before (nothing else is needed to play).
 */
import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { ApiError } from './http-errors';

export const PLAYER_TOKEN_HEADER = 'x-player-token';

/** base64url, 22 characters (128 bits) to 128. */
const TOKEN = /^[A-Za-z0-9_-]{22,128}$/;
/** A public id as `publicIdOf` makes them. */
const PUBLIC_ID = /^[A-Za-z0-9_-]{16}$/;

export const isPublicId = (value: unknown): value is string => typeof value === 'string' && PUBLIC_ID.test(value);

export const isPlayerToken = (value: unknown): value is string => typeof value === 'string' && TOKEN.test(value);

const sha256 = (label: string, token: string) => createHash('sha256').update(`${label}\0${token}`).digest();

export function publicIdOf(token: string): string {
  return sha256('als-lvs player id', token).subarray(0, 12).toString('base64url');
}

export function tokenHashOf(token: string): string {
  return sha256('als-lvs player token', token).toString('hex');
}

/** Who a request says it is: the public id, and the hash to store (never the token). */
export interface PlayerIdentity {
  id: string;
  tokenHash: string;
}

export function identityOf(token: string): PlayerIdentity {
  return { id: publicIdOf(token), tokenHash: tokenHashOf(token) };
}

/**
 * The identity a request's token header gives, or undefined without the header. A header that is
 * there but is no token is a 400 (the client meant to be someone: better told than ignored).
 */
export function requestIdentity(ctx: Pick<Context, 'get'>): PlayerIdentity | undefined {
  const token = ctx.get(PLAYER_TOKEN_HEADER);
  if (token === '') return undefined;
  if (!isPlayerToken(token)) {
    throw new ApiError(400, `the ${PLAYER_TOKEN_HEADER} header must be a player token: 22 to 128 characters of A-Z, a-z, 0-9, - and _`);
  }
  return identityOf(token);
}
