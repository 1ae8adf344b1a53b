/**
 * The game log for people: each game's definition writes the lines a viewer reads for one move
 * from two of that viewer's views (before and after) and the move as the viewer saw it, so a
 * line can never say more than the viewer knew.
 */

/** A move as one viewer saw it: its arguments are null where the move hides them (a card played face down). */
export interface SeenMove {
  player: string;
  move: string;
  args: readonly unknown[] | null;
}

/** How lines name the seats: "you" for the viewer, the seat's name for the others. */
export interface SeatNames {
  who(player: string): string;
}

/** "your" for the viewer, "Ann's" for another seat. */
export function whose(names: SeatNames, player: string): string {
  const name = names.who(player);
  return name === 'you' ? 'your' : `${name}’s`;
}

/** A line starts with a capital, even when it starts with "you". */
export function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A list as a sentence says it: "Ada", "Ada and Bo", "Ada, Bo and Cy". */
export const inWords = (items: readonly string[]): string =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');

/** The names a seat reads: "you" for itself, the lobby's names, or "Player 2". */
export function seatNames(viewer: string | null, names: Readonly<Partial<Record<string, string>>>): SeatNames {
  return {
    who: (player) => {
      if (player === viewer) return 'you';
      const given = names[player]?.trim();
      return given ? given : `Player ${Number(player) + 1}`;
    },
  };
}
