/**
 * The client address the per-address limits count, for HTTP requests and sockets alike.
 *
 * X-Forwarded-For is trusted only as far as TRUST_PROXY says: with N proxies in front (nginx
 * alone: 1), each appends the address it saw, so the client is the entry N places from the
 * right once the nearest proxy (the connection's own address) is added. Anything further left
 * was written by the client and is ignored. Without TRUST_PROXY the header is ignored: anyone
 * could send one.
 *
 * An IPv6 client usually holds a whole /64 and can pick any address in it, so IPv6 addresses
 * count by their /64 prefix; IPv4-mapped IPv6 addresses count as the IPv4 address.
 */
import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

export function clientAddress(
  remoteAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedProxies: number,
): string {
  const remote = remoteAddress ?? 'unknown';
  if (trustedProxies === 0 || forwardedFor === undefined) return addressKey(remote);
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  const hops = [
    ...header
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    remote,
  ];
  return addressKey(hops[Math.max(0, hops.length - 1 - trustedProxies)]!);
}

/** One key per client: the IPv4 address, or the /64 of an IPv6 address. */
export function addressKey(address: string): string {
  const plain = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mapped) return mapped[1]!;
  if (isIP(plain) !== 6) return plain.slice(0, 64); // IPv4, or whatever a proxy wrote
  const [head = '', tail] = plain.toLowerCase().split('::') as [string, string | undefined];
  const groups = head === '' ? [] : head.split(':');
  if (tail !== undefined) {
    const rest = tail === '' ? [] : tail.split(':');
    // An embedded IPv4 address takes two groups.
    const width = rest.reduce((n, g) => n + (g.includes('.') ? 2 : 1), groups.length);
    groups.push(...Array<string>(8 - width).fill('0'), ...rest);
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The client address of an HTTP request: a lobby request, or a socket connection's handshake
 * (`socket.conn.request`, the same for all the connection's packets).
 */
export function requestAddress(request: IncomingMessage, trustedProxies: number): string {
  return clientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], trustedProxies);
}
