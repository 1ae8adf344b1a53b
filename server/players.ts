/**
 * What other parts of the server may ask about players (quick match pairs people of similar
 * ratings): who a request is, and a player's rating in a game. A person without a rating yet
 * (or without a token) counts as a new player (1500, RD 350); the computer at its level's
 * published rating (`games/<game>/rating.ts`). Quick match's seams (`server/quick-match.ts`),
 * which take the token itself: `quickRatingOf` and `quickSeatDataOf`.
 */
import type { Context } from 'koa';
import { findGame } from '../games';
import type { Level } from '../games/common/levels';
import { PLAYER_DATA_KEY } from './player-binding';
import { identityOf, isPlayerToken, publicIdOf, requestIdentity } from './player-identity';
import type { PlayerStore } from './player-store';
import { BOT_RD, NEW_PLAYER_RATING, type PlayerRating } from './ratings';

export type { PlayerRating } from './ratings';

/** The public id of the player a request comes from (its X-Player-Token), if any; a malformed token is a 400. */
export function playerIdOf(ctx: Pick<Context, 'get'>): string | undefined {
  return requestIdentity(ctx)?.id;
}

/** A player's rating in `game`: theirs, or a new player's if they have none (or no id). */
export async function ratingOf(store: PlayerStore, playerId: string | undefined, game: string): Promise<PlayerRating> {
  return (playerId === undefined ? undefined : await store.ratingOf(playerId, game)) ?? NEW_PLAYER_RATING;
}

/** `ratingOf` bound to a store: `(playerId, game) => rating`. */
export function ratingLookup(store: PlayerStore): (playerId: string | undefined, game: string) => Promise<PlayerRating> {
  return (playerId, game) => ratingOf(store, playerId, game);
}

/** The computer's fixed rating at a level of `game`, or undefined for a game without ratings. */
export function botRatingOf(game: string, level: Level): { rating: number; rd: number } | undefined {
  const spec = findGame(game)?.rating;
  return spec && { rating: spec.bots[level], rd: BOT_RD };
}

/**
 * Quick match's `ratingOf`: the rating of the token's player in `game`, or undefined (unrated:
 * pairs with anyone) for a player without one yet or a malformed token (quick match never
 * refuses a request for its identity).
 */
export function quickRatingOf(store: PlayerStore): (playerToken: string, game: string) => Promise<number | undefined> {
  return async (playerToken, game) =>
    isPlayerToken(playerToken) ? (await store.ratingOf(publicIdOf(playerToken), game))?.rating : undefined;
}

/**
 * Quick match's `seatDataOf`: the seat it creates for the token's player is bound to them
 * (`data.player`, as a join with the token binds its seat), and a player new to the server is
 * registered under the name they asked to play under. A malformed token, or one whose id another
 * token owns, plays unbound.
 */
export function quickSeatDataOf(
  store: PlayerStore,
): (playerToken: string, game: string, playerName: string) => Promise<Record<string, unknown> | undefined> {
  return async (playerToken, _game, playerName) => {
    if (!isPlayerToken(playerToken)) return undefined;
    const { id, tokenHash } = identityOf(playerToken);
    if ((await store.ensurePlayer(id, tokenHash, playerName.trim(), Date.now())) === 'taken') return undefined;
    return { [PLAYER_DATA_KEY]: id };
  };
}
