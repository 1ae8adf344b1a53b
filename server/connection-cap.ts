/**
 * What one client address may hold in TCP connections, below HTTP and socket.io, and how long a
 * connection may stay without a request.
 *
 * An attacker held 21,000 connections from one address that sent nothing: the server ran out of
 * file descriptors, and nobody else could load a page, ask `/health` or connect a game socket,
 * with nothing in the log. `socket-cap.ts` counts engine.io connections, which a connection that
 * sends no request never becomes, and Node's header timeout starts with a request's first byte.
 *
 * - **At once** (`atOnce`): a connection over the cap is answered 429 with the reason and closed.
 *   A browser holds a few HTTP connections and one per open match page, so a household stays far
 *   below it. Behind a proxy (`TRUST_PROXY`) every connection comes from the proxy: its own limit
 *   counts the clients (`deploy/nginx.conf`), and this cap is off.
 * - **Until the first request** (`firstRequestMs`): a connection that has not sent a whole
 *   request's headers by then is closed. After that, Node's keep-alive timeout closes an idle one.
 * - The server's own computer players connect from this machine: a connection stops counting
 *   once its first request shows the bot's token (`exempt`).
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import { Tally } from './address-tally';

interface Options {
  /** 0: no cap. */
  atOnce: number;
  firstRequestMs: number;
  addressOf: (socket: Socket) => string;
  exempt: (request: IncomingMessage) => boolean;
}

const overCap = (atOnce: number) => {
  const body = JSON.stringify({
    error: `too many connections from your address (at most ${atOnce} at a time): close other pages of this site and try again`,
  });
  return `HTTP/1.1 429 Too Many Requests\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nRetry-After: 10\r\nConnection: close\r\n\r\n${body}`;
};

/** How long a refused connection is given to read why before it is cut. */
const REFUSED_GRACE_MS = 1_000;

export function capConnections(server: Server, { atOnce, firstRequestMs, addressOf, exempt }: Options): void {
  const held = new Tally();
  /** Takes a counted connection back, once. */
  const release = new WeakMap<Socket, () => void>();

  server.on('connection', (socket: Socket) => {
    socket.setTimeout(firstRequestMs, () => socket.destroy());
    if (atOnce === 0) return;
    const address = addressOf(socket);
    if (held.of(address) >= atOnce) {
      socket.end(overCap(atOnce));
      setTimeout(() => socket.destroy(), REFUSED_GRACE_MS).unref();
      return;
    }
    const uncount = held.add(address);
    release.set(socket, uncount);
    socket.once('close', uncount);
  });

  const requested = (request: IncomingMessage) => {
    // A request under way (a long poll, an upgrade) is not idle: Node's own timeouts take over.
    request.socket.setTimeout(0);
    if (exempt(request)) release.get(request.socket)?.();
  };
  server.on('request', requested);
  server.on('upgrade', requested);
}
