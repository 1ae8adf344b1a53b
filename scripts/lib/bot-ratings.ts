/**
 * The computer's fixed ratings, measured: from the tournament records in `results/tournaments/`
 * (`npm run tournament -- ... --record FILE`), each level is placed above the one below it by the
 * score it made against it, on the scale Glicko-2 uses (its expected score is the Elo logistic,
 * 1 / (1 + 10^(-(Ra - Rb) / 400)), when the RDs are small):
 *
 *   p = (wins + draws / 2 + 1/2) / (games + 1)      the upper level's score, one drawn game added
 *   D = 400 · log10(p / (1 − p))                    how many points above the lower level it is
 *
 * The half game added keeps a series the upper level won every game of finite (400 wins of 400
 * is p = 400.5 / 401, D = 400 · log10(801) = +1,161, instead of infinity) and moves any other little. The chain is
 * random → easy → medium → hard, with **easy anchored at 1500**, a new player's rating: a
 * newcomer is taken to be as strong as the easiest computer until their games say otherwise.
 *
 * The chain's series are the record files named `bot-ratings-<game>-<upper>-<lower>-...jsonl`,
 * played with the levels as the server plays them now (a level's search changed: play its
 * series again). A level defined by a number of iterations under a time cap (Land vs Sea's) may
 * be played as `search#N`, its iterations without the cap: the cap only binds on a slow or busy
 * machine, and a series played uncapped measures the level itself, not the load of the machine
 * that played it. Other series of the same bots are checks (`CHECKS`): the ratings' prediction
 * beside what was recorded.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LEVELS, type Budgets, type Level } from '../../games/common/levels';
import { wilson } from './stats';

/** What one record file holds: its series and the outcomes of the games recorded so far. */
export interface SeriesTally {
  file: string;
  game: string;
  botA: string;
  botB: string;
  setup: string;
  games: number;
  /** Bot A's wins, draws and losses. */
  wins: number;
  draws: number;
  losses: number;
}

export const ANCHOR: { level: Level; rating: number } = { level: 'easy', rating: 1500 };

/** The record files whose series place the levels (see above). */
export const isChainFile = (file: string) => file.startsWith('bot-ratings-');

/**
 * Other recorded series between bots of the chain, shown as checks. Land vs Sea has none: its
 * older records (hard vs random, vs medium) were played before its search changed.
 */
export const CHECKS: Readonly<Record<string, readonly string[]>> = {
  'air-land-sea': ['als-hard-random-t400.jsonl'],
  'land-vs-sea': [],
};

/** The chain of bots placed, weakest first: boardgame.io's random mover, then the levels. */
export const CHAIN = ['random', ...LEVELS] as const;
export type RatedBot = (typeof CHAIN)[number];

/** Every record file in `dir`, tallied. */
export function readSeries(dir: string): SeriesTally[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.jsonl'))
    .sort()
    .map((file) => {
      const [first = '', ...lines] = readFileSync(join(dir, file), 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '');
      const { series } = JSON.parse(first) as { series: { game: string; botA: string; botB: string; setup: string } };
      const results = lines.map((line) => (JSON.parse(line) as { result: 'win' | 'loss' | 'draw' }).result);
      return {
        file,
        game: series.game,
        botA: series.botA,
        botB: series.botB,
        setup: series.setup,
        games: results.length,
        wins: results.filter((r) => r === 'win').length,
        draws: results.filter((r) => r === 'draw').length,
        losses: results.filter((r) => r === 'loss').length,
      };
    });
}

/** The upper side's score, with one drawn game added (see above). */
export const smoothedScore = (wins: number, draws: number, games: number) => (wins + draws / 2 + 0.5) / (games + 1);

/** Rating points between two sides from the score `p` of the upper one. */
export const pointsFromScore = (p: number) => 400 * Math.log10(p / (1 - p));

/** The score the ratings predict for a side `difference` points above the other. */
export const expectedScore = (difference: number) => 1 / (1 + 10 ** (-difference / 400));

