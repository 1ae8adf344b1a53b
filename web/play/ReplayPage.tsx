/**
 * The replay of a finished match at `/replay/<game>/<matchID>`: once a match is over nothing is
 * secret, and the server gives its setup and every move; the game itself rebuilds every
 * position here. The board shows each position from one seat's side with every card and tile
 * revealed (first from the seat this browser played in it, if any); step, play, jump to a battle
 * or round, or click a move in the log.
 */
import { useEffect, useMemo, useState } from 'react';
import type { LogEntry } from 'boardgame.io';
import { findGame } from '../../games';
import { matchHistory } from '../../games/common/history';
import { seatNames } from '../../games/common/log';
import { describeMove, resignedEndText } from '../../games/common/resign';
import type { GameMeta } from '../../games/common/meta';
import { ErrorMessage } from '../app/ErrorMessage';
import { Link } from '../app/Link';
import { matchPath, reviewPath } from '../app/router';
import type { GameModule } from './game-module';
import { loadSeat } from '../lobby/seats';
import { GameLog, type LogItem } from './GameLog';
import { PlayHeader } from './PlayHeader';
import { PositionBoard } from './PositionBoard';
import { replayNames, type FinishedMatch } from './replay-source';
import { UnknownGame } from './UnknownGame';
import { noSuchMatch, useFinishedMatch } from './useFinishedMatch';

export function ReplayPage({ game, matchID }: { game: string; matchID: string }) {
  const entry = findGame(game);
  if (!entry) return <UnknownGame game={game} />;
  return <ReplayView entry={entry} matchID={matchID} />;
}

function ReplayView({ entry, matchID }: { entry: GameMeta; matchID: string }) {
  const match = useFinishedMatch(entry, matchID);
  const gone = noSuchMatch(match);
  return (
    <main className="page page--play">
      <PlayHeader title={`${entry.title} — replay`} game={entry.name}>
        {!gone && <Link to={matchPath(entry.name, matchID)}>The match page</Link>}
        {!gone && <Link to={reviewPath(entry.name, matchID)}>Review the game</Link>}
      </PlayHeader>
      {match.status === 'failed' ? (
        <ErrorMessage message={match.error} />
      ) : match.status === 'loading' ? (
        <p className="status-line">Loading the replay…</p>
      ) : (
        <ReplayBoard module={match.value.module} replay={match.value.replay} ownSeat={loadSeat(matchID)?.playerID} />
      )}
    </main>
  );
}

const PLAY_MS = 900;
/** More battles or rounds than this are a list to pick from, not a row of buttons. */
const MAX_CHAPTER_BUTTONS = 8;

