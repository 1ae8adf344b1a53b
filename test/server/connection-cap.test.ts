/**
 * TCP connections per address, on a real server (found by an attacker: 21,000 connections from
 * one address that never sent a byte used up the server's file descriptors, and nobody else could
 * load a page or connect). Each test's clients connect from an address of their own on the
 * loopback network (127.0.0.x), as clients of other machines would.
 */
import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { io } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { ServerProcess } from './support/server-process';

const servers: ServerProcess[] = [];
const sockets: Socket[] = [];
afterAll(async () => {
  sockets.forEach((s) => s.destroy());
  await Promise.all(servers.map((s) => s.dispose()));
});

async function start(env: Record<string, string>): Promise<{ server: ServerProcess; port: number }> {
  const server = await ServerProcess.start(env);
  servers.push(server);
  return { server, port: Number(new URL(server.url).port) };
}

/** A TCP connection from `localAddress`, open; what it receives is kept in `received`. */
function tcp(port: number, localAddress: string): Promise<Socket & { received: string[] }> {
  return new Promise((resolve, reject) => {
    const socket = Object.assign(connect({ host: '127.0.0.1', port, localAddress }), { received: [] as string[] });
    sockets.push(socket);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => socket.received.push(chunk));
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Whether the server closes `socket` within `ms`. */
const closedWithin = (socket: Socket, ms: number) =>
  new Promise<boolean>((resolve) => {
    if (socket.readableEnded || socket.destroyed) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

/** `GET /health` from `localAddress`: its status. */
const health = (port: number, localAddress: string) =>
  new Promise<number>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/health', localAddress, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.once('error', reject);
    req.end();
  });

describe('TCP connections per address', () => {
  it('one address holds at most LIMIT_CONNECTIONS_AT_ONCE; the next is told why, and others are served', async () => {
    const { port } = await start({ LIMIT_CONNECTIONS_AT_ONCE: '5' });
    const held = await Promise.all(Array.from({ length: 5 }, () => tcp(port, '127.0.0.2')));
    const over = await tcp(port, '127.0.0.2');
    expect(await closedWithin(over, 5_000)).toBe(true);
    const answer = over.received.join('');
    expect(answer).toMatch(/^HTTP\/1\.1 429 /);
    expect(answer).toContain('too many connections from your address (at most 5 at a time)');
    // Another address is served as ever, a page and a game socket alike.
    expect(await health(port, '127.0.0.3')).toBe(200);
    // One closed, the address may connect again.
    held[0]!.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await health(port, '127.0.0.2')).toBe(200);
  });

  it('a connection that sends no request, or never finishes its headers, is closed after FIRST_REQUEST_SECONDS; sockets in use are not', async () => {
    const { server, port } = await start({ FIRST_REQUEST_SECONDS: '1' });
    const silent = await tcp(port, '127.0.0.4');
    const halfway = await tcp(port, '127.0.0.4');
    halfway.write('GET /health HTTP/1.1\r\nHo');
    // A game socket over a WebSocket, and one over long polling (a request held open for seconds).
    const clients = (['websocket', 'polling'] as const).map((transport) =>
      io(`${server.url}/air-land-sea`, { transports: [transport], forceNew: true, reconnection: false }),
    );
    try {
      await Promise.all(clients.map((c) => new Promise<void>((resolve) => c.once('connect', () => resolve()))));
      expect(await closedWithin(silent, 4_000)).toBe(true);
      expect(await closedWithin(halfway, 4_000)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(clients.map((c) => c.connected)).toEqual([true, true]);
      expect(await health(port, '127.0.0.4')).toBe(200);
    } finally {
      clients.forEach((c) => c.close());
    }
  });
});
