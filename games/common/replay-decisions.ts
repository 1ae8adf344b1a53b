/**
 * The decisions of one seat in a finished match, rebuilt from its replay (`GET
 * /games/<game>/<id>/replay`, or that answer saved to a file): the initial state and every move
 * with its arguments, replayed with boardgame.io's reducer (the game itself, random deals
 * included). For each move the seat made: the position as that seat saw it just before (the
 * game's `view` for the seat, its information state: never another seat's hand or a hidden
 * face), and the move it played as an engine action. The review (`review.ts`) evaluates them.
 */
import type { Game, LogEntry, State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';
import type { SomeGame } from './definition';
import { makeMove, type MoveCall } from './move-call';
import { RESIGN } from './resign';

/** A finished match as the server's replay route answers it. */
export interface Replay {
  matchID?: string;
  gameName?: string;
  numPlayers?: number;
  players?: { id: number; name?: string }[];
  gameover?: unknown;
  initialState: State;
  moves: { player: string; move: string; args: unknown[] }[];
}

/** A stored log's moves as a replay gives them: who made each, which move, its full arguments. */
export function replayMoves(log: readonly LogEntry[]): Replay['moves'] {
  return log
    .filter((entry) => entry.action.type === 'MAKE_MOVE')
    .map(({ action }) => ({ player: action.payload.playerID, move: action.payload.type, args: action.payload.args ?? [] }));
}

/** One decision of the seat. */
export interface ReplayDecision {
  /** Its place among the match's moves, from 0. */
  moveIndex: number;
  /** boardgame.io's turn number then. */
  turn: number;
  /** The part of the match ("Battle 2", "Draft"), from the seat's view. */
  chapter: string;
  view: unknown;
  action: unknown;
  played: MoveCall;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why `data` is not a replay, or undefined. */
export function replayProblem(data: unknown): string | undefined {
  if (!isRecord(data)) return 'a replay is a JSON object';
  const { initialState, moves } = data;
  if (!isRecord(initialState) || !isRecord(initialState.ctx) || !('G' in initialState))
    return 'the replay has no initialState with G and ctx';
  if (!Array.isArray(moves)) return 'the replay has no list of moves';
  for (const [i, m] of moves.entries()) {
    if (!isRecord(m) || typeof m.player !== 'string' || typeof m.move !== 'string' || !Array.isArray(m.args))
      return `move ${i} of the replay is not { player, move, args }`;
  }
  return undefined;
}

/** The seats that moved in the replay, in seat order. */
export function seatsOf(replay: Replay): string[] {
  const n = replay.numPlayers ?? (replay.initialState.ctx.numPlayers as number);
  return Array.from({ length: n }, (_, i) => String(i));
}

/** A move applied to a match state with boardgame.io's reducer; undefined when the game refuses it. */
export type MoveApplier = (state: State, call: MoveCall, player: string) => State | undefined;

export function moveApplier(game: Game): MoveApplier {
  const reducer = CreateGameReducer({ game });
  return (state, call, player) => {
    const next = reducer(state, makeMove(call, player) as Parameters<typeof reducer>[1]);
    return next._stateID === state._stateID ? undefined : next;
  };
}

/** Every state of the match: the initial one, then the one after each move. */
export function replayStates(game: Game, replay: Replay): State[] {
  const apply = moveApplier(game);
  const states = [replay.initialState];
  for (const [moveIndex, { player, move, args }] of replay.moves.entries()) {
    const next = apply(states[moveIndex]!, { move, args }, player);
    if (!next) throw new Error(`replay: move ${moveIndex} (${move} of seat ${player}) did not replay`);
    states.push(next);
  }
  return states;
}

/** Every decision `seat` made in the match, in order (`states`: the match's, if already replayed). */
export function replayDecisions(
  definition: SomeGame,
  game: Game,
  replay: Replay,
  seat: string,
  states: readonly State[] = replayStates(game, replay),
): ReplayDecision[] {
  if (!definition.isPlayer(seat)) throw new Error(`${definition.name} has no seat ${seat}`);
  const decisions: ReplayDecision[] = [];
  for (const [moveIndex, { player, move, args }] of replay.moves.entries()) {
    // Giving up is no decision of the game's to review.
    if (player !== seat || move === RESIGN) continue;
    const spec = definition.moves[move];
    const action = spec ? spec.parse(args) : `no move ${move}`;
    if (typeof action === 'string') throw new Error(`replay: move ${moveIndex} (${move}) is malformed: ${action}`);
    const state = states[moveIndex]!;
    const view = definition.engine.view(state.G, seat);
    decisions.push({ moveIndex, turn: state.ctx.turn, chapter: definition.chapter(view), view, action, played: { move, args } });
  }
  return decisions;
}
