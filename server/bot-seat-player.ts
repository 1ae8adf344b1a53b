/**
 * The computer at one seat of one match, as a client of that seat: a socket.io connection from
 * the server to itself, synced with the seat's credentials like a browser's. It therefore receives
 * exactly what a person at that seat would (the seat's playerView, hands and decks of the others
 * hidden), decides from that view alone, and sends its move through every guard a person's move
 * goes through (credentials, the full table, the move checks, one move at a time per match). A
 * move that has gone stale meanwhile is refused as anyone's would be.
 *
 * It decides whenever a state it is sent waits for its seat, once per state. boardgame.io has no
 * answer to a refused move, so a move refused for a passing reason (a person's seat empty: the
 * table guard) is sent again when the seats change (`matchData`) or on `resync()`, which its host
 * calls now and then. While a seat is open it does not decide at all.
 */
import { io, type Socket } from 'socket.io-client';
import { decidingSeats, type TurnCtx } from '../games/common/turn';
import type { Level } from '../games/common/levels';
import { makeMove, type MoveCall } from '../games/common/move-call';
import type { DecisionRequest } from './bot-pool';

/** What a seat's socket is sent of a state (its view). */
interface SeatState {
  _stateID: number;
  G: unknown;
  ctx: TurnCtx;
}

export interface BotSeat {
  game: string;
  matchID: string;
  playerID: string;
  credentials: string;
  level: Level;
  numPlayers: number;
}

export interface BotSeatOptions {
  /** The server's own base URL, e.g. http://127.0.0.1:8000. */
  url: string;
  /** Proves to the server's per-address limits that this socket is its own computer player. */
  token: string;
  decide: (request: DecisionRequest) => Promise<MoveCall>;
  /** The match is over (or gone): the host forgets this seat. */
  onDone: () => void;
  log?: (line: string) => void;
}

const isState = (value: unknown): value is SeatState =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SeatState)._stateID === 'number' &&
  typeof (value as SeatState).ctx === 'object';

/** boardgame.io's public seats (`filteredMetadata`, `matchData`): all taken? */
function everySeatTaken(players: unknown): boolean {
  return (
    Array.isArray(players) &&
    players.every((p) => typeof p === 'object' && p !== null && typeof (p as { name?: unknown }).name === 'string')
  );
}

/** The header that carries the host's secret token: its computer players are not counted as a person's address. */
export const BOT_TOKEN_HEADER = 'x-bot-token';

export class BotSeatPlayer {
  private readonly socket: Socket;
  private state: SeatState | undefined;
  /** The state a decision is under way for: one at a time, never two for a state (the pool may be queued). */
  private thinking: number | undefined;
  /** The last move sent, and for which state: sent again on a retry if the state has not moved on. */
  private sent: { stateID: number; action: unknown } | undefined;
  /** The next sync answers a retry. */
  private resend = false;
  private stopped = false;
  /** Every seat of the match has a player, as last heard. */
  private full = false;

  constructor(
    readonly seat: BotSeat,
    private readonly options: BotSeatOptions,
  ) {
    const { game, matchID } = seat;
    this.socket = io(`${options.url}/${game}`, {
      transports: ['websocket'],
      forceNew: true,
      // Read at the connection's handshake, below every namespace: the per-address caps pass it.
      extraHeaders: { [BOT_TOKEN_HEADER]: options.token },
      query: { matchID },
      reconnectionDelayMax: 10_000,
    });
    this.socket.on('connect', () => this.sync());
    this.socket.on('sync', (id: unknown, info: unknown) => {
      if (id !== matchID || typeof info !== 'object' || info === null) return;
      const { state, filteredMetadata } = info as { state?: unknown; filteredMetadata?: unknown };
      this.full = everySeatTaken(filteredMetadata);
      this.take(state, true);
    });
    this.socket.on('update', (id: unknown, state: unknown) => {
      if (id === matchID) this.take(state, false);
    });
    // The seats changed (a person joined, left, connected): once the table is full again, a move
    // the table guard refused meanwhile may go. (Sent for every connection, this one's too.)
    this.socket.on('matchData', (id: unknown, players: unknown) => {
      if (id !== matchID) return;
      const wasFull = this.full;
      this.full = everySeatTaken(players);
      if (this.full && !wasFull) this.retry();
    });
  }

  /**
   * Asks the server for the match again when this seat seems stuck: its decision is due and none
   * is under way (the move sent got no answer, or the decision failed). Otherwise nothing: a
   * sync also rewrites the seat's connection flag in storage and tells every socket of the match.
   */
  resync(): void {
    const state = this.state;
    if (!this.socket.connected || !state || this.thinking === state._stateID) return;
    if (decidingSeats(state.ctx).includes(this.seat.playerID)) this.retry();
  }

  private retry(): void {
    this.resend = true;
    this.sync();
  }

  private sync(): void {
    const { matchID, playerID, credentials, numPlayers } = this.seat;
    this.socket.emit('sync', matchID, playerID, credentials, numPlayers);
  }

  private take(state: unknown, synced: boolean): void {
    if (this.stopped || !isState(state)) return;
    if (this.state && state._stateID < this.state._stateID) return;
    if (this.state && state._stateID === this.state._stateID && !synced) return;
    this.state = state;
    const resend = synced && this.resend;
    if (synced) this.resend = false;
    if (state.ctx.gameover !== undefined && state.ctx.gameover !== null) return this.stop();
    // Not before every seat is taken: the move would be refused, and until then a seat is sent
    // no hand to decide from (withheld-deal.ts). The seats' news that fills the table syncs again.
    if (!this.full || !decidingSeats(state.ctx).includes(this.seat.playerID)) return;
    const stateID = state._stateID;
    if (this.sent?.stateID === stateID) {
      // Still this state after the move was sent: it was refused (a seat was empty) or lost.
      if (resend) this.emitMove(this.sent.action, stateID);
      return;
    }
    if (this.thinking !== stateID) void this.play(state);
  }

  private async play(state: SeatState): Promise<void> {
    const { game, matchID, playerID, credentials, level } = this.seat;
    const stateID = state._stateID;
    this.thinking = stateID;
    let choice: MoveCall;
    try {
      // The seed: repeatable for a position, unknown to the other seats (credentials are secret).
      choice = await this.options.decide({ game, level, view: state.G, playerID, seed: `${credentials}:${stateID}` });
    } catch (error) {
      // The next retry (the host's scan) decides again.
      this.log(`match ${matchID} seat ${playerID}: no decision: ${error instanceof Error ? error.message : String(error)}`);
      return;
    } finally {
      if (this.thinking === stateID) this.thinking = undefined;
    }
    // A newer state came meanwhile (a resync after someone else's move): this move is stale.
    if (this.stopped || this.state?._stateID !== stateID) return;
    const action = makeMove(choice, playerID, credentials);
    this.sent = { stateID, action };
    this.emitMove(action, stateID);
  }

  private emitMove(action: unknown, stateID: number): void {
    const { matchID, playerID } = this.seat;
    this.socket.emit('update', action, stateID, matchID, playerID);
  }

  private log(line: string): void {
    (this.options.log ?? console.warn)(line);
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.socket.close();
    this.options.onDone();
  }
}
