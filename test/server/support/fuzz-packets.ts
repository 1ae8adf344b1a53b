/**
 * Hostile socket packets for the fuzzer (`../fuzz.test.ts`), as fast-check arbitraries.
 *
 * A packet is drawn as a recipe and resolved only when it is sent, against the match as the test
 * knows it then: the state id, the seat that must act and a legal move of it change as the match
 * goes on, and the most telling packets are those right in every way but one (near misses). The
 * recipes come from a seeded sample, so every run sends the same kinds of packets in the same
 * order; only what they resolve to follows the match (its deal comes from the server's OS seed).
 *
 * Credentials appear only where credentials go (an update's payload, a sync's or a chat's third
 * argument): the test can then check that no message a socket receives carries any.
 */
import fc from 'fast-check';
import type { MoveCall } from '../../../games/common/move-call';
import type { Seat } from './lobby';

/** A live match as the test knows it when a packet is resolved. */
export interface Target {
  /** The match's game: the namespace its packets are meant for. */
  game: string;
  matchID: string;
  seats: readonly Seat[];
  /** The state id after the last legitimate move the test saw accepted. */
  stateID: number;
  /** The seat that must act now; undefined once the game is over. */
  acting: string | undefined;
  /** A legal move of `acting` now: near misses are variations of it. */
  legal: MoveCall | undefined;
  /** Every legal move of `acting` now: their arguments crossed make moves that parse, mostly illegal. */
  legalMoves: readonly MoveCall[];
  moveNames: readonly string[];
  otherGameMoveNames: readonly string[];
  /** Other live matches, of the same game and of the other game. */
  sameGameMatchIDs: readonly string[];
  otherGameMatchIDs: readonly string[];
}

/** An event and its arguments, as a socket emits them. */
export interface Packet {
  event: string;
  args: unknown[];
  /** Emitted with an acknowledgement callback: the server then finds a function after the arguments. */
  ack: boolean;
}

/**
 * What to do with a resolved recipe: emit a packet on one of the match's fuzz sockets, or on a
 * socket of its own that the server is expected to close (a packet over socket.io's size limit,
 * a frame that breaks the socket.io protocol).
 */
export type Shot =
  | { kind: 'packet'; label: PacketKind; socket: number; packet: Packet }
  | { kind: 'oversize'; packet: Packet }
  | { kind: 'raw'; frames: (string | Uint8Array)[] };

export type PacketKind = 'update' | 'near miss' | 'sync' | 'chat' | 'other event';

export type Recipe = (t: Target) => Shot;

type Make<T> = (t: Target) => T;
/** Made relative to the packet's seat (its playerID as sent, whatever that is). */
type MakeFor<T> = (t: Target, playerID: unknown) => T;

const fixed =
  <T>(value: T) =>
  (): T =>
    value;
const nth = <T>(list: readonly T[], i: number): T | undefined => list[i % Math.max(list.length, 1)];

/** A string conversion that may throw (a `{ toString: 1 }`) gives undefined. */
function asText(value: unknown): string | undefined {
  try {
    return String(value);
  } catch {
    return undefined;
  }
}

/** Sets an own key, `__proto__` too (an assignment to it would set the prototype instead). */
function ownKey(object: object, key: string, value: unknown): void {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
}

const seatOf = (t: Target, playerID: unknown): Seat | undefined => t.seats.find((s) => s.playerID === asText(playerID));

/** The names every plain object inherits: boardgame.io looks moves up with `name in moves`. */
const INHERITED = Object.getOwnPropertyNames(Object.prototype);
const EVENTS = ['endGame', 'endTurn', 'endPhase', 'setPhase', 'endStage', 'setStage', 'setActivePlayers', 'pass', 'undo', 'redo'];
const ACTION_TYPES = ['MAKE_MOVE', 'GAME_EVENT', 'UNDO', 'REDO', 'RESET', 'SYNC', 'UPDATE', 'PATCH', 'PLUGIN', 'STRIP_TRANSIENTS'];
/** Event names socket.io-client refuses to emit: only raw frames carry them. */
const CLIENT_RESERVED = new Set(['connect', 'connect_error', 'disconnect', 'disconnecting', 'newListener', 'removeListener']);

const KEYS = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'toJSON', 'type', 'payload', 'args', 'playerID'),
  fc.constantFrom('credentials', '_stateID', 'G', 'ctx', 'gameover', 'length', 'redact', 'automatic', 'metadata'),
);

