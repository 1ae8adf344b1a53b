/** A boardgame.io move as a client makes it: `moves[move](...args)`. */
export interface MoveCall {
  move: string;
  args: unknown[];
}

/** The boardgame.io action that makes `choice` for a seat (a seat played over a socket signs it with its credentials). */
export function makeMove(choice: MoveCall, playerID: string, credentials = '') {
  return { type: 'MAKE_MOVE' as const, payload: { type: choice.move, args: choice.args, playerID, credentials } };
}
