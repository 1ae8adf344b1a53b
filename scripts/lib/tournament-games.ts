/** The games a tournament can play, their bots by name, and how to read a result. */
import type { Game, State } from 'boardgame.io';
import { AirLandSeaGame, type AlsMatchState } from '../../games/air-land-sea';
import { alsMCTSBot, alsSearchBot, AlsRandomBot } from '../../games/air-land-sea/ai';
import type { FairMCTSOptions } from '../../games/common/bots';
import type { SearchBudget } from '../../games/common/ismcts';
import { isLevel, type Level } from '../../games/common/levels';
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
export const BOT_NAMES = 'random, mcts, easy, medium, hard; name@ms for a time budget (mcts@500, hard@200), search#N for N iterations';

/** How a game builds its bots: the names below map onto these. */
interface BotKit {
  random: BotClass;
  mcts(budget: FairMCTSOptions): BotClass;
  search(level: Level | SearchBudget): BotClass;
}

/** `random`, `mcts`, `mcts@500`, `hard`, `hard@200` (a time budget in ms), `search#500` (iterations). */
export function botByName(name: string, kit: BotKit): BotClass {
  const parts = /^([a-z]+)(?:@(\d+))?(?:#(\d+))?$/.exec(name);
  const [base, ms, iterations] = [parts?.[1], Number(parts?.[2] ?? NaN), Number(parts?.[3] ?? NaN)];
  const given = (n: number) => n > 0;
  const none = (n: number) => Number.isNaN(n);
  if (base === 'random' && none(ms) && none(iterations)) return kit.random;
  if (base === 'mcts' && none(iterations) && (none(ms) || given(ms))) return kit.mcts({ timeMs: none(ms) ? DEFAULT_MCTS_MS : ms });
  if (base === 'search' && none(ms) && given(iterations)) return kit.search({ iterations });
  if (isLevel(base) && none(iterations) && (none(ms) || given(ms))) return kit.search(none(ms) ? base : { timeMs: ms });
  throw new UsageError(`unknown bot ${name}: ${BOT_NAMES}`);
}

const alsBots: BotKit = { random: AlsRandomBot, mcts: alsMCTSBot, search: alsSearchBot };
const lvsBots: BotKit = { random: LvsRandomBot, mcts: lvsMCTSBot, search: lvsSearchBot };

const airLandSea: TournamentGame = {
  game: AirLandSeaGame as Game,
  numPlayers: () => 2,
  bot: (name) => botByName(name, alsBots),
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
    const n = (setupData as { numPlayers?: unknown } | undefined)?.numPlayers ?? 2;
    if (n !== 2 && n !== 3 && n !== 4) throw new UsageError(`land-vs-sea: numPlayers is 2, 3 or 4, not ${JSON.stringify(n)}`);
    return n;
  },
  bot: (name) => botByName(name, lvsBots),
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
