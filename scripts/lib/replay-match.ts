/**
 * Plays one match between boardgame.io bots through the real reducer and keeps it as the
 * server's replay route would answer it (initial state and every move with its arguments): what
 * the calibration script reviews, and the tests' recorded matches.
 */
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import type { Game, State } from 'boardgame.io';
import type { BotClass } from '../../games/common/bots';
import type { Replay } from '../../games/common/replay-decisions';

export interface PlayedReplay extends Replay {
  matchID: string;
  gameName: string;
  numPlayers: number;
  final: State;
}

export async function playReplay(
  game: Game,
  numPlayers: number,
  seats: BotClass[],
  seed: string,
  setupData?: unknown,
  maxMoves = 5_000,
): Promise<PlayedReplay> {
  const seeded = { ...game, seed };
  const reducer = CreateGameReducer({ game: seeded });
  const initialState = InitializeGame({ game: seeded, numPlayers, setupData }) as State;
  const bots = seats.map((B, i) => new B({ enumerate: seeded.ai!.enumerate, seed: `${seed}:${i}` }));
  const moves: Replay['moves'] = [];
  let state = initialState;
  while (!state.ctx.gameover) {
    if (moves.length >= maxMoves) throw new Error(`match ${seed} did not end in ${maxMoves} moves`);
    const { ctx } = state;
    const playerID = ctx.activePlayers ? Object.keys(ctx.activePlayers)[0]! : ctx.currentPlayer;
    const { action } = await bots[Number(playerID)]!.play(state, playerID);
    const next = reducer(state, action) as State;
    if (next._stateID === state._stateID) throw new Error(`match ${seed}: seat ${playerID} made an illegal move ${JSON.stringify(action)}`);
    const { type, args } = (action as { payload: { type: string; args?: unknown } }).payload;
    moves.push({ player: playerID, move: type, args: Array.isArray(args) ? args : args === undefined || args === null ? [] : [args] });
    state = next;
  }
  return { matchID: seed, gameName: game.name ?? '', numPlayers, gameover: state.ctx.gameover, initialState, moves, final: state };
}