/** `ownSeat`: the seat this browser played, if any: the replay is seen from it first (its board says "You" for it). */
function ReplayBoard({ module, replay, ownSeat }: { module: GameModule; replay: FinishedMatch; ownSeat: string | undefined }) {
  const { definition, game, Board } = module;
  const positions = useMemo(() => {
    const log = replay.moves.map(({ player, move, args }) => ({
      action: { type: 'MAKE_MOVE', payload: { type: move, args, playerID: player } },
    }));
    return matchHistory(definition, game, replay.initialState, log as LogEntry[], 'all');
  }, [definition, game, replay]);
  const seats = Array.from({ length: replay.numPlayers }, (_, i) => String(i));
  const names = replayNames(replay);
  const [perspective, setPerspective] = useState(ownSeat !== undefined && seats.includes(ownSeat) ? ownSeat : '0');
  const [at, setAt] = useState(0);
  const [playing, setPlaying] = useState(false);
  const last = positions.length - 1;

  const views = useMemo(() => positions.map((p) => definition.reveal(p.G, perspective)), [positions, definition, perspective]);
  const items = useMemo<LogItem[]>(() => {
    const words = seatNames(null, names);
    return positions.map((p, i) => ({
      stateID: i,
      lines:
        i === 0 || !p.move
          ? definition.describeStart(views[0], words)
          : describeMove(definition, views[i - 1], views[i], p.move, p.ctx, words),
    }));
    // `names` comes from the replay, which does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [positions, views, definition]);
  const chapters = useMemo(() => {
    const starts: { name: string; at: number }[] = [];
    views.forEach((view, i) => {
      const name = definition.chapter(view);
      if (starts.at(-1)?.name !== name) starts.push({ name, at: i });
    });
    return starts;
  }, [views, definition]);

  useEffect(() => {
    if (!playing) return;
    if (at >= last) return setPlaying(false);
    const timer = setTimeout(() => setAt((i) => Math.min(i + 1, last)), PLAY_MS);
    return () => clearTimeout(timer);
  }, [playing, at, last]);

  const go = (i: number) => setAt(Math.max(0, Math.min(last, i)));
  const position = positions[at]!;
  const chapter = definition.chapter(views[at]);
  return (
    <div className="replay">
      <div
        className="replay__controls"
        role="toolbar"
        aria-label="Replay"
        onKeyDown={(e) => {
          const to = new Map([
            ['ArrowLeft', at - 1],
            ['ArrowRight', at + 1],
            ['Home', 0],
            ['End', last],
          ]).get(e.key);
          if (to === undefined) return;
          e.preventDefault(); // Home and End would scroll the page too
          go(to);
        }}
      >
        {/* aria-disabled, not disabled: a button disabled under the keyboard's focus (End, at the
            end) dropped the focus to the page, out of the toolbar. */}
        <button type="button" onClick={() => go(0)} aria-disabled={at === 0}>
          Start
        </button>
        <button type="button" onClick={() => go(at - 1)} aria-disabled={at === 0} aria-label="Back to the previous move">
          ◀ Back
        </button>
        {/* At the end, Play did nothing while still the page's main button (QA): it plays from the start. */}
        <button
          type="button"
          className="primary"
          onClick={() => {
            if (!playing && at >= last) setAt(0);
            setPlaying((p) => !p);
          }}
        >
          {playing ? 'Pause' : at >= last ? 'Play from the start' : 'Play'}
        </button>
        <button type="button" onClick={() => go(at + 1)} aria-disabled={at === last} aria-label="Next move">
          Next ▶
        </button>
        <button type="button" onClick={() => go(last)} aria-disabled={at === last}>
          End
        </button>
        <span className="replay__where" aria-live="polite">
          {at === 0 ? 'Start' : `Move ${at} of ${last}`} · {chapter}
        </span>
        <label className="replay__side">
          Seen from{' '}
          <select value={perspective} onChange={(e) => setPerspective(e.target.value)}>
            {seats.map((s) => (
              <option key={s} value={s}>
                {names[s] ?? `Player ${Number(s) + 1}`}
              </option>
            ))}
          </select>
        </label>
      </div>
      {chapters.length <= MAX_CHAPTER_BUTTONS ? (
        <nav className="replay__chapters" aria-label="Jump to">
          {chapters.map((c) => (
            <button key={c.at} type="button" aria-current={chapter === c.name ? 'true' : undefined} onClick={() => go(c.at)}>
              {c.name}
            </button>
          ))}
        </nav>
      ) : (
        <label className="replay__chapters">
          Jump to{' '}
          <select value={chapters.find((c) => c.name === chapter)?.at ?? 0} onChange={(e) => go(Number(e.target.value))}>
            {chapters.map((c) => (
              <option key={c.at} value={c.at}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="play-area">
        <div className="play-area__board">
          <PositionBoard
            Board={Board}
            G={views[at]}
            ctx={position.ctx}
            perspective={perspective}
            ownSeat={ownSeat}
            names={names}
            stateID={at}
            ended={resignedEndText(definition, position.ctx, seatNames(perspective === ownSeat ? perspective : null, names))}
          />
        </div>
        <GameLog items={items} viewing={at} onSelect={go} incomplete={false} />
      </div>
    </div>
  );
}
