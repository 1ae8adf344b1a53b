/** The games a tournament can play, their bots by name, and how to read a result. */
import type { Game, State } from 'boardgame.io';
import { AirLandSeaGame, type AlsMatchState } from '../../games/air-land-sea';
import { alsMCTSBot, alsSearchBot, AlsRandomBot, isLevel } from '../../games/air-land-sea/ai';
import { opponent, type Player } from '../../games/air-land-sea/rules';
import { LandVsSeaGame } from '../../games/land-vs-sea';
import { lvsMCTSBot, lvsSearchBot, LvsRandomBot } from '../../games/land-vs-sea/ai';
import { outcome as lvsOutcome, roleOf, type State as LvsState } from '../../games/land-vs-sea/rules';
import type { PlayerCount, Player as LvsPlayer, Role } from '../../games/land-vs-sea/rules/vocabulary';
import type { BotClass } from './play-match';
import { UsageError } from './usage-error';

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

/** `hard`, `hard@200` (a time budget in ms), `search#500` (a fixed iteration count). */
function parseBot(name: string): { base: string; ms?: number; iterations?: number } {
  const [withMs, iterations] = name.split('#');
  const [base, ms] = (withMs ?? name).split('@');
  return { base: base ?? name, ms: ms === undefined ? undefined : Number(ms), iterations: iterations === undefined ? undefined : Number(iterations) };
}

const airLandSea: TournamentGame = {
  game: AirLandSeaGame as Game,
  numPlayers: () => 2,
  bot(name) {
    const { base, ms, iterations } = parseBot(name);
    if (base === 'random') return AlsRandomBot;
    if (base === 'mcts') return alsMCTSBot({ timeMs: ms ?? DEFAULT_MCTS_MS });
    if (base === 'search' && iterations !== undefined) return alsSearchBot({ iterations });
    if (isLevel(base)) return alsSearchBot(ms === undefined ? base : { timeMs: ms });
    throw new UsageError(`unknown bot ${name}: random, mcts, easy, medium, hard (name@ms), search#iterations`);
  },
  outcome(final, seatOfA) {
    const G = final.G as AlsMatchState;
    const a = String(seatOfA) as Player;
    const margin = G.vp[a] - G.vp[opponent(a)];
    return { result: G.winner === a ? 'win' : 'loss', margin };
  },
};

const landVsSea: TournamentGame = {
  game: LandVsSeaGame as Game,
  numPlayers: (setupData) => {
    const n = (setupData as { numPlayers?: number } | undefined)?.numPlayers;
    return n === 3 || n === 4 ? n : 2;
  },
  bot(name) {
    const { base, ms, iterations } = parseBot(name);
    if (base === 'random') return LvsRandomBot;
    if (base === 'mcts') return lvsMCTSBot({ timeMs: ms ?? DEFAULT_MCTS_MS });
    if (base === 'search' && iterations !== undefined) return lvsSearchBot({ iterations });
    if (isLevel(base)) return lvsSearchBot(ms === undefined ? base : { timeMs: ms });
    throw new UsageError(`unknown bot ${name}: random, mcts, easy, medium, hard (name@ms), search#iterations`);
  },
  outcome(final, seatOfA) {
    const G = final.G as LvsState;
    const n = G.numPlayers as PlayerCount;
    // Bot A holds every seat of its parity: one side in 2 or 4 players.
    const rolesOfA = new Set<Role>();
    for (let seat = seatOfA; seat < n; seat += 2) rolesOfA.add(roleOf(n, String(seat) as LvsPlayer));
    const result = lvsOutcome(G);
    if (!result) throw new Error('land-vs-sea tournament: the game did not end');
    const pointsOf = (roles: (r: Role) => boolean) =>
      Math.max(...(Object.entries(result.scores) as [Role, number][]).filter(([r]) => roles(r)).map(([, p]) => p));
    const margin = pointsOf((r) => rolesOfA.has(r)) - pointsOf((r) => !rolesOfA.has(r));
    if ('draw' in result) return { result: 'draw', margin, side: 'draw' };
    return { result: rolesOfA.has(result.winner) ? 'win' : 'loss', margin, side: result.winner };
  },
};

export const registry: Record<string, TournamentGame> = {
  'air-land-sea': airLandSea,
  'land-vs-sea': landVsSea,
};
