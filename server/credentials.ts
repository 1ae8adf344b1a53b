/**
 * Seat credentials. boardgame.io checks credentials only once some seat of a match has them
 * (`doesMatchRequireAuthentication`), so before anyone joins, anyone can sync as any seat (its
 * private view) and move for it. Passing our own check makes boardgame.io authenticate every
 * seat sync, move, chat and lobby change: a seat nobody has joined has no credentials and accepts
 * nothing. Spectators (no playerID) are never asked and get the public view.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Server } from 'boardgame.io';

export function seatCredentialsMatch(credentials: unknown, seat: Server.PlayerMetadata | undefined): boolean {
  const expected = seat?.credentials;
  if (typeof credentials !== 'string' || typeof expected !== 'string' || expected === '') return false;
  const given = Buffer.from(credentials);
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
