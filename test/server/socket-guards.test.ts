/** Packet guards on a real socket.io server: refused packets vanish, the rest keep their order. */
import { createServer } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { Server as IoServer } from 'socket.io';
import { io as connect } from 'socket.io-client';
import type { Game } from 'boardgame.io';
import { installSocketGuards, type PacketGuard } from '../../server/socket-guards';

const http = createServer();
const io = new IoServer(http);
afterAll(() => new Promise<void>((resolve) => io.close(() => resolve())));

describe('installSocketGuards', () => {
  it('drops what a guard refuses and releases the rest in arrival order, even behind a slow verdict', async () => {
    const slowSync: PacketGuard = ([event]) => (event === 'sync' ? new Promise((r) => setTimeout(() => r(true), 50)) : true);
    const noChat: PacketGuard = ([event]) => event !== 'chat';
    installSocketGuards(io, [{ name: 'g' } as Game], () => [slowSync, noChat]);
    const seen: string[] = [];
    // Handlers the way boardgame.io registers them (onAny listeners run before any middleware).
    io.of('g').on('connection', (socket) => {
      for (const event of ['sync', 'update', 'chat']) socket.on(event, (n: number) => seen.push(`${event}${n}`));
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const address = http.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const client = connect(`http://127.0.0.1:${port}/g`, { transports: ['websocket'] });
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
});
