/**
 * The post-game review at `/review/<game>/<matchID>?seat=N&budget=N` (issue #22): each decision
 * of one seat evaluated from what that seat knew then (games/common/review.ts, as `npm run
 * review` does), in Web Workers. A graph of the seat's win chance, the marked decisions, and
 * each on the board with the move played and the better one. A review done once is kept in
 * this browser and opens at once.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { findGame } from '../../games';
import type { GameMeta } from '../../games/common/meta';
import { moveApplier, replayDecisions, replayStates, seatsOf } from '../../games/common/replay-decisions';
import { MARK_THRESHOLDS, tally, type Evaluation } from '../../games/common/review';
import { ErrorMessage } from '../app/ErrorMessage';
import { Link } from '../app/Link';
import { matchPath, navigate, replayPath, reviewPath, soloReviewPath } from '../app/router';
import { seatRole } from '../lobby/seat-text';
import { loadSeat } from '../lobby/seats';
import type { GameModule } from '../play/game-module';
import { PlayHeader } from '../play/PlayHeader';
import { replayNames, type FinishedMatch } from '../play/replay-source';
import { UnknownGame } from '../play/UnknownGame';
import { soloOptions } from '../play/solo-options';
import { soloReplay } from '../play/solo-replay';
import { useGameModule } from '../play/useGameModule';
import { noSuchMatch, useFinishedMatch } from '../play/useFinishedMatch';
import { chartData, chartSummary, winChanceOf } from './chart-data';
import { DecisionBoard } from './DecisionBoard';
import { decisionMoves } from './decision-moves';
import { MarkedDecisions, type ListedDecision } from './MarkedDecisions';
import { reviewParams } from './review-params';
import { useReview, type ReviewStatus } from './useReview';
import { WinChart } from './WinChart';
import './review.css';

export function ReviewPage({ game, matchID, query }: { game: string; matchID: string; query: URLSearchParams }) {
  const entry = findGame(game);
  if (!entry) return <UnknownGame game={game} />;
  return <ReviewView entry={entry} matchID={matchID} query={query} />;
}

function ReviewView({ entry, matchID, query }: { entry: GameMeta; matchID: string; query: URLSearchParams }) {
  const match = useFinishedMatch(entry, matchID);
  const gone = noSuchMatch(match);
  return (
    <main className="page page--play review">
      <PlayHeader title={`${entry.title} — review`} game={entry.name}>
        {!gone && <Link to={replayPath(entry.name, matchID)}>The replay</Link>}
        {!gone && <Link to={matchPath(entry.name, matchID)}>The match page</Link>}
      </PlayHeader>
      {match.status === 'failed' ? (
        <ErrorMessage message={match.error} />
      ) : match.status === 'loading' ? (
        <p className="status-line">Loading the match…</p>
      ) : (
        <SeatReview
          module={match.value.module}
          replay={match.value.replay}
          matchID={matchID}
          query={query}
          ownSeat={loadSeat(matchID)?.playerID}
          pathFor={(params) => reviewPath(entry.name, matchID, params)}
        />
      )}
    </main>
  );
}

/**
 * The review of the solo game kept in this browser under the options of `query` (the solo page's
 * own, `/solo/<game>/review?…`), once it is over: the review of a match, read from this browser.
 * Its `reviewed` is the seat reviewed (the solo page's `seat` is the seat played, reviewed by default).
 */
export function SoloReviewPage({ game, query }: { game: string; query: URLSearchParams }) {
  const entry = findGame(game);
  if (!entry) return <UnknownGame game={game} />;
  return <SoloReview entry={entry} query={query} />;
}