/** Values that hurt code reading them carelessly. */
const TRAPS: unknown[] = [
  { toString: 1 }, // String() and template literals throw: no callable toString, valueOf gives the object back
  { toString: null, valueOf: null },
  JSON.parse('{"__proto__": {"polluted": true, "isAdmin": true, "credentials": "x"}}'),
  { constructor: { prototype: { polluted: true } } },
  { length: 1e9 },
  { 0: 'deploy', length: 1 },
  [[[[[[[[[[]]]]]]]]]],
  Object.create(null),
  '',
  '\u0000',
  '\ud800',
  -0,
  Number.NaN,
  Infinity,
];

/** Any value a socket can carry: JSON, binary attachments (typed arrays), dates, traps. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.anything({
      key: KEYS,
      maxDepth: 3,
      maxKeys: 5,
      withNullPrototype: true,
      withTypedArray: true,
      withSparseArray: true,
      withDate: true,
      withMap: true,
      withSet: true,
      stringUnit: 'binary',
    }),
  },
  { weight: 1, arbitrary: fc.constantFrom(...TRAPS) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const nested = (depth: number): unknown => (depth === 0 ? [] : [nested(depth - 1)]);
/** Large, still under socket.io's 64 KB limit. */
const BIG: unknown[] = [
  ['x'.repeat(50_000)],
  Array.from({ length: 5_000 }, (_, i) => i),
  nested(400),
  Array.from({ length: 2_000 }, () => ({ toString: 1 })),
];

/** `args` changed one way (by `how`), `extra` a value to slip in. */
export function mutated(args: readonly unknown[], how: number, extra: unknown): unknown {
  const numbers = (f: (n: number) => unknown) => args.map((a) => (typeof a === 'number' ? f(a) : a));
  const strings = (f: (s: string) => unknown) => args.map((a) => (typeof a === 'string' ? f(a) : a));
  switch (how % 15) {
    case 0:
      return args.slice(0, -1);
    case 1:
      return [...args, extra];
    case 2:
      return args.length === 0 ? [extra] : args.map((a, k) => (k === how % args.length ? extra : a));
    case 3:
      return numbers((n) => n + 1);
    case 4:
      return numbers((n) => n - 1);
    case 5:
      return numbers(String);
    case 6:
      return numbers((n) => n + 0.5);
    case 7:
      return [extra, ...args];
    case 8:
      return [...args].reverse();
    case 9:
      return { ...args }; // indices without a length
    case 10:
      return args[0]; // one bare argument: boardgame.io wraps a non-array in one
    case 11:
      return [args];
    case 12:
      return numbers((n) => -n - 1);
    case 13:
      return strings((s) => `${s} `);
    default:
      return strings((s) => s.toLowerCase());
  }
}

/**
 * The legal move's arguments crossed with those of the seat's other legal moves (by `how`): well
 * formed, so the server's last word is the engine's, which must refuse all but the legal ones.
 */
export function crossed(t: Target, how: number): { move: string; args: unknown[] } {
  const legal = t.legal ?? { move: t.moveNames[0] ?? '', args: [] };
  const other = nth(t.legalMoves, how) ?? legal;
  switch (how % 3) {
    case 0: // each argument from another legal move, where it has one
      return { move: legal.move, args: legal.args.map((arg, k) => nth(t.legalMoves, how + k)?.args[k] ?? arg) };
    case 1: // another legal move's arguments under this move's name
      return { move: legal.move, args: other.args };
    default: // this move's arguments under another legal move's name
      return { move: other.move, args: legal.args };
  }
}

const MATCH_IDS: fc.Arbitrary<Make<unknown>> = fc.oneof(
  { weight: 14, arbitrary: fc.constant((t: Target) => t.matchID) },
  { weight: 1, arbitrary: fc.nat().map((i) => (t: Target) => nth(t.sameGameMatchIDs, i) ?? t.matchID) },
  { weight: 1, arbitrary: fc.nat().map((i) => (t: Target) => nth(t.otherGameMatchIDs, i) ?? t.matchID) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Make<unknown>>(
      (t) => `${t.matchID} `,
      (t) => t.matchID.toUpperCase(),
      (t) => t.matchID.slice(0, -1),
      (t) => [t.matchID],
      (t) => ({ toString: t.matchID }),
      () => '__proto__',
      () => 'constructor',
    ),
  },
  { weight: 1, arbitrary: fc.string().map(fixed) },
  { weight: 1, arbitrary: junk.map(fixed) },
);

