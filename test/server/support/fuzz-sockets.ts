/**
 * The fuzzer's sockets. A `WatchedSocket` emits hostile packets and keeps, for the oracles, only
 * what they need of what the server sends it (full states would weigh on the test process): the
 * state id of every update per match, and whether a message carried a seat's credentials.
 */
import { io, type Socket } from 'socket.io-client';
import type { Packet } from './fuzz-packets';

/** The parts of a message that may carry data from the lobby or clients (a state does not). */
function clientParts(type: string, args: unknown[]): unknown {
  if (type === 'update') return (args[1] as { deltalog?: unknown } | undefined)?.deltalog;
  if (type === 'sync') {
    const info = args[1] as { log?: unknown; filteredMetadata?: unknown } | undefined;
    return [info?.log, info?.filteredMetadata];
  }
  return args;
}

/** Whether a message (as a socket received it) carries any of `secrets`. */
export function carriesSecret(type: string, args: unknown[], secrets: readonly string[]): boolean {
  const text = JSON.stringify(clientParts(type, args)) ?? '';
  return secrets.some((secret) => text.includes(secret));
}

/** The state id a message announces for its match, if it is an update. */
export function announcedStateID(type: string, args: unknown[]): number | undefined {
  const stateID = type === 'update' ? (args[1] as { _stateID?: unknown } | undefined)?._stateID : undefined;
  return typeof stateID === 'number' ? stateID : undefined;
}

export async function until(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 5));
  }
  return true;
}

export class WatchedSocket {
  readonly socket: Socket;
  /** Per match, the state ids of the updates received, in order. */
  readonly updates = new Map<string, number[]>();
  /** The types of the messages received that carried a seat's credentials. */
  readonly leaks: string[] = [];
  /** Why the socket disconnected, once it has. */
  closedBecause: string | undefined;

  constructor(
    base: string,
    readonly namespace: string,
    readonly label: string,
    private readonly secrets: readonly string[],
  ) {
    this.socket = io(`${base}/${namespace}`, { transports: ['websocket'], forceNew: true, reconnection: false });
    this.socket.onAny((type: string, ...args: unknown[]) => {
      const stateID = announcedStateID(type, args);
      if (stateID !== undefined) {
        const matchID = String(args[0]);
        this.updates.set(matchID, [...(this.updates.get(matchID) ?? []), stateID]);
      }
      if (carriesSecret(type, args, this.secrets)) this.leaks.push(type);
    });
    this.socket.on('disconnect', (reason) => (this.closedBecause = reason));
  }

  connected(timeoutMs = 5_000): Promise<boolean> {
    return until(() => this.socket.connected, timeoutMs);
  }

  /** False if socket.io-client could not encode the packet (it throws, e.g. on a `__proto__` key holding a date). */
  emit(packet: Packet): boolean {
    const args = packet.ack ? [...packet.args, () => undefined] : packet.args;
    try {
      this.socket.emit(packet.event, ...args);
      return true;
    } catch {
      return false;
    }
  }

  /** Frames written straight to the connection, past socket.io-client's encoder. */
  writeRaw(frames: readonly (string | Uint8Array)[]): void {
    for (const frame of frames) this.socket.io.engine.write(frame);
  }

  close(): void {
    this.socket.close();
  }
}

/**
 * Sends on a socket of its own what may get a socket closed; resolves with why the server closed
 * it, or undefined if it was still open after `waitMs`.
 */
export async function onOwnSocket(
  base: string,
  namespace: string,
  send: (socket: WatchedSocket) => void,
  waitMs = 1_500,
): Promise<string | undefined> {
  const socket = new WatchedSocket(base, namespace, 'own socket', []);
  try {
    if (!(await socket.connected())) return 'never connected';
    send(socket);
    await until(() => socket.closedBecause !== undefined, waitMs);
    return socket.closedBecause;
  } finally {
    socket.close();
  }
}