export interface Step {
  upper: RatedBot;
  lower: RatedBot;
  /** The series played between them (both orders, added up), the upper side's view. */
  files: string[];
  games: number;
  wins: number;
  draws: number;
  losses: number;
  score: number;
  points: number;
  /** The points a 95% interval of the recorded score (Wilson, without the added game) stands for. */
  low: number;
  high: number;
}

export interface Check {
  tally: SeriesTally;
  recorded: number;
  predicted: number;
}

export interface BotRatings {
  game: string;
  ratings: Record<RatedBot, number>;
  steps: Step[];
  checks: Check[];
}

/** The level a tournament bot name plays: `search#N` is the level of N iterations, if one is; any other name is itself. */
export function levelNamed(bot: string, budgets?: Budgets): string {
  const iterations = Number(/^search#(\d+)$/.exec(bot)?.[1] ?? NaN);
  return LEVELS.find((level) => budgets?.[level].iterations === iterations) ?? bot;
}

/** The series of `game` between two bots, as `upper`'s results (either may have been bot A). */
function between(
  series: SeriesTally[],
  game: string,
  upper: string,
  lower: string,
  budgets?: Budgets,
): Omit<Step, 'upper' | 'lower' | 'score' | 'points' | 'low' | 'high'> {
  const step = { files: [] as string[], games: 0, wins: 0, draws: 0, losses: 0 };
  for (const t of series) {
    if (t.game !== game || !isChainFile(t.file)) continue;
    const [botA, botB] = [levelNamed(t.botA, budgets), levelNamed(t.botB, budgets)];
    const straight = botA === upper && botB === lower;
    if (!straight && !(botA === lower && botB === upper)) continue;
    step.files.push(t.file);
    step.games += t.games;
    step.wins += straight ? t.wins : t.losses;
    step.losses += straight ? t.losses : t.wins;
    step.draws += t.draws;
  }
  return step;
}

/**
 * The computer's ratings in `game`, from the recorded series (`budgets`: the game's levels, to
 * read `search#N` as a level); throws if a step of the chain was never played.
 */
export function botRatings(series: SeriesTally[], game: string, budgets?: Budgets): BotRatings {
  const steps: Step[] = [];
  for (let i = 1; i < CHAIN.length; i++) {
    const [lower, upper] = [CHAIN[i - 1]!, CHAIN[i]!];
    const played = between(series, game, upper, lower, budgets);
    if (played.games === 0) {
      throw new Error(
        `no recorded ${game} series of ${upper} against ${lower}: ` +
          `npm run tournament -- ${game} ${upper} ${lower} 400 --seed t400 --record results/tournaments/<file>.jsonl`,
      );
    }
    const score = smoothedScore(played.wins, played.draws, played.games);
    const interval = wilson(played.wins + played.draws / 2, played.games);
    steps.push({
      upper,
      lower,
      ...played,
      score,
      points: pointsFromScore(score),
      low: pointsFromScore(interval.low),
      high: pointsFromScore(interval.high),
    });
  }
  const ratings = {} as Record<RatedBot, number>;
  const anchorAt = CHAIN.indexOf(ANCHOR.level);
  ratings[ANCHOR.level] = ANCHOR.rating;
  for (let i = anchorAt + 1; i < CHAIN.length; i++) ratings[CHAIN[i]!] = ratings[CHAIN[i - 1]!] + steps[i - 1]!.points;
  for (let i = anchorAt - 1; i >= 0; i--) ratings[CHAIN[i]!] = ratings[CHAIN[i + 1]!] - steps[i]!.points;

  const placed = (bot: string): bot is RatedBot => (CHAIN as readonly string[]).includes(bot);
  const checks = series
    .filter((t) => t.game === game && (CHECKS[game] ?? []).includes(t.file) && placed(t.botA) && placed(t.botB) && t.games > 0)
    .map((tally) => ({
      tally,
      recorded: (tally.wins + tally.draws / 2) / tally.games,
      predicted: expectedScore(ratings[tally.botA as RatedBot] - ratings[tally.botB as RatedBot]),
    }));
  return { game, ratings, steps, checks };
}

/** The published figure: a whole number. */
export const published = (ratings: Record<RatedBot, number>): Record<Level, number> =>
  Object.fromEntries(LEVELS.map((level) => [level, Math.round(ratings[level])])) as Record<Level, number>;
