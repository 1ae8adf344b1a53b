/**
 * Matches made and moved over the server's own API and sockets, without a browser: a page under
 * test then opens a match in the state it needs (waiting, in play, finished) in a second, where
 * playing it through a board would take minutes. Every move is one the engine offers the seat
 * in its own view (`legalActionsInView`), chosen at random from a seed.
 */
import type { SomeGame } from '../../../games/common/definition';
import { pick, seededRng } from '../../../games/common/random';
import { createJoinedMatch, request, type Seat } from '../../server/support/lobby';
import { SeatClient } from '../../server/support/seat-client';

export interface OpenedMatch {
  matchID: string;
  /** The seats taken, with their credentials. */
  seats: Seat[];
}

/** A match with only seat 0 taken: the table waits for the others. */
export async function createWaitingMatch(base: string, game: string, numPlayers: number): Promise<OpenedMatch> {
  const created = await request(base, 'POST', `/games/${game}/create`, { numPlayers });
  if (created.status !== 200) throw new Error(`create failed: ${JSON.stringify(created)}`);
  const matchID = String(created.body.matchID);
  const joined = await request(base, 'POST', `/games/${game}/${matchID}/join`, { playerID: '0', playerName: 'Ada' });
  if (joined.status !== 200) throw new Error(`join failed: ${JSON.stringify(joined)}`);
  return { matchID, seats: [{ playerID: '0', credentials: String(joined.body.playerCredentials) }] };
}

interface Until {
  /** Stop once the game is over. */
  over?: boolean;
  /** Stop once this many moves were made and it is seat 0's decision. */
  movesThenSeat0?: number;
}

/**
 * A full table, played on by random legal moves until `until` holds. Each move waits for the
 * server's answer, so a match of a few hundred moves takes seconds.
 */
export async function playMatch(base: string, definition: SomeGame, numPlayers: number, until: Until, seed = 1): Promise<OpenedMatch> {
  return playOpenedMatch(base, definition, await createJoinedMatch(base, definition.name, numPlayers), until, seed);
}

/** `playMatch` on a match whose every seat is taken already (e.g. by players with tokens). */
export async function playOpenedMatch(
  base: string,
  definition: SomeGame,
  match: OpenedMatch,
  until: Until,
  seed = 1,
): Promise<OpenedMatch> {
  const clients = match.seats.map((s) => new SeatClient(base, definition.name, match.matchID, s.playerID, s.credentials));
  const rng = seededRng(seed);
  try {
    for (const client of clients) if (!(await client.sync())) throw new Error('no sync');
    const legal = (client: SeatClient) => (client.state ? definition.engine.legalActionsInView(client.state.G) : []);
    for (let moves = 0; moves < 2_000;) {
      // Every seat hears of every move; the one with choices now is the one to act.
      const newest = Math.max(...clients.map((c) => c.stateID));
      await Promise.all(clients.map((c) => c.until(() => c.stateID === newest, 5_000)));
      if (clients[0]!.state?.ctx.gameover !== undefined) {
        if (until.over) return match;
        throw new Error('the game ended before the position asked for');
      }
      const seat0 = clients[0] && legal(clients[0]).length > 0;
      if (until.movesThenSeat0 !== undefined && moves >= until.movesThenSeat0 && seat0) return match;
      const acting = clients.find((c) => legal(c).length > 0);
      if (!acting) throw new Error('nobody can move');
      const { move, args } = definition.toMove(pick(rng, legal(acting)));
      if (!(await acting.move(move, args))) throw new Error(`move ${move} was not answered`);
      moves++;
    }
    throw new Error('the match went on for 2,000 moves');
  } finally {
    clients.forEach((c) => c.close());
  }
}
