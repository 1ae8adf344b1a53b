/**
 * How a match's seats and setup read on the lobby's pages, for any game: each seat with its part
 * when the game gives seats parts ("Ada (Land)", "open seat (Sea)"), the setup as the game says it.
 */
import { findGame } from '../../games';
import { inWords } from '../../games/common/log';
import type { GameMeta } from '../../games/common/meta';
import { computerName } from '../../games/common/levels';
import { seatLabel, seatLabelParts, type MatchInfo, type SeatInfo } from './match-data';
import type { Seat } from './seats';

/** The part seat `id` plays in a match of `numPlayers`, if the game gives seats parts. */
export const seatRole = (entry: GameMeta, numPlayers: number, id: number): string | undefined => entry.seatRoles?.(numPlayers)[id];

/**
 * Who holds the seat (or "open seat"), with its part and whether they are away, in one pair of
 * brackets: "Ada (Land, away)", "Computer 2 (medium, Cartographer)".
 */
export function seatWithRole(entry: GameMeta, match: MatchInfo, seat: SeatInfo, away = false): string {
  const notes = [seatRole(entry, match.players.length, seat.id), away ? 'away' : undefined].filter((n) => n !== undefined);
  if (seat.bot) return computerName(seat.bot, seat.botNumber, ...notes);
  const [name, note] = seatLabelParts(seat);
  const all = note ? [note, ...notes] : notes;
  return all.length > 0 ? `${name} (${all.join(', ')})` : name;
}

/**
 * The seats side by side as they play: in a team game the seats of a part together, in the order
 * the parts first sit ([[Ada, Cy], [Bo, Di]] for Land, Sea, Land, Sea); otherwise each seat alone.
 */
export function seatsBySide<S extends Pick<SeatInfo, 'id'>>(entry: GameMeta, numPlayers: number, seats: readonly S[]): S[][] {
  const roles = entry.seatRoles?.(numPlayers) ?? [];
  const teams = new Set(roles).size < roles.length;
  if (!teams) return seats.map((seat) => [seat]);
  const sides = new Map<string, S[]>();
  for (const seat of seats) {
    const role = roles[seat.id] ?? `seat ${seat.id}`;
    sides.set(role, [...(sides.get(role) ?? []), seat]);
  }
  return [...sides.values()];
}

/** The match's setup in a few phrases (options, player count, parts). */
export const setupOf = (entry: GameMeta, match: MatchInfo): string[] => entry.describeSetup(match.setupData, match.players.length);

/** The empty seats, as a sentence names them: "seat 2 (Sea)", "seats 2 (Sea) and 3 (Cartographer)". */
export function openSeatsText(entry: GameMeta, match: MatchInfo, open: readonly SeatInfo[]): string {
  const each = open.map((seat) => {
    const role = seatRole(entry, match.players.length, seat.id);
    return `${seat.id + 1}${role ? ` (${role})` : ''}`;
  });
  return `${each.length > 1 ? 'seats' : 'seat'} ${inWords(each)}`;
}

/**
 * One of this browser's seats, as "Your matches" names it: "Air, Land & Sea: Ada (you) vs Bob", as
 * the match's page heads it ("as Ada vs Bob" read as Ada's match against Bob, whoever you were; QA).
 * Where seats play parts, each says its part, and teams go together: "Land vs Sea: Ada (you) & Cy
 * as Land vs Bob & Di as Sea" (QA: a table of 4 read as everyone against everyone).
 */
export function yourMatchText(seat: Seat, others: readonly SeatInfo[] | undefined): string {
  const game = findGame(seat.game);
  const title = game?.title ?? seat.game;
  const me = `${seat.playerName} (you)`;
  if (!others || others.length === 0) return `${title}: ${me}`;
  if (!game) return `${title}: ${me} vs ${others.map(seatLabel).join(' vs ')}`;
  const numPlayers = others.length + 1;
  const roles = game.seatRoles?.(numPlayers) ?? [];
  const seats = [{ id: Number(seat.playerID), label: me }, ...others.map((other) => ({ id: other.id, label: seatLabel(other) }))];
  // Each side once, this seat's first: sides come in the order their first seat is listed.
  const sideText = (side: typeof seats) => {
    const role = roles[side[0]!.id];
    return `${side.map((s) => s.label).join(' & ')}${role ? ` as ${role}` : ''}`;
  };
  return `${title}: ${seatsBySide(game, numPlayers, seats).map(sideText).join(' vs ')}`;
}
