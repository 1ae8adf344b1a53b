/**
 * What one seat saw at every position of a match: its full log replayed from its initial state
 * with boardgame.io's reducer (the game itself), each position seen through the game's
 * playerView, each move as that seat was shown it (hidden arguments null). The server answers
 * a seat's history with it, a solo game reads its own, and a finished match's replay is the
 * same with everything visible.
 */
import type { Ctx, Game, LogEntry, State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';
import { cloneJson } from './clone-json';
import type { SomeGame } from './definition';
import type { SeenMove } from './log';

export interface Position {
  /** The state id after the move (0: the start). */
  stateID: number;
  /** The position as the viewer saw it (its view), or the whole state for a replay. */
  G: unknown;
  ctx: Ctx;
  /** The move that led here, as the viewer saw it; null for the start. */
  move: SeenMove | null;
}

interface MoveAction {
  type: 'MAKE_MOVE';
  payload: { type: string; args?: unknown; playerID?: string };
}

const isMove = (entry: LogEntry): boolean => entry.action.type === 'MAKE_MOVE';

function argsOf(action: MoveAction): unknown[] {
  const { args } = action.payload;
  if (args === undefined || args === null) return [];
  return Array.isArray(args) ? args : [args];
}

/** The move as `viewer` saw it: a move that hides its arguments shows them to its maker only. */
export function seenMove(definition: SomeGame, action: MoveAction, viewer: string | null | 'all'): SeenMove {
  const player = String(action.payload.playerID);
  const name = action.payload.type;
  const hidden = definition.moves[name]?.redact === true && viewer !== 'all' && viewer !== player;
  return { player, move: name, args: hidden ? null : argsOf(action) };
}

/**
 * Every position of the match for `viewer` (a seat, null for a spectator, 'all' for a finished
 * match's replay, where nothing is hidden any more).
 */
export function matchHistory(
  definition: SomeGame,
  game: Game,
  initialState: State,
  log: readonly LogEntry[],
  viewer: string | null | 'all',
): Position[] {
  const reducer = CreateGameReducer({ game });
  const see = (state: State): unknown =>
    viewer === 'all' || !game.playerView ? state.G : game.playerView({ G: state.G, ctx: state.ctx, playerID: viewer });
  let state = initialState;
  // A copy of each ctx: the reducer counts a stage's moves in the ctx of the state before it
  // (`_activePlayersNumMoves`, in place), so a position kept by reference changed with the next.
  const positions: Position[] = [{ stateID: state._stateID, G: see(state), ctx: cloneJson(state.ctx), move: null }];
  for (const entry of log) {
    if (!isMove(entry)) continue;
    const action = entry.action as MoveAction;
    const next = reducer(state, action as Parameters<typeof reducer>[1]);
    if (next._stateID === state._stateID) throw new Error(`history: the stored move ${action.payload.type} did not replay`);
    state = next;
    positions.push({ stateID: state._stateID, G: see(state), ctx: cloneJson(state.ctx), move: seenMove(definition, action, viewer) });
  }
  return positions;
}
