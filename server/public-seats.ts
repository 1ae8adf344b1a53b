/**
 * A match's seats as anyone may see them: everything but each seat's credentials (what
 * boardgame.io's own routes and sync send as `players` / `filteredMetadata`).
 */
import type { Server } from 'boardgame.io';

export type PublicSeat = Omit<Server.PlayerMetadata, 'credentials'>;

export const publicSeats = (metadata: Server.MatchData): PublicSeat[] =>
  Object.values(metadata.players).map(({ credentials: _credentials, ...seat }) => seat);
