/**
 * What other parts of the server may ask about players (quick match pairs people of similar
 * ratings): who a request is, and a player's rating in a game. A person without a rating yet
 * (or without a token) counts as a new player (1500, RD 350); the computer at its level's
 * published rating (`games/<game>/rating.ts`).
 */
import type { Context } from 'koa';
import { findGame } from '../games';
import type { Level } from '../games/common/levels';
import { requestIdentity } from './player-identity';
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
