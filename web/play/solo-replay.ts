/**
 * A finished solo game as a replay: what the review page reads from the server for a match
 * (`GET /games/<game>/<id>/replay`), here from where the solo page keeps its game. The whole game
 * is in this browser anyway: its master runs here.
 */
import type { LogEntry, State } from 'boardgame.io';
import { hashSeed } from '../../games/common/random';
import { replayMoves } from '../../games/common/replay-decisions';
import { stored } from './history-sources';
import type { FinishedMatch } from './replay-source';
import { SOLO_MATCH_ID, seedOfGame, soloSeatNames, type SoloOptions } from './solo-options';

export function soloReplay(game: string, { storageKey, level, numPlayers, human }: SoloOptions): FinishedMatch {
  const initialState = stored<State>(storageKey, 'initial', SOLO_MATCH_ID);
  const state = stored<State>(storageKey, 'state', SOLO_MATCH_ID);
  if (!initialState || !state) throw new Error('No solo game with these options is kept in this browser.');
  if (state.ctx.gameover === undefined) throw new Error('This solo game is still being played: its review opens when it ends.');
  const names = { ...soloSeatNames(level, numPlayers, human), [human]: 'You' };
  const moves = replayMoves(stored<LogEntry[]>(storageKey, 'log', SOLO_MATCH_ID) ?? []);
  const seed = seedOfGame(initialState) ?? storageKey;
  return {
    // A kept review is of this game: its seed, and its moves (a deal played again from its seed
    // is another game).
    matchID: `solo-${seed}-${hashSeed(JSON.stringify(moves)).toString(36)}`,
    gameName: game,
    numPlayers,
    players: Array.from({ length: numPlayers }, (_, id) => ({ id, name: names[String(id)] ?? `Player ${id + 1}` })),
    gameover: state.ctx.gameover,
    initialState,
    moves,
  };
}
