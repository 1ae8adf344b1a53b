/**
 * The side the creator of a new game plays, where a game gives its seats sides (Land vs Sea:
 * "Players are Land and Sea (chosen at random)"). The side is a seat: the creator sits in it,
 * the other seats are the opponents' (and a team-mate's). At random by default, drawn when the
 * game starts, so the form cannot name the other seats' sides beforehand: it names them by how
 * they stand to the creator instead.
 */
import type { GameMeta } from '../../games/common/meta';

export const AT_RANDOM = 'random';

/** What "You play" offers: at random, then each seat by its side; none when seats have no sides. */
export function sideChoices(entry: GameMeta, numPlayers: number): { value: string; text: string }[] {
  const roles = entry.seatRoles?.(numPlayers);
  if (!roles) return [];
  const repeated = new Set(roles).size < roles.length;
  return [
    { value: AT_RANDOM, text: 'At random' },
    ...roles.map((role, id) => ({ value: String(id), text: repeated ? `${role} (seat ${id + 1})` : role })),
  ];
}

/** The creator's seat: the side chosen, or one drawn with `random` (in [0, 1)) when at random. */
export function creatorSeat(choice: string, numPlayers: number, random: () => number = Math.random): number {
  if (choice !== AT_RANDOM) return Number(choice);
  return Math.min(numPlayers - 1, Math.floor(random() * numPlayers));
}

/** The seat `offset` places after the creator's, in turn order. */
export const seatAfter = (creator: number, offset: number, numPlayers: number): number => (creator + offset) % numPlayers;

/**
 * How the form names the seat `offset` places after the creator's: by its number and side when
 * the creator's seat is known ("Seat 2 (Sea)"), else by how it stands to the creator ("Opponent",
 * "Team-mate", "Opponent 2").
 */
export function otherSeatLabel(entry: GameMeta, numPlayers: number, choice: string, offset: number): string {
  const roles = entry.seatRoles?.(numPlayers);
  if (choice !== AT_RANDOM || !roles) {
    const id = seatAfter(choice === AT_RANDOM ? 0 : Number(choice), offset, numPlayers);
    return `Seat ${id + 1}${roles ? ` (${roles[id]})` : ''}`;
  }
  // Sides repeat round the table (Land, Sea, Land, Sea), so who shares a side with seat 1 shares
  // it with whichever seat is drawn.
  const mates = (k: number) => roles[k] === roles[0];
  if (mates(offset)) return 'Team-mate';
  const opponents = Array.from({ length: numPlayers - 1 }, (_, i) => i + 1).filter((k) => !mates(k));
  return opponents.length > 1 ? `Opponent ${opponents.indexOf(offset) + 1}` : 'Opponent';
}
