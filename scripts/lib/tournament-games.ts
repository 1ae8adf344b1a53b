/** The games a tournament can play, their bots by name, and how to read a result. */
import type { Game, State } from 'boardgame.io';
import { AirLandSeaGame, type AlsMatchState } from '../../games/air-land-sea';
import { alsMCTSBot, alsSearchBot, AlsRandomBot, isLevel } from '../../games/air-land-sea/ai';
import { opponent, type Player } from '../../games/air-land-sea/rules';
import type { BotClass } from './play-match';

export interface Outcome {
  result: 'win' | 'loss' | 'draw';
  /** Bot A's score minus the other side's. */
  margin: number;
  /** The winning side, where a game has sides (Land vs Sea). */
  side?: string;
}

export interface TournamentGame {
  game: Game;
  numPlayers(setupData: unknown): number;
  bot(name: string): BotClass;
  outcome(final: State, seatOfA: number): Outcome;
}

const DEFAULT_MCTS_MS = 1_000;

function parseBot(name: string): { base: string; ms?: number } {
  const [base, ms] = name.split('@');
  return { base: base ?? name, ms: ms === undefined ? undefined : Number(ms) };
}

const airLandSea: TournamentGame = {
  game: AirLandSeaGame as Game,
  numPlayers: () => 2,
  bot(name) {
    const { base, ms } = parseBot(name);
    if (base === 'random') return AlsRandomBot;
    if (base === 'mcts') return alsMCTSBot({ timeMs: ms ?? DEFAULT_MCTS_MS });
    if (isLevel(base)) return alsSearchBot(ms === undefined ? base : { timeMs: ms });
    throw new Error(`unknown bot ${name}: random, mcts, easy, medium, hard (name@ms)`);
  },
  outcome(final, seatOfA) {
    const G = final.G as AlsMatchState;
    const a = String(seatOfA) as Player;
    const margin = G.vp[a] - G.vp[opponent(a)];
    return { result: G.winner === a ? 'win' : 'loss', margin };
  },
};

export const registry: Record<string, TournamentGame> = {
  'air-land-sea': airLandSea,
};
