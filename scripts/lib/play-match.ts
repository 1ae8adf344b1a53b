/**
 * Plays one match between boardgame.io bots through the real reducer (what Local() does, minus
 * the timers), timing every decision.
 */
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import type { Game, State } from 'boardgame.io';
import type { BotClass } from '../../games/common/bots';

export interface MatchRecord<G> {
  final: State<G>;
  /** Milliseconds per decision, by seat. */
  times: Record<string, number[]>;
  /** Milliseconds per turn (its decisions together), by seat: what a player waits for a bot's turn. */
  turnTimes: Record<string, number[]>;
}

export async function playMatch<G>(
  game: Game<G>,
  numPlayers: number,
  seats: BotClass[],
  seed: string,
  setupData?: unknown,
  maxMoves = 5_000,
): Promise<MatchRecord<G>> {
  const seeded = { ...game, seed };
  const reducer = CreateGameReducer({ game: seeded });
  let state = InitializeGame({ game: seeded, numPlayers, setupData }) as State<G>;
  const bots = seats.map((B, i) => new B({ enumerate: seeded.ai!.enumerate, seed: `${seed}:${i}` }));
  const times: Record<string, number[]> = {};
  const turnTimes: Record<string, number[]> = {};
  let lastTurn = { turn: -1, playerID: '' };
  for (let moves = 0; !state.ctx.gameover; moves++) {
    if (moves >= maxMoves) throw new Error(`match ${seed} did not end in ${maxMoves} moves`);
    const { ctx } = state;
    const playerID = ctx.activePlayers ? Object.keys(ctx.activePlayers)[0]! : ctx.currentPlayer;
    const bot = bots[Number(playerID)]!;
    const start = performance.now();
    const { action } = await bot.play(state, playerID);
    const ms = performance.now() - start;
    (times[playerID] ??= []).push(ms);
    const turns = (turnTimes[playerID] ??= []);
    if (lastTurn.turn === ctx.turn && lastTurn.playerID === playerID) turns[turns.length - 1] = (turns.at(-1) as number) + ms;
    else turns.push(ms);
    lastTurn = { turn: ctx.turn, playerID };
    const next = reducer(state, action) as State<G>;
    if (next._stateID === state._stateID) throw new Error(`match ${seed}: seat ${playerID} made an illegal move ${JSON.stringify(action)}`);
    state = next;
  }
  return { final: state, times, turnTimes };
}
