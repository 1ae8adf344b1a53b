/**
 * A match is played at a full table. boardgame.io starts a match the moment it is created and
 * runs a seated player's moves whatever the other seats hold, so the first player could play a
 * whole battle against an empty chair (a rematch, a new match with open seats, started the same
 * way). This guard refuses every move and event (`update`) of a match while any seat has no
 * player: never taken yet, or left by its player mid-match. Play goes on once the seat is taken.
 *
 * Seats change through the lobby, on whichever instance served the request, so they are read
 * from storage for each update, as boardgame.io itself reads them to check the credentials
 * (SQLite: from memory, without waiting; PostgreSQL: one query). A refused move stores
 * nothing and is sent to nobody; our moves run on the server only, so no client shows it either.
 */
import type { Server } from 'boardgame.io';
import type { Seats } from './after-commit-pubsub';
import type { PacketGuard } from './socket-guards';

type SeatsOf = (matchID: string) => Seats | undefined | Promise<Seats | undefined>;

/**
 * The first seat with nobody in it (the lobby deletes a seat's name when its player leaves): the
 * one boardgame.io's join takes when it names none.
 */
export const firstOpenSeat = (metadata: Pick<Server.MatchData, 'players'>): Server.PlayerMetadata | undefined =>
  Object.values(metadata.players).find((seat) => !seat.name);

/** Some seat has nobody in it. */
export const hasOpenSeat = (metadata: Pick<Server.MatchData, 'players'>): boolean => firstOpenSeat(metadata) !== undefined;

const fullTable = (seats: Seats | undefined) => seats !== undefined && !hasOpenSeat({ players: seats });

export function tableGuard(seatsOf: SeatsOf): PacketGuard {
  return ([event, , , matchID]) => {
    if (event !== 'update') return true;
    if (typeof matchID !== 'string') return false;
    const seats = seatsOf(matchID);
    return seats instanceof Promise ? seats.then(fullTable) : fullTable(seats);
  };
}
