/**
 * A rematch's seats are kept for the players who held them in the match played: seat "1" of the
 * rematch is joined only with the token of the player bound to seat "1" before. The rematch's id
 * is public (the match played names it, `nextMatchID`, for its players' pages to find), and a
 * passer-by who read it there took the opponent's seat: the first player played a stranger,
 * rated, and the opponent's join was refused (found by an attacker).
 *
 * Kept by the match's metadata (`keptFor`, seat id to public id), set when boardgame.io's
 * playAgain creates the rematch (`bot-seats.ts` `creatingWith`) and read at each join. A seat the
 * match played had no player bound to (joined without a token) is not kept: nobody could prove
 * it theirs.
 *
 * Where seats play sides (Land vs Sea's Land, Sea, Cartographer) and every seat is kept, the
 * rematch passes the sides round: each player gets the next seat's, as a chess rematch swaps
 * colours (with four, the teams stay together: Land, Sea, Land, Sea). Kept as they were, three
 * friends' rematches had the same Cartographer for ever, where the rules draw sides for each game
 * (QA). A table with the computer, or a player without a token, keeps its seats.
 */
import type { Server } from 'boardgame.io';
import type { BotSeats } from './bot-seats';
import { ApiError } from './http-errors';
import { isPublicId } from './player-identity';
import { playerOf } from './player-binding';

export const KEPT_KEY = 'keptFor';
export const KEPT_NAMES_KEY = 'keptNames';

/** Seat id to the public id of the player it is kept for. */
export type KeptSeats = Record<string, string>;

/** Seat id to the name its player had in the match played: the lobby says whom a kept seat waits for. */
export type KeptNames = Record<string, string>;

/**
 * The rematch's kept seats, from the match played; undefined if none (another seat count, no bound
 * seat). `sides`: the seats play sides, passed round when every seat is kept.
 */
export function keptSeatsOf(played: Server.MatchData, numPlayers: number, sides = false): KeptSeats | undefined {
  if (Object.keys(played.players).length !== numPlayers) return undefined;
  const kept: KeptSeats = {};
  for (const [id, seat] of Object.entries(played.players)) {
    const player = playerOf(seat);
    if (player !== undefined) kept[id] = player;
  }
  if (Object.keys(kept).length === 0) return undefined;
  if (!sides || Object.keys(kept).length !== numPlayers) return kept;
  const passed: KeptSeats = {};
  for (let seat = 0; seat < numPlayers; seat++) passed[String((seat + 1) % numPlayers)] = kept[String(seat)]!;
  return passed;
}

/** The names the kept seats' players had in the match played (names are public there already). */
export function keptNamesOf(played: Server.MatchData, kept: KeptSeats): KeptNames {
  const names: KeptNames = {};
  for (const [seat, player] of Object.entries(kept)) {
    const name = Object.values(played.players).find((held) => playerOf(held) === player)?.name;
    if (typeof name === 'string' && name !== '') names[seat] = name;
  }
  return names;
}

/**
 * Throws a 409 if the rematch `asker` asks for would not keep every seat of the match played for
 * its player: the first to press Play again sets the rematch up for all, and gave the other's kept
 * seat to the computer, or asked for another seat count, which keeps no seat (an attacker's).
 */
export function checkRematchKeepsSeats(played: Server.MatchData, numPlayers: number, bots: BotSeats | undefined, asker: string): void {
  const seats = Object.keys(played.players).length;
  const kept = keptSeatsOf(played, seats) ?? {};
  const computer = Object.keys(bots ?? {}).find((seat) => Object.hasOwn(kept, seat));
  if (computer !== undefined)
    throw new ApiError(409, `seat "${computer}" is kept for its player in the rematch: the computer cannot take it`);
  if (numPlayers !== seats && Object.keys(kept).some((seat) => seat !== asker)) {
    throw new ApiError(
      409,
      `a rematch keeps each seat for its player: it has this match's ${seats} seats (make a new match for another table)`,
    );
  }
}

/** The player seat `seat` of the match is kept for, if any. */
export function keptFor(metadata: Server.MatchData, seat: string): string | undefined {
  const kept = (metadata as Server.MatchData & { [KEPT_KEY]?: unknown })[KEPT_KEY];
  const player =
    typeof kept === 'object' && kept !== null && Object.hasOwn(kept, seat) ? (kept as Record<string, unknown>)[seat] : undefined;
  return isPublicId(player) ? player : undefined;
}

/** The open seats `joiner` may take: the one kept for them first, then those kept for nobody, in seat order. */
export function openSeatsFor(metadata: Server.MatchData, joiner: string | undefined): string[] {
  const open = Object.values(metadata.players)
    .filter((seat) => !seat.name)
    .map((seat) => String(seat.id));
  const theirs = open.filter((seat) => joiner !== undefined && keptFor(metadata, seat) === joiner);
  return [...theirs, ...open.filter((seat) => keptFor(metadata, seat) === undefined)];
}

/** Throws a 403 unless `joiner` (the public id of the joining token, if any) may take seat `seat`. */
export function checkKeptSeat(metadata: Server.MatchData, seat: string, joiner: string | undefined): void {
  const player = keptFor(metadata, seat);
  if (player !== undefined && player !== joiner) {
    throw new ApiError(403, `seat "${seat}" is kept for the player who held it in the match before this rematch`);
  }
}
