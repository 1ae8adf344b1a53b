/**
 * Hole 3: the socket transport hands any `update` packet to the Master, which runs a raw
 * `GAME_EVENT` (e.g. `endGame({ winner })`) from an active player even when the game sets
 * `events.endGame: false` (that flag only hides the event from the client API). This guard
 * lets through moves and only the events a game explicitly opts into (`events[name] === true`;
 * our games opt into none: their stages are set from hooks). It also refuses an action whose
 * payload names another seat than the one the packet authenticates as, since the reducer runs
 * the move as `payload.playerID` while the Master checks credentials for the packet's seat.
 * Nor may anything ride on an action: boardgame.io logs the action whole, so a key its client
 * never sends (`{ type, payload: { type, args, playerID, credentials } }`) was stored with a legal
 * move and sent to every socket of the match with each update and sync (found by the fuzzer,
 * test/server/fuzz.test.ts).
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
  return ([event, action, , , playerID]) => {
    if (event !== 'update') return true;
    if (!isRecord(action) || !isRecord(action.payload) || typeof action.payload.type !== 'string') return false;
    if (!onlyKeys(action, ACTION_KEYS) || !onlyKeys(action.payload, PAYLOAD_KEYS)) return false;
    const sameSeat = String(action.payload.playerID ?? null) === String(playerID ?? null);
    if (!sameSeat) return false;
    if (action.type === 'MAKE_MOVE') return true;
    return action.type === 'GAME_EVENT' && allowedEvents.has(action.payload.type);
  };
}