function SoloReview({ entry, query }: { entry: GameMeta; query: URLSearchParams }) {
  const options = useMemo(() => soloOptions(entry, query), [entry, query]);
  const module = useGameModule(entry);
  const replay = useMemo(() => {
    try {
      return { value: soloReplay(entry.name, options) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }, [entry, options]);
  const reviewQuery = new URLSearchParams();
  for (const [from, to] of [
    ['reviewed', 'seat'],
    ['budget', 'budget'],
  ] as const) {
    const value = query.get(from);
    if (value !== null) reviewQuery.set(to, value);
  }
  const game = new URLSearchParams(query);
  game.delete('reviewed');
  game.delete('budget');
  const gameQuery = game.toString();
  return (
    <main className="page page--play review">
      <PlayHeader title={`${entry.title} — review of your solo game`} game={entry.name}>
        <Link to={`/solo/${encodeURIComponent(entry.name)}${gameQuery ? `?${gameQuery}` : ''}`}>Back to the game</Link>
      </PlayHeader>
      {'error' in replay ? (
        <ErrorMessage message={replay.error ?? ''} />
      ) : module.status === 'failed' ? (
        <ErrorMessage message={module.error} />
      ) : module.status === 'loading' ? (
        <p className="status-line">Loading the game…</p>
      ) : (
        <SeatReview
          module={module.value}
          replay={replay.value}
          matchID={replay.value.matchID ?? 'solo'}
          query={reviewQuery}
          ownSeat={options.human}
          pathFor={({ seat, budget }) => soloReviewPath(entry.name, query, { reviewed: seat, budget })}
        />
      )}
    </main>
  );
}

function SeatReview({
  module,
  replay,
  matchID,
  query,
  ownSeat,
  pathFor,
}: {
  module: GameModule;
  replay: FinishedMatch;
  matchID: string;
  /** The review's `seat` and `budget`. */
  query: URLSearchParams;
  /** The viewer's own seat, reviewed unless another is asked for. */
  ownSeat: string | undefined;
  /** This page's address for another seat or budget. */
  pathFor: (params: { seat: string; budget?: number }) => string;
}) {
  const { definition, game } = module;
  const seats = seatsOf(replay);
  const names = replayNames(replay);
  const params = reviewParams(query, seats, ownSeat, definition.review.budget);
  const states = useMemo(() => replayStates(game, replay), [game, replay]);
  if ('problem' in params) return <ErrorMessage message={params.problem} />;
  const entry = findGame(definition.name);
  const role = (s: string) => (entry ? seatRole(entry, seats.length, Number(s)) : undefined);
  const seatName = (s: string) => names[s] ?? `Player ${Number(s) + 1}`;
  return (
    <>
      <div className="review__controls">
        <label>
          Review of{' '}
          <select
            value={params.seat}
            onChange={(e) =>
              navigate(pathFor({ seat: e.target.value, budget: params.custom ? params.budget.iterations : undefined }), { replace: true })
            }
          >
            {seats.map((s) => {
              const part = role(s);
              return (
                <option key={s} value={s}>
                  {seatName(s)}
                  {part ? ` (${part})` : ''}
                </option>
              );
            })}
          </select>
        </label>
        <span className="review__budget">
          Search budget: {params.budget.iterations?.toLocaleString('en')} iterations{' '}
          {definition.review.search.turnShare ? 'a turn, shared among its decisions' : 'a decision'}
          {params.custom ? ' (set by the address)' : ' (the game’s default)'}.
        </span>
      </div>
      <p className="review__thresholds">
        Each decision is judged from what {seats.length > 1 ? 'that player' : 'the player'} knew then. A decision is marked when the best
        move found wins more often than the move played, by at least {MARK_THRESHOLDS.inaccuracy * 100} percentage points (an inaccuracy),{' '}
        {MARK_THRESHOLDS.mistake * 100} (a mistake) or {MARK_THRESHOLDS.blunder * 100} (a blunder), and by more than the search’s noise.
        Decisions with only one legal move are not judged.
      </p>
      <Evaluated
        key={`${params.seat}/${params.budget.iterations}`}
        module={module}
        replay={replay}
        states={states}
        matchID={matchID}
        seat={params.seat}
        ownSeat={ownSeat}
        seatName={seatName(params.seat)}
        names={names}
        iterations={params.budget.iterations ?? 0}
        custom={params.custom}
      />
    </>
  );
}

interface EvaluatedProps {
  module: GameModule;
  replay: FinishedMatch;
  states: ReturnType<typeof replayStates>;
  matchID: string;
  seat: string;
  /** The seat this browser played, if any: only that one is "you" on the board. */
  ownSeat: string | undefined;
  seatName: string;
  names: Record<string, string>;
  iterations: number;
  custom: boolean;
}

function Evaluated({ module, replay, states, matchID, seat, ownSeat, seatName, names, iterations, custom }: EvaluatedProps) {
  const { definition, game, Board } = module;
  const decisions = useMemo(() => replayDecisions(definition, game, replay, seat, states), [definition, game, replay, seat, states]);
  const budget = useMemo(() => (custom ? { iterations } : definition.review.budget), [custom, iterations, definition]);
  const review = useReview({ game: definition.name, matchID, seat, budget, calibration: definition.review.calibration, decisions });
  const { evaluations } = review;
  const apply = useMemo(() => moveApplier(game), [game]);
  const [selected, setSelected] = useState<number | null>(null);
  const [everyDecision, setEveryDecision] = useState(false);
  const detail = useRef<HTMLDivElement>(null);

  const data = useMemo(() => chartData(decisions, evaluations), [decisions, evaluations]);
  // The moves' words for the list: the first line the game log writes for each.
  const items = useMemo<ListedDecision[]>(
    () =>
      decisions.flatMap((d, index) => {
        const e = evaluations[index];
        if (!e || e.forced) return [];
        const moves = decisionMoves(definition, apply, states, d, e, seat, names);
        return [{ index, chapter: d.chapter, evaluation: e, played: moves.played.lines[0] ?? '', better: moves.better?.lines[0] ?? null }];
      }),
    // `names` comes from the replay, which does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [decisions, evaluations, definition, apply, states, seat],
  );
  const item = items.find((i) => i.index === selected);
  const decision = selected === null ? undefined : decisions[selected];
  const evaluation = selected === null ? undefined : evaluations[selected];
  const moves = useMemo(
    () => (decision && evaluation ? decisionMoves(definition, apply, states, decision, evaluation, seat, names) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [decision, evaluation, definition, apply, states, seat],
  );
  const select = (index: number) => {
    if (evaluations[index]?.forced === false) setSelected(index);
  };
  useEffect(() => {
    if (selected !== null) detail.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);

  const done = evaluations.filter((e) => e !== undefined).length;
  return (
    <>
      <ReviewProgress {...review} done={done} total={decisions.length} />
      <figure className="review__chart">
        <WinChart data={data} selected={selected} onSelect={select} label={chartSummary(data, seatName)} />
        <figcaption>
          {winChanceOf(seatName)} at each decision: the move played (solid, blue), the best move found (dashed, green), marked decisions in
          red. A dashed line marks where each part of the match named at the top begins; a gap is a forced move.
        </figcaption>
      </figure>
      <div className="review__body">
        <MarkedDecisions
          items={items}
          everyDecision={everyDecision}
          onEveryDecision={setEveryDecision}
          selected={selected}
          onSelect={select}
          complete={done === decisions.length}
        />
        <div ref={detail} className="review__detail">
          {item && moves ? (
            <DecisionBoard
              key={item.index}
              Board={Board}
              definition={definition}
              seat={seat}
              ownSeat={ownSeat}
              names={names}
              item={item}
              moves={moves}
            />
          ) : (
            <p className="hint">Pick a decision in the list or on the graph to see it on the board.</p>
          )}
        </div>
      </div>
    </>
  );
}

interface ProgressProps {
  status: ReviewStatus;
  done: number;
  total: number;
  evaluations: readonly (Evaluation | undefined)[];
  cancel: () => void;
  resume: () => void;
  restart: () => void;
}

function ReviewProgress({ status, done, total, evaluations, cancel, resume, restart }: ProgressProps) {
  const counted = `${done} of ${total} decisions`;
  const summary = () => {
    const { evaluated, forced, marks } = tally(evaluations.filter((e): e is Evaluation => e !== undefined));
    const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
    // Forced decisions are among the decisions, not among those judged (QA: "3 decisions judged
    // (1 forced)… Reviewed 4 of 4" read as a count that did not add up).
    const judged = forced > 0 ? `${evaluated} judged, ${forced} forced (one legal move)` : `all judged`;
    return (
      `${count(evaluated + forced, 'decision', 'decisions')}, ${judged}: ${count(marks.blunder, 'blunder', 'blunders')}, ` +
      `${count(marks.mistake, 'mistake', 'mistakes')}, ${count(marks.inaccuracy, 'inaccuracy', 'inaccuracies')}.`
    );
  };
  if (status.kind === 'checking') return <p className="status-line">Looking for a review kept in this browser…</p>;
  if (status.kind === 'failed') return <ErrorMessage message={status.error} />;
  if (status.kind === 'kept') return <p className="review__status">{summary()} (Kept from an earlier review in this browser.)</p>;
  if (status.kind === 'done')
    return (
      <p className="review__status" role="status">
        {summary()} Reviewed {counted} in {Math.round(status.seconds)} s with {status.workers} {status.workers === 1 ? 'worker' : 'workers'}
        .
      </p>
    );
  return (
    <div className="review__progress">
      <label htmlFor="review-progress">{status.kind === 'running' ? 'Reviewing:' : 'Cancelled at'}</label>
      <progress id="review-progress" max={total} value={done} aria-valuetext={counted} />
      <span aria-live="polite">{counted}</span>
      {status.kind === 'running' ? (
        <>
          <span className="hint">
            ({status.workers} worker{status.workers === 1 ? '' : 's'})
          </span>
          <button type="button" onClick={cancel}>
            Cancel
          </button>
        </>
      ) : (
        <>
          <button type="button" className="primary" onClick={resume}>
            Resume
          </button>
          <button type="button" onClick={restart}>
            Start again
          </button>
        </>
      )}
    </div>
  );
}
