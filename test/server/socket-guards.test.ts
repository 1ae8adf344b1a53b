/** Packet guards on a real socket.io server: refused packets vanish, the rest keep their order. */
import { createServer } from 'node:http';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Server as IoServer } from 'socket.io';
import { io as connect } from 'socket.io-client';
import type { Game } from 'boardgame.io';
import { installSocketGuards, type PacketGuard } from '../../server/socket-guards';

const http = createServer();
const io = new IoServer(http);
afterAll(() => new Promise<void>((resolve) => io.close(() => resolve())));

let listening: Promise<number> | undefined;
/** The server's port, listening from the first call on (after the guards are installed). */
function port(): Promise<number> {
  listening ??= new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve)).then(() => {
    const address = http.address();
    return typeof address === 'object' && address ? address.port : 0;
  });
  return listening;
}

/** Records the packets that reach the handlers (registered as boardgame.io registers them). */
function handled(namespace: string): string[] {
  const seen: string[] = [];
  io.of(namespace).on('connection', (socket) => {
    for (const event of ['sync', 'update', 'chat']) socket.on(event, (n: number) => seen.push(`${event}${n}`));
  });
  return seen;
}

describe('installSocketGuards', () => {
  it('drops what a guard refuses and releases the rest in arrival order, even behind a slow verdict', async () => {
    const slowSync: PacketGuard = ([event]) => (event === 'sync' ? new Promise((r) => setTimeout(() => r(true), 50)) : true);
    const noChat: PacketGuard = ([event]) => event !== 'chat';
    installSocketGuards(io, [{ name: 'g' } as Game], () => [slowSync, noChat]);
    const seen = handled('g');
    const client = connect(`http://127.0.0.1:${await port()}/g`, { transports: ['websocket'] });
    client.emit('sync', 1);
    client.emit('update', 2);
    client.emit('chat', 3);
    client.emit('update', 4);
    const deadline = Date.now() + 2_000;
    while (seen.length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 50));
    client.close();
    expect(seen).toEqual(['sync1', 'update2', 'update4']);
  });

  it('the first refusal ends the run: the guards after it never see the packet (a refused flood costs no storage lookup)', async () => {
    const noUpdate: PacketGuard = ([event]) => event !== 'update';
    const looked: string[] = [];
    const lookup: PacketGuard = ([event]) => {
      looked.push(String(event));
      return Promise.resolve(true);
    };
    installSocketGuards(io, [{ name: 'k' } as Game], () => [noUpdate, lookup]);
    const seen = handled('k');
    const client = connect(`http://127.0.0.1:${await port()}/k`, { transports: ['websocket'] });
    for (let i = 0; i < 20; i++) client.emit('update', i);
    client.emit('sync', 20);
    const deadline = Date.now() + 2_000;
    while (seen.length < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    client.close();
    expect(seen).toEqual(['sync20']);
    expect(looked).toEqual(['sync']);
  });

  it('a guard that throws (a storage lookup on a corrupt database) drops the packet; the socket and the process go on', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const corrupt: PacketGuard = ([event]) => {
      if (event === 'sync') throw new Error('database disk image is malformed');
      return event === 'chat' ? Promise.reject(new Error('database disk image is malformed')) : true;
    };
    installSocketGuards(io, [{ name: 'h' } as Game], () => [corrupt]);
    const seen = handled('h');
    const client = connect(`http://127.0.0.1:${await port()}/h`, { transports: ['websocket'] });
    client.emit('sync', 1);
    client.emit('chat', 2);
    client.emit('update', 3);
    const deadline = Date.now() + 2_000;
    while (seen.length < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 50));
    client.close();
    expect(seen).toEqual(['update3']);
    expect(logged.mock.calls.map(([line]) => String(line))).toEqual([
      'socket packet "sync" dropped: a guard failed: database disk image is malformed',
      'socket packet "chat" dropped: a guard failed: database disk image is malformed',
    ]);
    logged.mockRestore();
  });
});
