/** The server's packet encoder writes exactly what socket.io's own writes for a JSON packet. */
import { createRequire } from 'node:module';
import type * as SocketIoParser from 'socket.io-parser';
import { describe, expect, it } from 'vitest';
import { jsonOnlyParser } from '../../server/json-only-parser';

const stock = createRequire(import.meta.url)('socket.io-parser') as typeof SocketIoParser;
const { PacketType } = stock;

const packets: SocketIoParser.Packet[] = [
  { type: PacketType.CONNECT, nsp: '/air-land-sea', data: { sid: 'abc' } },
  { type: PacketType.EVENT, nsp: '/air-land-sea', data: ['update', 'm1', { G: { hands: { '0': [null, 'A1'] } }, _stateID: 3 }] },
  { type: PacketType.EVENT, nsp: '/', data: ['sync', 'm1', { state: { log: [] } }] },
  { type: PacketType.ACK, nsp: '/land-vs-sea', id: 7, data: [{ ok: true }] },
  { type: PacketType.DISCONNECT, nsp: '/land-vs-sea' },
  { type: PacketType.CONNECT_ERROR, nsp: '/', data: { message: 'refused' } },
];

describe('JSON-only socket.io encoder', () => {
  it.each(packets.map((p) => [PacketType[p.type], p] as const))('encodes a %s packet as the stock parser does', (_name, packet) => {
    const ours = new jsonOnlyParser.Encoder().encode(packet);
    expect(ours).toEqual(new stock.Encoder().encode(packet));
    const decoded: unknown[] = [];
    const decoder = new jsonOnlyParser.Decoder();
    decoder.on('decoded', (p: unknown) => decoded.push(p));
    decoder.add(ours[0]);
    expect(decoded).toEqual([packet]);
  });
});
