/**
 * The fuzzer's own verdict on a packet before sending it: could the server accept it as a move?
 * The fuzzer sends only packets the server must refuse, so any change to a match is a finding.
 *
 * The verdict errs towards "could": a packet is refused for sure only if it misses one of the
 * conditions below, each necessary for boardgame.io and this server to apply a move. It reads
 * the packet as the server receives it (JSON, with typed arrays as Buffers), and the state id
 * and position of the match as last confirmed by a legitimate move: a state id older than that
 * stays stale, and one the test's matches never reach stays in the future. A move the engine
 * refuses in the confirmed position is refused for sure too: if a legitimate move gets there
 * first, its state id is stale.
 */
import { cloneJson } from '../../../games/common/clone-json';
import type { SomeGame } from '../../../games/common/definition';
import { seededRng } from '../../../games/common/random';
import type { Packet } from './fuzz-packets';
import type { Seat } from './lobby';

/** A live match as the verdict needs it: which game, whose credentials, where it stands. */
export interface MatchFacts {
  game: string;
  definition: SomeGame;
  seats: readonly Seat[];
  /** The state id after the last legitimate move seen accepted. */
  stateID: number;
  /** The full G at `stateID` (the stored state, not a seat's view). */
  G: unknown;
}

/** A state id no match of the test reaches: its legitimate moves stop well before. */
export const STATE_ID_CAP = 10_000;

/** What boardgame.io's client puts in an action and its payload (`makeMove`). */
const ACTION_KEYS = new Set(['type', 'payload']);
const PAYLOAD_KEYS = new Set(['type', 'args', 'playerID', 'credentials']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

const isFlat = (value: unknown) => value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

const onlyKeys = (record: Record<string, unknown>, allowed: Set<string>) => Object.keys(record).every((key) => allowed.has(key));

function containsBinary(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || value instanceof Date) return false;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return true;
  return Object.values(value).some(containsBinary);
}

function ownKey(object: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * A value as the server decodes it, or undefined where JSON leaves the value out. A packet with
 * binary data is copied by socket.io-client first, by assignment: a `__proto__` key is lost.
 */
function received(value: unknown, binary: boolean): unknown {
  if (typeof value === 'number') return Number.isFinite(value) ? value + 0 : null; // -0 is 0 in JSON
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return value;
  if (typeof value !== 'object') return undefined;
  if (ArrayBuffer.isView(value)) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (value instanceof ArrayBuffer) return Buffer.from(value);
  if (value instanceof Date) return value.toJSON();
  if (Array.isArray(value)) return Array.from(value, (item) => received(item, binary) ?? null);
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (binary && key === '__proto__') continue;
    const item = received((value as Record<string, unknown>)[key], binary);
    if (item !== undefined) ownKey(copy, key, item);
  }
  return copy;
}

/** The arguments the server's handler gets: an acknowledgement is a function after them. */
export function asReceived(packet: Packet): unknown[] {
  const binary = containsBinary(packet.args);
  const args = packet.args.map((arg) => received(arg, binary) ?? null);
  return packet.ack ? [...args, () => undefined] : args;
}

/** False when the server must refuse `packet`, sent on `namespace`, whatever happens meanwhile. */
export function couldBeAccepted(namespace: string, packet: Packet, matches: ReadonlyMap<string, MatchFacts>): boolean {
  if (packet.event !== 'update') return false;
  const [action, stateID, matchID, playerID] = asReceived(packet);
  const match = typeof matchID === 'string' ? matches.get(matchID) : undefined;
  if (!match || match.game !== namespace) return false;
  if (!isRecord(action) || action.type !== 'MAKE_MOVE' || !isRecord(action.payload)) return false;
  const payload = action.payload;
  // The server refuses what boardgame.io's client never sends (server/event-guard.ts, move-guard.ts):
  // keys of their own, seat and state ids of another type, arguments that are not flat values.
  if (!onlyKeys(action, ACTION_KEYS) || !onlyKeys(payload, PAYLOAD_KEYS)) return false;
  if (typeof payload.type !== 'string' || !Object.hasOwn(match.definition.moves, payload.type)) return false;
  // The packet's seat authenticates; the move runs as the payload's: both the same seat id.
  const seat = match.seats.find((s) => s.playerID === playerID);
  if (!seat || payload.playerID !== seat.playerID || payload.credentials !== seat.credentials) return false;
  if (typeof stateID !== 'number' || !Number.isInteger(stateID) || stateID < match.stateID || stateID > STATE_ID_CAP) return false;
  if (!Array.isArray(payload.args) || !payload.args.every(isFlat)) return false;
  const engineAction = match.definition.moves[payload.type]!.parse(payload.args);
  if (typeof engineAction === 'string') return false;
  if (stateID !== match.stateID) return true;
  return match.definition.engine.apply(cloneJson(match.G), seat.playerID, engineAction, seededRng('verdict')).ok;
}
