/** "Nothing accepted is lost": a stored match's state must be what its stored log produces. */
import type { LogEntry, State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';
import { findGame } from '../../../server/games';

const reducers = new Map<string, ReturnType<typeof CreateGameReducer>>();
const essence = (s: State) => JSON.stringify({ G: s.G, ctx: s.ctx, plugins: s.plugins, _stateID: s._stateID });

/** True when replaying the stored log's moves from the initial state gives the stored state. */
export function replaysToStoredState(gameName: string, match: { initialState: State; state: State; log: LogEntry[] }): boolean {
  let reducer = reducers.get(gameName);
  if (!reducer) reducers.set(gameName, (reducer = CreateGameReducer({ game: findGame(gameName)! })));
  let state = match.initialState;
  for (const entry of match.log) {
    // Events in the log were produced by the flow during the move before them (clients may
    // send none: the event guard drops them), so only moves are replayed.
    if (entry.action.type !== 'MAKE_MOVE') continue;
    state = reducer(state, entry.action as Parameters<typeof reducer>[1]);
  }
  return essence(state) === essence(match.state);
}
