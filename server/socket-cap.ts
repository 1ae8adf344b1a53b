/**
 * What one client address may hold and send over socket.io, counted below boardgame.io and every
 * namespace. The server's own computer players (`exempt`) are not counted.
 *
 * - **Connections and game sockets at once** (`atOnce`). Every engine.io connection counts,
 *   whichever namespaces it joins: an attacker once parked 20,000 connections on the root
 *   namespace, which no game cap saw, until the server ran out of file descriptors and answered
 *   nobody. A connection over the cap is closed a moment after it opens: long enough for its game
 *   socket to be refused with the reason (a `connect_error`), which a refused handshake could not
 *   carry. Game sockets count too, since one connection can carry many: each synced one that
 *   closes makes boardgame.io write the match's seats and tell every socket of the match, and 200
 *   closed together were 1,150 such messages a second. A browser holds one of each per open
 *   match page, so a household stays far below the cap.
 * - **New connections a minute** (`newPerMinute`), refused at the handshake: each costs a
 *   session's memory until it times out, 20,000 in 4 s once.
 * - **Packets a second** (`packets`): every packet is parsed before any guard sees it, so one
 *   address sending 59 KB frames under an event nobody listens to slowed every match tenfold.
 *   The connection that sends one over the limit is closed.
 */
import type { IncomingMessage } from 'node:http';
import type { Server as IoServer, Socket } from 'socket.io';
import { Tally } from './address-tally';
import type { AddressLimit } from './rate-limits';

/** How long a connection over the cap stays open to hear why its game socket was refused. */
const OVER_CAP_GRACE_MS = 1_000;

interface Options {
  /** 0: no cap. */
  atOnce: number;
  newPerMinute: AddressLimit;
  packets: AddressLimit;
  addressOf: (request: IncomingMessage) => string;
  exempt: (request: IncomingMessage) => boolean;
}

/** engine.io's connection: the part of it these caps use. */
interface Connection {
  request: IncomingMessage;
  on(event: 'data' | 'close', listener: () => void): unknown;
  off(event: 'data' | 'close', listener: () => void): unknown;
  once(event: 'close', listener: () => void): unknown;
  close(): unknown;
}

const tooManyConnections = (atOnce: number) =>
  `too many connections from your address (at most ${atOnce} at a time): close other match pages and reload`;

export class SocketCaps {
  private readonly connections = new Tally();
  private readonly sockets = new Tally();
  /** Connections over the cap, closing: their game sockets are refused with the reason. */
  private readonly over = new WeakSet<object>();

  constructor(private readonly options: Options) {}

  /** For engine.io's `allowRequest`: why a new connection is refused, if it is. */
  handshakeRefusal(request: IncomingMessage): string | undefined {
    const { newPerMinute, addressOf, exempt } = this.options;
    if (newPerMinute.off || exempt(request)) return undefined;
    const waitMs = newPerMinute.take(addressOf(request));
    return waitMs === 0
      ? undefined
      : `too many ${newPerMinute.actions} from your address (${newPerMinute}): try again in ${Math.ceil(waitMs / 1000)} s`;
  }

  install(io: IoServer, gameNamespaces: readonly string[]): void {
    io.engine.on('connection', (connection: Connection) => this.connected(connection));
    if (this.options.atOnce === 0) return;
    for (const name of gameNamespaces) io.of(name).use((socket, next) => this.admit(socket, next));
  }

  private connected(connection: Connection): void {
    const { atOnce, packets, addressOf, exempt } = this.options;
    if (exempt(connection.request)) return;
    const address = addressOf(connection.request);
    if (atOnce > 0) {
      connection.once('close', this.connections.add(address));
      if (this.connections.of(address) > atOnce) {
        this.over.add(connection);
        setTimeout(() => connection.close(), OVER_CAP_GRACE_MS).unref();
      }
    }
    if (packets.off) return;
    const count = () => {
      if (packets.take(address) === 0) return;
      connection.off('data', count);
      connection.close();
    };
    connection.on('data', count);
  }

  private admit(socket: Socket, next: (error?: Error) => void): void {
    const { atOnce, addressOf, exempt } = this.options;
    const request = socket.conn.request;
    // socket.io sets a namespace socket up asynchronously: its connection may have closed
    // meanwhile (a CONNECT and a close in one request), and then it is dropped without a
    // `disconnect`, so it must not be counted.
    if (exempt(request) || socket.conn.readyState !== 'open') return next();
    const address = addressOf(request);
    if (this.over.has(socket.conn) || this.sockets.of(address) >= atOnce) return next(new Error(tooManyConnections(atOnce)));
    const release = this.sockets.add(address);
    const leave = () => {
      socket.off('disconnect', leave);
      socket.conn.off('close', leave);
      release();
    };
    // A namespace socket may leave while its connection stays (a multiplexed client: its
    // listener on the connection goes with it, or they would pile up there), and a connection
    // that closes before the socket is set up never says `disconnect`.
    socket.on('disconnect', leave);
    socket.conn.on('close', leave);
    next();
  }
}
