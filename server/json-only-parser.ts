/**
 * socket.io's packet parser, minus one step: before encoding any packet it walks the whole
 * payload looking for binary data, and an update carries a match's whole state, once per seat.
 * This server sends JSON only, so packets are encoded as text straight away (the same format as
 * socket.io-parser's text packets; clients keep the stock parser). Decoding is unchanged.
 */
import { createRequire } from 'node:module';
import type * as SocketIoParser from 'socket.io-parser';

// socket.io loads its parser as CommonJS; importing it as ESM would load a second copy (its
// debug build).
const parser = createRequire(import.meta.url)('socket.io-parser') as typeof SocketIoParser;

class JsonOnlyEncoder extends parser.Encoder {
  override encode(packet: SocketIoParser.Packet): string[] {
    let text = String(packet.type);
    if (packet.nsp && packet.nsp !== '/') text += `${packet.nsp},`;
    if (packet.id !== undefined && packet.id !== null) text += String(packet.id);
    if (packet.data !== undefined && packet.data !== null) text += JSON.stringify(packet.data);
    return [text];
  }
}

export const jsonOnlyParser = { ...parser, Encoder: JsonOnlyEncoder };
