/**
 * What the `/quick` routes answer (server/quick-route.ts), as the server builds them and the
 * lobby page reads them (web/lobby/quick.ts): types only, so the page's bundle takes nothing
 * from the server but their shape.
 */
import type { Level } from '../games/common/levels';
import type { QuickOptions } from './quick-requests';

export interface WaitingAnswer {
  status: 'waiting';
  game: string;
  numPlayers: number;
  options: QuickOptions;
  playerName: string;
  /** When the ticket joined the queue (ms since the epoch, the server's clock). */
  waitingSince: number;
  /** From when the computer is offered (ms since the epoch). */
  botOfferAt: number;
  /** The server's clock now (ms): a page counts from it, whatever its own clock says. */
  now: number;
  /** Ask again within this many seconds, or the ticket is gone. */
  expiresAfterSeconds: number;
  /** The computer's levels for this game. */
  levels: readonly Level[];
  /**
   * At a table of more than two, how many others waiting would sit at it with this ticket (the
   * computer takes the seats still free if it is asked for); 0 at a table of two.
   */
  others: number;
}

export interface MatchedAnswer {
  status: 'matched';
  game: string;
  numPlayers: number;
  matchID: string;
  playerID: string;
  credentials: string;
  playerName: string;
}

export type QuickAnswer = WaitingAnswer | MatchedAnswer;
