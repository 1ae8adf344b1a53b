/** A boardgame.io move as a client makes it: `moves[move](...args)`. */
export interface MoveCall {
  move: string;
  args: unknown[];
}
