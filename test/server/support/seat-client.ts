/**
 * A raw socket.io client speaking boardgame.io's protocol, recording every message it receives,
 * so tests can read exactly what a seat (or a spectator) is sent.
 */
import { io, type Socket } from 'socket.io-client';

export interface Message {
  type: string;
  args: unknown[];
}

interface StateLike {
  _stateID: number;
  G: unknown;
  ctx: { gameover?: unknown };
}

export class SeatClient {
  readonly inbox: Message[] = [];
  readonly socket: Socket;
  stateID = -1;
  state: StateLike | undefined;

  constructor(
    base: string,
    readonly game: string,
    readonly matchID: string,
    readonly playerID: string | null,
    readonly credentials?: string,
    /** Sent with the socket's handshake, e.g. an X-Forwarded-For naming the client's address. */
    headers?: Record<string, string>,
  ) {
    this.socket = io(`${base}/${game}`, { transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: headers });
    this.socket.onAny((type: string, ...args: unknown[]) => {
      this.inbox.push({ type, args });
      if (type === 'sync' && args[0] === matchID) this.take((args[1] as { state: StateLike }).state);
      if (type === 'update' && args[0] === matchID) this.take(args[1] as StateLike);
    });
  }

  private take(state: StateLike): void {
    if (state._stateID >= this.stateID) {
      this.state = state;
      this.stateID = state._stateID;
    }
  }

  /**
   * Syncs; resolves true once the server answered with the match state. The default waits are
   * generous: they only delay a failure, and a busy machine (CI) may take a second to answer.
   */
  async sync(timeoutMs = 5_000): Promise<boolean> {
    this.socket.emit('sync', this.matchID, this.playerID, this.credentials, 2);
    return this.until(() => this.inbox.some((m) => m.type === 'sync'), timeoutMs);
  }

  /** Sends a move; resolves true once an update with a newer state arrived. */
  async move(type: string, args: unknown[], timeoutMs = 5_000): Promise<boolean> {
    return this.send({ type: 'MAKE_MOVE', payload: { type, args, playerID: this.playerID, credentials: this.credentials } }, timeoutMs);
  }

  /** Sends a raw action (an event, a forged payload); true when the state advanced. */
  async send(action: unknown, timeoutMs = 5_000): Promise<boolean> {
    const before = this.stateID;
    this.socket.emit('update', action, before, this.matchID, this.playerID);
    return this.until(() => this.stateID > before, timeoutMs);
  }

  async until(done: () => boolean, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > deadline) return false;
      await new Promise((r) => setTimeout(r, 5));
    }
    return true;
  }

  close(): void {
    this.socket.close();
  }
}
