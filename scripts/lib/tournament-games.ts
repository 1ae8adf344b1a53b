/** The games a tournament can play (every game of `games/index.ts`), their bots by name, and how to read a result. */
import type { Game, State } from 'boardgame.io';
import { findGame } from '../../games';
import { fairMCTSBot, fairRandomBot, greedyBot, searchBot, type BotClass, type FairMCTSOptions } from '../../games/common/bots';
import type { SomeGame } from '../../games/common/definition';
import type { SearchBudget } from '../../games/common/ismcts';
import { isLevel, type Level } from '../../games/common/levels';
import { UsageError } from './usage-error';

export interface Outcome {
  result: 'win' | 'loss' | 'draw';
  /** Bot A's score minus the other side's. */
  margin: number;
  /** The winning side, where a game's sides are not its seats (Land vs Sea's roles). */
  side?: string;
  /** Then too, the side or sides bot A played ('land', 'land+cartographer'). */
  sideOfA?: string;
}

export interface TournamentGame {
  game: Game;
  numPlayers(setupData: unknown): number;
  bot(name: string): BotClass;
  outcome(final: State, seatOfA: number): Outcome;
  /** The sides of a game of this many players, where they are not its seats (Land vs Sea's roles); else none. */
  sides(numPlayers: number): string[];
  /** The game's figures of a finished game (`GameDefinition.stats`), if it has any. */
  stats?(final: State): Readonly<Record<string, readonly number[]>>;
}

const DEFAULT_MCTS_MS = 1_000;
export const BOT_NAMES =
  'random, greedy, mcts, easy, medium, hard; name@ms for a time budget (mcts@500, hard@200), search#N for N iterations';

/** How a game builds its bots: the names below map onto these. */
export interface BotKit {
  random: BotClass;
  /** One ply: the action that most raises its side's margin (games/common/greedy.ts). */
  greedy: BotClass;
  mcts(budget: FairMCTSOptions): BotClass;
  search(level: Level | SearchBudget): BotClass;
}

/** `random`, `greedy`, `mcts`, `mcts@500`, `hard`, `hard@200` (a time budget in ms), `search#500` (iterations). */
export function botByName(name: string, kit: BotKit): BotClass {
  const parts = /^([a-z]+)(?:@(\d+))?(?:#(\d+))?$/.exec(name);
  const [base, ms, iterations] = [parts?.[1], Number(parts?.[2] ?? NaN), Number(parts?.[3] ?? NaN)];
  const given = (n: number) => n > 0;
  const none = (n: number) => Number.isNaN(n);
  if (base === 'random' && none(ms) && none(iterations)) return kit.random;
  if (base === 'greedy' && none(ms) && none(iterations)) return kit.greedy;
  if (base === 'mcts' && none(iterations) && (none(ms) || given(ms))) return kit.mcts({ timeMs: none(ms) ? DEFAULT_MCTS_MS : ms });
  if (base === 'search' && none(ms) && given(iterations)) return kit.search({ iterations });
  if (isLevel(base) && none(iterations) && (none(ms) || given(ms))) return kit.search(none(ms) ? base : { timeMs: ms });
  throw new UsageError(`unknown bot ${name}: ${BOT_NAMES}`);
}

function listed(counts: readonly number[]): string {
  return counts.length === 1 ? String(counts[0]) : `${counts.slice(0, -1).join(', ')} or ${counts.at(-1)}`;
}

/** Bot A holds every seat of its parity: one side in 2 or 4 players (Land vs Sea's teams). */
export function outcomeFor(definition: SomeGame, final: State, seatOfA: number): Outcome {
  const n = final.ctx.numPlayers;
  const seats = Array.from({ length: n }, (_, seat) => String(seat));
  const sidesOfA = new Set(seats.filter((seat) => Number(seat) % 2 === seatOfA % 2).map((seat) => definition.sideOf(n, seat)));
  const result = definition.outcome(final.G);
  if (!result) throw new Error(`${definition.name} tournament: the game did not end`);
  const scores = Object.entries(definition.scores(final.G)).filter((entry): entry is [string, number] => entry[1] !== undefined);
  const best = (ofA: boolean) => Math.max(...scores.filter(([side]) => sidesOfA.has(side) === ofA).map(([, points]) => points));
  const margin = best(true) - best(false);
  const sidesAreSeats = seats.every((seat) => definition.sideOf(n, seat) === seat);
  const side = (winner: string) => (sidesAreSeats ? {} : { side: winner, sideOfA: [...sidesOfA].join('+') });
  if ('draw' in result) return { result: 'draw', margin, ...side('draw') };
  return { result: sidesOfA.has(result.winner) ? 'win' : 'loss', margin, ...side(result.winner) };
}

/** The tournament's view of the game called `name`, or undefined if there is none. */
export async function tournamentGame(name: string): Promise<TournamentGame | undefined> {
  const meta = findGame(name);
  if (!meta) return undefined;
  const { definition, game } = await meta.load();
  const stats = definition.stats?.bind(definition);
  const kit: BotKit = {
    random: fairRandomBot(definition),
    greedy: greedyBot(definition),
    mcts: (budget) => fairMCTSBot(definition, game, budget),
    search: (level) => searchBot(definition, level),
  };
  return {
    game,
    numPlayers: (setupData) => {
      const n = (setupData as { numPlayers?: unknown } | undefined)?.numPlayers ?? definition.playerCounts[0];
      if (typeof n !== 'number' || !definition.playerCounts.includes(n))
        throw new UsageError(`${name}: numPlayers is ${listed(definition.playerCounts)}, not ${JSON.stringify(n)}`);
      return n;
    },
    bot: (botName) => botByName(botName, kit),
    outcome: (final, seatOfA) => outcomeFor(definition, final, seatOfA),
    sides: (n) => {
      const seats = Array.from({ length: n }, (_, seat) => String(seat));
      return seats.every((seat) => definition.sideOf(n, seat) === seat)
        ? []
        : [...new Set(seats.map((seat) => definition.sideOf(n, seat)))];
    },
    ...(stats ? { stats: (final: State) => stats(final.G) } : {}),
  };
}