const PLAYER_IDS: fc.Arbitrary<Make<unknown>> = fc.oneof(
  { weight: 6, arbitrary: fc.constant((t: Target) => t.acting ?? '0') },
  { weight: 3, arbitrary: fc.nat().map((i) => (t: Target) => nth(t.seats, i)?.playerID) },
  { weight: 1, arbitrary: fc.nat().map((i) => (t: Target) => Number(nth(t.seats, i)?.playerID)) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom<unknown>(
        null,
        undefined,
        '',
        ' 0',
        '0 ',
        '00',
        '-0',
        '1e0',
        '4',
        '-1',
        '__proto__',
        'constructor',
        'length',
        'x'.repeat(10_000),
      )
      .map(fixed),
  },
  { weight: 1, arbitrary: junk.map(fixed) },
);

const CREDENTIALS: fc.Arbitrary<MakeFor<unknown>> = fc.oneof(
  { weight: 6, arbitrary: fc.constant((t: Target, p: unknown) => seatOf(t, p)?.credentials) },
  { weight: 2, arbitrary: fc.nat().map((i) => (t: Target) => nth(t.seats, i)?.credentials) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<MakeFor<unknown>>(
      (t, p) => seatOf(t, p)?.credentials.slice(0, -1),
      (t, p) => `${seatOf(t, p)?.credentials ?? ''}x`,
      (t, p) => seatOf(t, p)?.credentials.toUpperCase(),
      (t, p) => [seatOf(t, p)?.credentials],
      (t, p) => ({ toString: seatOf(t, p)?.credentials }),
      () => undefined,
      () => null,
      () => '',
      () => 'wrong',
      () => 0,
      () => true,
    ),
  },
  { weight: 1, arbitrary: junk.map(fixed) },
);

const STATE_IDS: fc.Arbitrary<Make<unknown>> = fc.oneof(
  { weight: 6, arbitrary: fc.constant((t: Target) => t.stateID) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 5 }).map((k) => (t: Target) => t.stateID - k) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 3 }).map((k) => (t: Target) => t.stateID + k) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<Make<unknown>>(
      (t) => t.stateID + 0.5,
      (t) => String(t.stateID),
      (t) => [t.stateID],
      (t) => ({ valueOf: t.stateID }),
      () => -1,
      () => 2 ** 53 + 2,
      () => 1e308,
      () => null,
      () => undefined,
      () => ({ toString: 1 }),
      () => true,
    ),
  },
  { weight: 1, arbitrary: junk.map(fixed) },
);

const MOVE_NAMES: fc.Arbitrary<Make<unknown>> = fc.oneof(
  { weight: 6, arbitrary: fc.constant((t: Target) => t.legal?.move ?? t.moveNames[0]) },
  { weight: 3, arbitrary: fc.nat().map((i) => (t: Target) => nth(t.moveNames, i)) },
  { weight: 1, arbitrary: fc.nat().map((i) => (t: Target) => nth(t.otherGameMoveNames, i)) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.nat(),
        fc.constantFrom<(name: string) => unknown>(
          (n) => n.toUpperCase(),
          (n) => `${n} `,
          (n) => `${n}\u0000`,
          (n) => [n],
        ),
      )
      .map(
        ([i, variant]) =>
          (t: Target) =>
            variant(nth(t.moveNames, i) ?? ''),
      ),
  },
  { weight: 2, arbitrary: fc.constantFrom(...INHERITED, ...EVENTS).map(fixed) },
  { weight: 1, arbitrary: fc.string().map(fixed) },
  { weight: 1, arbitrary: junk.map(fixed) },
);

const ARGS: fc.Arbitrary<Make<unknown>> = fc.oneof(
  { weight: 4, arbitrary: fc.constant((t: Target) => t.legal?.args ?? []) },
  {
    weight: 4,
    arbitrary: fc.tuple(fc.nat(), junk).map(
      ([how, extra]) =>
        (t: Target) =>
          mutated(t.legal?.args ?? [], how, extra),
    ),
  },
  { weight: 2, arbitrary: fc.array(junk, { maxLength: 6 }).map(fixed) },
  { weight: 1, arbitrary: fc.array(fc.integer({ min: -3, max: 70 }), { maxLength: 6 }).map(fixed) },
  { weight: 1, arbitrary: junk.map(fixed) },
  { weight: 1, arbitrary: fc.constantFrom(...BIG).map(fixed) },
);

