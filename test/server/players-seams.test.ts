/**
 * What the rest of the server asks of the players (`server/players.ts`), on a real SQLite store:
 * quick match's seams (a player's rating from their token; the data binding their seat, the
 * player registered on the way) and a player's rating with a new player's as the default.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { meta as alsMeta } from '../../games/air-land-sea/meta';
import { identityOf, publicIdOf } from '../../server/player-identity';
import { botRatingOf, quickRatingOf, quickSeatDataOf, ratingLookup } from '../../server/players';
import { BOT_RD, NEW_PLAYER_RATING, ratePeriod } from '../../server/ratings';
import { SqliteStorage } from '../../server/sqlite-storage';
import { versus } from './support/player-store-contract';

const dir = mkdtempSync(join(tmpdir(), 'als-seams-'));
const db = SqliteStorage.inDirectory(dir);
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

const ADA = 'ada-token-0123456789abcdef';
const BO = 'bo-token-0123456789abcdefgh';

it('quick match: seat data binding the token’s player (registered under the name asked for), and their rating', async () => {
  const players = db.players();
  const seatData = quickSeatDataOf(players);
  const ratingOf = quickRatingOf(players);
  expect(await seatData(ADA, 'air-land-sea', ' Ada ')).toEqual({ player: publicIdOf(ADA) });
  expect(await players.player(publicIdOf(ADA))).toMatchObject({ name: 'Ada' });
  // A later ask under another name does not rename (the lobby's name is registered apart).
  expect(await seatData(ADA, 'air-land-sea', 'Someone')).toEqual({ player: publicIdOf(ADA) });
  expect((await players.player(publicIdOf(ADA)))?.name).toBe('Ada');
  expect(await seatData('not a token', 'air-land-sea', 'X')).toBeUndefined();
  // An id another token owns (a collision, or a forged row) plays unbound.
  await players.savePlayer(publicIdOf(BO), identityOf(ADA).tokenHash, 'Owner', 1);
  expect(await seatData(BO, 'air-land-sea', 'Bo')).toBeUndefined();

  expect(await ratingOf(ADA, 'air-land-sea')).toBeUndefined();
  expect(await ratingOf('nope', 'air-land-sea')).toBeUndefined();
  await players.settle(versus('q1', publicIdOf(ADA), publicIdOf(BO), 1));
  expect(await ratingOf(ADA, 'air-land-sea')).toBe(ratePeriod(NEW_PLAYER_RATING, NEW_PLAYER_RATING, 1)[0].rating);
  expect(await ratingOf(ADA, 'land-vs-sea')).toBeUndefined();
});

it('ratingLookup: a player’s rating, a new player’s without one; the computer’s published ratings', async () => {
  const lookup = ratingLookup(db.players());
  expect(await lookup(undefined, 'air-land-sea')).toEqual(NEW_PLAYER_RATING);
  expect(await lookup(publicIdOf('x'.repeat(30)), 'air-land-sea')).toEqual(NEW_PLAYER_RATING);
  expect((await lookup(publicIdOf(ADA), 'air-land-sea')).games).toBe(1);
  expect(botRatingOf('air-land-sea', 'hard')).toEqual({ rating: alsMeta.rating!.bots.hard, rd: BOT_RD });
  expect(botRatingOf('chess', 'hard')).toBeUndefined();
});
