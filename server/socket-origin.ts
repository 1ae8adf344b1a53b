/**
 * Which browser pages may open a game socket: this server's own and the configured origins.
 * socket.io's `cors` option only sets the polling transport's CORS headers, and a WebSocket is not
 * subject to CORS at all: a page on any site could open game sockets from its visitors' browsers,
 * spending their per-address budgets (a visitor's own moves were then refused as over the rate).
 * A request without an Origin is not a browser page's (the computer players, scripts): allowed.
 * Own origin is told by the Host header, which a proxy in front must pass on with its port
 * (`Host $http_host`: `$host` drops the port, and then a page on a port of its own was foreign).
 */
import type { IncomingMessage } from 'node:http';

export type AllowedOrigin = string | RegExp;

const sameHost = (origin: string, host: string | undefined): boolean => {
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
};

export function originAllowed(origin: string | undefined, host: string | undefined, allowed: readonly AllowedOrigin[]): boolean {
  if (origin === undefined) return true;
  return sameHost(origin, host) || allowed.some((entry) => (typeof entry === 'string' ? entry === origin : entry.test(origin)));
}

/** Why a new connection's handshake (polling or WebSocket) is refused for its origin, if it is. */
export function originRefusal(request: IncomingMessage, allowed: readonly AllowedOrigin[]): string | undefined {
  return originAllowed(request.headers.origin, request.headers.host, allowed) ? undefined : 'this origin may not open game sockets';
}
