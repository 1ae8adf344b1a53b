/**
 * npm run review -- <replay.json | http(s)://host/match/<game>/<id> | http(s)://host/games/<game>/<id>/replay>
 *                   [--seat N] [--budget N] [--game NAME]
 *
 * The post-game review of a finished match (games/common/review.ts): each decision of the seat
 * (every seat in turn without --seat), evaluated from what the seat knew then, printed as one
 * JSON line: its number, the move's place in the match, turn and chapter, the move played and
 * the search's best move, each with its win chance (calibrated, 0..1) and expected margin, the
 * drop in win chance and the mark. A forced decision (one legal move) is printed unevaluated.
 * A summary line per seat closes. `--budget N`: N iterations a decision (in Land vs Sea a turn's,
 * shared among its decisions), instead of the game's default review budget.
 */
import { findGame, GAMES } from '../games';
import { replayDecisions, replayProblem, seatsOf, type Replay } from '../games/common/replay-decisions';
import { iterationsOf, MARK_THRESHOLDS, reviewDecisions, tally, type Evaluation, type MoveValue } from '../games/common/review';
import { fetchReplay, readReplay, ReviewSourceError } from './lib/review-source';
import { UsageError } from './lib/usage-error';

function arg(flag: string): string | undefined {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const USAGE =
  'usage: npm run review -- <replay.json | http(s)://host/match/<game>/<id> | http(s)://host/games/<game>/<id>/replay> [--seat N] [--budget N] [--game NAME]';

function cpuSeconds(since: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(since);
  return Math.round((user + system) / 1e5) / 10;
}

const round = (x: number, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits;
const value = (v: MoveValue) => ({ ...v.move, win: round(v.win), rawWin: round(v.rawWin), margin: round(v.margin, 2), visits: v.visits });

async function main(): Promise<void> {
  const source = process.argv.slice(2).find((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
  if (!source) throw new UsageError(USAGE);
  const fetched = /^https?:\/\//.test(source) ? await fetchReplay(source) : { replay: readReplay(source) };
  const problem = replayProblem(fetched.replay);
  if (problem) throw new ReviewSourceError(`${source}: ${problem}`);
  const replay = fetched.replay as Replay;
  const gameName = arg('--game') ?? replay.gameName ?? fetched.game;
  const meta = gameName ? findGame(gameName) : undefined;
  if (!meta) throw new UsageError(`unknown game ${gameName ?? '(none named: add --game)'}: ${GAMES.map((g) => g.name).join(', ')}`);
  const { definition, game } = await meta.load();
  if (replay.gameover === undefined || replay.gameover === null) process.stderr.write('note: the replay does not say the match is over\n');
  const budgetText = arg('--budget');
  const iterations = budgetText === undefined ? null : iterationsOf(budgetText);
  if (budgetText !== undefined && iterations === null)
    throw new UsageError(`--budget takes a positive whole number of iterations, not ${budgetText}`);
  const budget = iterations === null ? definition.review.budget : { iterations };
  const seats = arg('--seat') === undefined ? seatsOf(replay) : [String(arg('--seat'))];
  const matchID = replay.matchID ?? fetched.matchID ?? 'match';

  for (const seat of seats) {
    if (!definition.isPlayer(seat) || !seatsOf(replay).includes(seat))
      throw new UsageError(`--seat: this match has seats ${seatsOf(replay).join(', ')}, not ${seat}`);
    const decisions = replayDecisions(definition, game, replay, seat);
    const started = performance.now();
    const cpu = process.cpuUsage();
    const print = (e: Evaluation, index: number) => {
      const d = decisions[index]!;
      const where = {
        type: 'decision',
        game: definition.name,
        matchID,
        seat,
        index,
        moveIndex: d.moveIndex,
        turn: d.turn,
        chapter: d.chapter,
      };
      if (e.forced) {
        console.log(JSON.stringify({ ...where, forced: true, legal: 1, played: e.played }));
        return;
      }
      console.log(
        JSON.stringify({
          ...where,
          forced: false,
          legal: e.legal,
          played: value(e.played),
          best: value(e.best),
          same: e.same,
          drop: round(e.drop),
          mark: e.mark,
          iterations: e.iterations,
          ms: Math.round(e.ms),
        }),
      );
    };
    const evaluations = reviewDecisions(
      definition,
      seat,
      decisions.map(({ view, action }) => ({ view, action })),
      { matchID, budget, onEach: print },
    );
    console.log(
      JSON.stringify({
        type: 'summary',
        game: definition.name,
        matchID,
        seat,
        decisions: decisions.length,
        ...tally(evaluations),
        thresholds: MARK_THRESHOLDS,
        budget,
        seconds: round((performance.now() - started) / 1000, 1),
        // On a shared machine the wall clock counts the other processes' turns too.
        cpuSeconds: cpuSeconds(cpu),
      }),
    );
  }
}

main().catch((error: unknown) => {
  const told = error instanceof UsageError || error instanceof ReviewSourceError;
  console.error(told ? `review: ${error.message}` : error);
  process.exit(error instanceof UsageError ? 2 : 1);
});
