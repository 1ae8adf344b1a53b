/**
 * Hole 3: the socket transport hands any `update` packet to the Master, which runs a raw
 * `GAME_EVENT` (e.g. `endGame({ winner })`) from an active player even when the game sets
 * `events.endGame: false` (that flag only hides the event from the client API). This guard
 * lets through moves and only the events a game explicitly opts into (`events[name] === true`;
 * our games opt into none: their stages are set from hooks). It also refuses an action whose
 * payload names another seat than the one the packet authenticates as, since the reducer runs
 * the move as `payload.playerID` while the Master checks credentials for the packet's seat.
 * Found by the fuzzer (test/server/fuzz.test.ts), an update must also be what boardgame.io's
 * client sends, no more:
 * - no key of its own on the action (`{ type, payload: { type, args, playerID, credentials } }`):
 *   boardgame.io logs the action whole, so junk riding on a legal move was stored with it and
 *   sent to every socket of the match with each update and sync;
 * - a seat id and a state id that are a string and a number: boardgame.io writes both into the
 *   refusal messages it logs, and a value that cannot be made a string (`{ "toString": 1 }`)
 *   threw there, an unhandled error per packet.
 */
import type { Game } from 'boardgame.io';
import type { PacketGuard } from './socket-guards';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys of boardgame.io's client actions (`makeMove`, `gameEvent`). */
const ACTION_KEYS = new Set(['type', 'payload']);
const PAYLOAD_KEYS = new Set(['type', 'args', 'playerID', 'credentials']);
const onlyKeys = (record: Record<string, unknown>, keys: Set<string>) => Object.keys(record).every((key) => keys.has(key));

export function clientEventsAllowed(game: Game): Set<string> {
  return new Set(
    Object.entries(game.events ?? {})
      .filter(([, on]) => on === true)
      .map(([name]) => name),
  );
}

export function eventGuard(game: Game): PacketGuard {
  const allowedEvents = clientEventsAllowed(game);
  return ([event, action, stateID, , playerID]) => {
    if (event !== 'update') return true;
    if (!isRecord(action) || !isRecord(action.payload) || typeof action.payload.type !== 'string') return false;
    if (!onlyKeys(action, ACTION_KEYS) || !onlyKeys(action.payload, PAYLOAD_KEYS)) return false;
    if (typeof playerID !== 'string' || action.payload.playerID !== playerID || typeof stateID !== 'number') return false;
    if (action.type === 'MAKE_MOVE') return true;
    return action.type === 'GAME_EVENT' && allowedEvents.has(action.payload.type);
  };
}