const PAYLOAD_PLAYER: fc.Arbitrary<MakeFor<unknown>> = fc.oneof(
  { weight: 8, arbitrary: fc.constant((_t: Target, p: unknown) => p) },
  { weight: 1, arbitrary: fc.nat().map((i) => (t: Target) => nth(t.seats, i)?.playerID) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<MakeFor<unknown>>(
      (_t, p) => (typeof p === 'string' ? Number(p) : p),
      (_t, p) => [p],
      () => undefined,
      () => null,
    ),
  },
  { weight: 1, arbitrary: junk.map(fixed) },
);

/** Keys boardgame.io's client never sends, with junk in them. */
const EXTRA_KEYS = fc.option(fc.dictionary(KEYS, junk, { minKeys: 1, maxKeys: 3 }), { freq: 6 });

const PAYLOAD: fc.Arbitrary<MakeFor<unknown>> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc
      .record({ type: MOVE_NAMES, args: ARGS, playerID: PAYLOAD_PLAYER, credentials: CREDENTIALS, extra: EXTRA_KEYS })
      .map(({ type, args, playerID, credentials, extra }) => (t: Target, p: unknown) => ({
        ...extra,
        type: type(t),
        args: args(t),
        playerID: playerID(t, p),
        credentials: credentials(t, p),
      })),
  },
  { weight: 1, arbitrary: junk.map(fixed) },
);

const ACTION_TYPE = fc.oneof(
  { weight: 8, arbitrary: fc.constant<unknown>('MAKE_MOVE') },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...ACTION_TYPES) },
  { weight: 1, arbitrary: fc.oneof(fc.constantFrom<unknown>('make_move', 'MAKE_MOVE ', ['MAKE_MOVE']), fc.string(), junk) },
);

const ACTIONS: fc.Arbitrary<MakeFor<unknown>> = fc.oneof(
  {
    weight: 10,
    arbitrary: fc
      .record({ type: ACTION_TYPE, payload: PAYLOAD, extra: EXTRA_KEYS })
      .map(({ type, payload, extra }) => (t: Target, p: unknown) => ({ ...extra, type, payload: payload(t, p) })),
  },
  {
    // A forged state for the reducer to take whole (RESET, SYNC and UPDATE replace the state).
    weight: 1,
    arbitrary: fc
      .record({ type: fc.constantFrom('RESET', 'SYNC', 'UPDATE'), payload: PAYLOAD, G: junk })
      .map(({ type, payload, G }) => (t: Target, p: unknown) => ({
        type,
        payload: payload(t, p),
        state: { G, ctx: { gameover: { winner: p }, currentPlayer: p }, plugins: {}, _stateID: t.stateID + 1 },
        deltalog: [],
        clientOnly: true,
      })),
  },
  {
    weight: 1,
    arbitrary: fc.record({ payload: PAYLOAD, value: junk }).map(({ payload, value }) => (t: Target, p: unknown) => ({
      type: 'PATCH',
      payload: payload(t, p),
      prevStateID: t.stateID,
      stateID: t.stateID + 1,
      patch: [{ op: 'replace', path: '/ctx/gameover', value }],
      deltalog: [],
    })),
  },
  { weight: 1, arbitrary: junk.map(fixed) },
);

/** The arguments as the protocol wants them, or fewer, or more. */
const ARITY: fc.Arbitrary<(args: unknown[]) => unknown[]> = fc.oneof(
  { weight: 10, arbitrary: fc.constant((args: unknown[]) => args) },
  { weight: 1, arbitrary: fc.nat({ max: 3 }).map((n) => (args: unknown[]) => args.slice(0, n)) },
  { weight: 1, arbitrary: fc.array(junk, { minLength: 1, maxLength: 3 }).map((more) => (args: unknown[]) => [...args, ...more]) },
);

const ACK = fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });
const SOCKET = fc.nat();

const UPDATE: fc.Arbitrary<Recipe> = fc
  .record({ playerID: PLAYER_IDS, action: ACTIONS, stateID: STATE_IDS, matchID: MATCH_IDS, arity: ARITY, ack: ACK, socket: SOCKET })
  .map(({ playerID, action, stateID, matchID, arity, ack, socket }) => (t) => {
    const p = playerID(t);
    const args = arity([action(t, p), stateID(t), matchID(t), p]);
    return { kind: 'packet', label: 'update', socket, packet: { event: 'update', args, ack } };
  });

