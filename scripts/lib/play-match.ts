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
  for (let moves = 0; !state.ctx.gameover; moves++) {
    if (moves >= maxMoves) throw new Error(`match ${seed} did not end in ${maxMoves} moves`);
    const { ctx } = state;
    const playerID = ctx.activePlayers ? Object.keys(ctx.activePlayers)[0]! : ctx.currentPlayer;
    const bot = bots[Number(playerID)]!;
    const start = performance.now();
    const { action } = await bot.play(state, playerID);
    (times[playerID] ??= []).push(performance.now() - start);
    const next = reducer(state, action) as State<G>;
    if (next._stateID === state._stateID) throw new Error(`match ${seed}: seat ${playerID} made an illegal move ${JSON.stringify(action)}`);
    state = next;
  }
  return { final: state, times };
}