/** The right move of the acting seat, but for one thing (which may be enough for the server to accept it). */
const NEAR_MISS: fc.Arbitrary<Recipe> = fc
  .record({ defect: fc.nat(), i: fc.nat(), extra: junk, socket: SOCKET })
  .map(({ defect, i, extra, socket }) => (t) => {
    const p = t.acting ?? '0';
    const other = nth(
      t.seats.filter((s) => s.playerID !== p),
      i,
    )!;
    const credentials = seatOf(t, p)?.credentials;
    const payload: Record<string, unknown> = { type: t.legal?.move ?? t.moveNames[0], args: t.legal?.args ?? [], playerID: p, credentials };
    let action: Record<string, unknown> = { type: 'MAKE_MOVE', payload };
    let args: unknown[] = [action, t.stateID, t.matchID, p];
    const set = (position: number, value: unknown) => (args[position] = value);
    switch (defect % 25) {
      case 0:
        payload.credentials = other.credentials;
        break;
      case 1:
        payload.credentials = `${credentials ?? ''}`.slice(1);
        break;
      case 2:
        delete payload.credentials;
        break;
      case 3:
        set(1, t.stateID - 1);
        break;
      case 4:
        set(1, t.stateID + 1);
        break;
      case 5:
        set(1, String(t.stateID));
        break;
      case 6:
        set(1, t.stateID + 0.5);
        break;
      case 7: // another seat, with its own credentials: right, but not this seat's turn
        Object.assign(payload, { playerID: other.playerID, credentials: other.credentials });
        set(3, other.playerID);
        break;
      case 8:
        payload.playerID = other.playerID;
        break;
      case 9:
        set(3, Number(p));
        break;
      case 10:
        payload.playerID = Number(p);
        set(3, Number(p));
        break;
      case 11:
        payload.type = nth([...INHERITED, ...t.otherGameMoveNames, String(payload.type).toUpperCase()], i);
        break;
      case 12:
        payload.args = mutated(t.legal?.args ?? [], i, extra);
        break;
      case 13:
        action.type = nth(ACTION_TYPES.slice(1), i);
        break;
      case 14:
        set(2, nth(t.sameGameMatchIDs, i) ?? `${t.matchID}x`);
        break;
      case 15:
        set(2, nth(t.otherGameMatchIDs, i) ?? `${t.matchID}x`);
        break;
      case 16:
        args = args.slice(0, 3);
        break;
      case 17:
        args.push(extra);
        break;
      case 18: // boardgame.io's client sends no other key: a key of its own is junk riding on a move
        ownKey(payload, nth(['metadata', 'redact', 'note', '__proto__'], i)!, extra ?? 'junk');
        break;
      case 19:
        ownKey(action, nth(['automatic', 'note', 'state', '__proto__'], i)!, extra ?? 'junk');
        break;
      case 20:
        action = { ...action, type: 'GAME_EVENT', payload: { ...payload, type: nth(EVENTS, i) } };
        args[0] = action;
        break;
      default: {
        const { move, args: crossedArgs } = crossed(t, i);
        Object.assign(payload, { type: move, args: crossedArgs });
      }
    }
    return { kind: 'packet', label: 'near miss', socket, packet: { event: 'update', args, ack: false } };
  });

const SYNC: fc.Arbitrary<Recipe> = fc
  .record({
    matchID: MATCH_IDS,
    playerID: fc.oneof(PLAYER_IDS, fc.constant(fixed(null))),
    credentials: CREDENTIALS,
    numPlayers: fc.oneof(fc.integer({ min: -1, max: 100 }), junk),
    arity: ARITY,
    ack: ACK,
    socket: SOCKET,
  })
  .map(({ matchID, playerID, credentials, numPlayers, arity, ack, socket }) => (t) => {
    const p = playerID(t);
    const args = arity([matchID(t), p, credentials(t, p), numPlayers]);
    return { kind: 'packet', label: 'sync', socket, packet: { event: 'sync', args, ack } };
  });

const CHAT: fc.Arbitrary<Recipe> = fc
  .record({
    matchID: MATCH_IDS,
    sender: PLAYER_IDS,
    id: fc.oneof(fc.string(), junk),
    payload: junk,
    whole: fc.option(junk, { freq: 5 }),
    credentials: CREDENTIALS,
    arity: ARITY,
    ack: ACK,
    socket: SOCKET,
  })
  .map(({ matchID, sender, id, payload, whole, credentials, arity, ack, socket }) => (t) => {
    const from = sender(t);
    const message = whole ?? { id, sender: from, payload };
    const args = arity([matchID(t), message, credentials(t, from)]);
    return { kind: 'packet', label: 'chat', socket, packet: { event: 'chat', args, ack } };
  });

const OTHER_EVENT: fc.Arbitrary<Recipe> = fc
  .record({
    event: fc.oneof(
      fc.constantFrom('updates', 'Update', 'UPDATE', 'update ', 'sync ', 'matchData', 'patch', 'connection', 'error', 'message', 'ping'),
      fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', ''),
      fc.string(),
    ),
    args: fc.array(junk, { maxLength: 4 }),
    ack: ACK,
    socket: SOCKET,
  })
  .filter(({ event }) => !CLIENT_RESERVED.has(event))
  .map(
    ({ event, args, ack, socket }) =>
      (t) =>
        ({ kind: 'packet', label: 'other event', socket, packet: { event, args: [t.matchID, ...args], ack } }) as const,
  );

/** An update over socket.io's 64 KB limit: the server closes that socket. */
const OVERSIZE: fc.Arbitrary<Recipe> = fc.integer({ min: 65, max: 200 }).map((kb) => (t) => {
  const p = t.acting ?? '0';
  const payload = { type: t.legal?.move, args: ['x'.repeat(kb * 1024)], playerID: p, credentials: seatOf(t, p)?.credentials };
  return { kind: 'oversize', packet: { event: 'update', args: [{ type: 'MAKE_MOVE', payload }, t.stateID, t.matchID, p], ack: false } };
});

/** socket.io frames its client would never write: reserved events, broken JSON, bad packet types, forged attachments. */
const RAW: fc.Arbitrary<Recipe> = fc
  .oneof(
    fc.constantFrom<(ns: string, matchID: string) => (string | Uint8Array)[]>(
      (ns) => [`42/${ns},["disconnect"]`],
      (ns) => [`42/${ns},["connect"]`],
      (ns) => [`42/${ns},["newListener","update"]`],
      (ns) => [`42/${ns},["removeListener","update"]`],
      (ns, id) => [`42/${ns},[42,{},0,"${id}","0"]`],
      (ns) => [`42/${ns},[`],
      (ns) => [`42/${ns},{"0":"update"}`],
      (ns) => [`42/${ns},[]`],
      (ns) => [`42/${ns},[null]`],
      (ns) => [`43/${ns},7[]`],
      (ns) => [`49/${ns},["update"]`],
      (ns, id) => [`451-/${ns},["update",{"_placeholder":true,"num":0},0,"${id}","0"]`],
      (ns, id) => [`451-/${ns},["update",{"_placeholder":true,"num":7},0,"${id}","0"]`, new Uint8Array([1, 2, 3])],
      (ns, id) => [`45-/${ns},["update",{"_placeholder":true,"num":0},0,"${id}","0"]`, new Uint8Array([0])],
      (ns) => [`41/${ns},`, `42/${ns},["update",{},0,"x","0"]`],
      () => ['42/nowhere,["update"]'],
      () => ['4x', '', '2', '42'],
    ),
    fc.array(fc.string({ unit: 'binary' }), { minLength: 1, maxLength: 3 }).map((frames) => () => frames),
  )
  .map((frames) => (t) => ({ kind: 'raw', frames: frames(t.game, t.matchID) }));

/** One recipe: mostly updates (half of them near misses), some syncs, chats and other events, rarely a socket killer. */
export const RECIPE: fc.Arbitrary<Recipe> = fc.oneof(
  { weight: 40, arbitrary: UPDATE },
  { weight: 30, arbitrary: NEAR_MISS },
  { weight: 12, arbitrary: SYNC },
  { weight: 8, arbitrary: CHAT },
  { weight: 8, arbitrary: OTHER_EVENT },
  { weight: 1, arbitrary: OVERSIZE },
  { weight: 1, arbitrary: RAW },
);

/** `count` recipes, the same ones for the same seed. */
export function recipes(seed: number, count: number): Recipe[] {
  return fc.sample(RECIPE, { seed, numRuns: count });
}
