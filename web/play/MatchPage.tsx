/**
 * A match at `/match/<game>/<matchID>`: the link players share. With a seat saved in this
 * browser it resumes that seat; without one it offers the free seats or watching.
 */
import { Fragment, useEffect, useRef, useState, type RefObject } from 'react';
import { ErrorMessage } from '../app/ErrorMessage';
import { UnknownGame } from './UnknownGame';
import { Link } from '../app/Link';
import { absoluteUrl, lobbyPath, matchPath, navigate, playerPath, replayPath, reviewPath } from '../app/router';
import { findGame } from '../../games';
import { inWords, seatNames } from '../../games/common/log';
import type { GameMeta } from '../../games/common/meta';
import { resignedEndText, resignedOutcomeOf } from '../../games/common/resign';
import { playAgain } from '../lobby/actions';
import { explainError, lobbyClient, refusalReason, refusalStatus } from '../lobby/api';
import { LeaveSeat } from '../lobby/LeaveSeat';
import { hasFreeSeat, isFreeFor, isOver, readMatch, seatLabel, type SeatInfo } from '../lobby/match-data';
import { openSeatsText, seatsBySide, seatWithRole } from '../lobby/seat-text';
import { forgetSeat, loadSeat, watchSeat, type Seat } from '../lobby/seats';
import { usePolling } from '../lobby/usePolling';
import { knownPlayerId } from '../players/identity';
import { loadDebug } from './debug';
import { GameClient, type Connection } from './GameClient';
import { JoinPanel } from './JoinPanel';
import { PlayHeader } from './PlayHeader';
import { ShareLink } from './ShareLink';
import { useAsync, useGameModule } from './useGameModule';
import { ratingNote, useMatchRating } from '../players/match-rating';
import { computerRating, RATED_TERMS, setupRated, unratedReason } from '../players/rated-text';
import { ratingFigure, ratingTitle } from '../players/format';
import { useSeatRatings } from '../players/seat-ratings';
import { WaitingBox } from './WaitingBox';

const ONLINE: Connection = { kind: 'online' };
/** The lobby's answer for a match it does not have (never was, left by its last player, cleaned up). */
const GONE = 'gone';
/** Whose rating a seat shows: its player's, or for a rematch's kept seat the player it waits for. */
const ratedPlayerOf = (p: SeatInfo): string | undefined => p.player ?? p.keptFor;
/** A match the server no longer has is GONE; any other refusal stays an error. */
const goneIfMissing = (error: unknown) => (refusalStatus(error) === 404 ? GONE : Promise.reject(error));
/** While the table fills, or a finished match's player may be offered a rematch. */
const WAITING_POLL_MS = 3_000;
const PLAYING_POLL_MS = 10_000;

export function MatchPage({ game, matchID, watch }: { game: string; matchID: string; watch: boolean }) {
  const entry = findGame(game);
  if (!entry) return <UnknownGame game={game} />;
  return <MatchView entry={entry} matchID={matchID} watch={watch} />;
}

function MatchView({ entry, matchID, watch }: { entry: GameMeta; matchID: string; watch: boolean }) {
  const [seat, setSeat] = useState<Seat | null>(() => loadSeat(matchID));
  // Given up (or taken) in another tab: this one follows, rather than play a seat it no longer holds.
  useEffect(() => watchSeat(matchID, () => setSeat(loadSeat(matchID))), [matchID]);
  const [watching, setWatching] = useState(watch);
  const [againError, setAgainError] = useState<string | null>(null);
  /** The rematch filled without this player: Play again can only fail again. */
  const [rematchTaken, setRematchTaken] = useState(false);
  const [leaveError, setLeaveError] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(true);
  // A match found gone is not asked about again (it cannot come back under its id).
  const [stopped, setStopped] = useState(false);
  const meta = usePolling(
    () =>
      lobbyClient()
        .getMatch(entry.name, matchID)
        .then((raw) => readMatch(raw) ?? Promise.reject(new Error('The server sent a match this page could not read.')))
        .catch(goneIfMissing),
    stopped ? null : waiting ? WAITING_POLL_MS : PLAYING_POLL_MS,
    matchID,
  );
  const module = useGameModule(entry);
  const debug = useAsync(loadDebug, 'debug');

  const gone = meta.data === GONE;
  if (gone !== stopped) setStopped(gone);
  // A seat in a match that no longer exists is nothing to resume.
  useEffect(() => {
    if (gone) forgetSeat(matchID);
  }, [gone, matchID]);
  const match = meta.data === GONE ? null : meta.data;
  const mySeat = seat && match && !watching ? match.players.find((p) => String(p.id) === seat.playerID) : undefined;
  const finished = !!match && isOver(match);
  const settled = useMatchRating(matchID, mySeat?.player, finished);
  const ratings = useSeatRatings(entry.name, match?.players.flatMap((p) => ratedPlayerOf(p) ?? []) ?? []);
  const unratedBecause = settled ? unratedReason(entry, match?.setupData, match?.players.length ?? 0, settled.unrated) : undefined;
  const ratingText = settled && unratedBecause !== undefined ? ratingNote(settled, unratedBecause) : undefined;
  const rematchNews = useRematchNews(entry.name, finished && mySeat && !rematchTaken ? match.nextMatchID : undefined);
  const endBox = useRef<HTMLDivElement>(null);
  useEndIntoView(endBox, !!match && !finished, !!match && resignedOutcomeOf(match.gameover) !== undefined);
  // The other player's Play Again is news to this one only through the lobby: asked for often
  // until it comes.
  const waitsForNews = match ? hasFreeSeat(match) || (finished && !!mySeat && !match.nextMatchID) : true;
  if (waitsForNews !== waiting) setWaiting(waitsForNews);

  // One rematch join at a time: a double click joined twice, the second refused (409).
  const joiningAgain = useRef(false);
  const again = seat
    ? async () => {
        if (joiningAgain.current) return;
        joiningAgain.current = true;
        setAgainError(null);
        try {
          const next = await playAgain(lobbyClient(), seat);
          navigate(matchPath(next.game, next.matchID));
        } catch (e) {
          const why = explainError(e);
          // The join found no seat: its seat was taken, by a passer-by given the rematch's link.
          const taken = refusalReason(e) === 'full';
          setRematchTaken(taken);
          setAgainError(taken ? REMATCH_TAKEN : why);
        } finally {
          joiningAgain.current = false;
        }
      }
    : undefined;

  if (gone) {
    return (
      <main className="page">
        <PlayHeader title={entry.title} game={entry.name} />
        <p className="status-line" role="status">
          This match does not exist: its players left it before it began, it was cleaned up, or the link is wrong.
        </p>
        <Link to={lobbyPath(entry.name)} className="button primary">
          Back to the lobby
        </Link>
      </main>
    );
  }

  if (!match) {
    return (
      <main className="page">
        <PlayHeader title={entry.title} game={entry.name} />
        {meta.error ? (
          <>
            <ErrorMessage message={meta.error} />
            {seat && (
              <button type="button" onClick={() => (forgetSeat(matchID), setSeat(null), navigate('/'))}>
                Forget this match
              </button>
            )}
          </>
        ) : (
          <p className="status-line">Loading the match…</p>
        )}
      </main>
    );
  }

  const playing = !!seat && !!mySeat && !watching;
  // Whether this match can count, before a move is made (QA: learned only at the end); once it
  // is settled, whether it did (QA: "Rated" stayed on a match given up before every seat moved).
  const rated = settled ? settled.rated : setupRated(entry, match.setupData, match.players.length);
  const badgeTitle = rated
    ? `Counts for the ratings ${RATED_TERMS}`
    : unratedBecause
      ? `Not rated: ${unratedBecause}`
      : `Ratings count only ${entry.rating?.counts}`;
  // The lobby's connection flags lag behind; never call this page's own player away. Once the
  // game is over nobody is waited for: nobody is away.
  const away = (p: SeatInfo) => !finished && p.taken && p.isConnected === false && String(p.id) !== seat?.playerID;
  // A seat bound to a player links to their page: their rating and matches, one click away.
  // Team-mates go together: "Ada (Land) & Cy (Land) vs Bo (Sea) & Di (Sea)" (QA: read as four sides).
  const sides = seatsBySide(entry, match.players.length, match.players);
  const names = sides.flatMap((side, s) =>
    side.map((p, i) => {
      const text = seatWithRole(entry, match, p, away(p));
      // Each one's level beside their name: a person's rating now, the computer's fixed one.
      const player = ratedPlayerOf(p);
      const rating = player ? ratings.get(player) : undefined;
      const level = rating ? ratingFigure(rating) : p.bot ? computerRating(entry, p.bot) : undefined;
      return (
        <Fragment key={p.id}>
          {i > 0 ? ' & ' : s > 0 && ' vs '}
          {p.player ? <Link to={playerPath(p.player)}>{text}</Link> : text}
          {level && (
            <span className="play-header__rating" title={rating ? ratingTitle(rating) : 'The computer’s fixed rating'}>
              {' '}
              {level}
            </span>
          )}
        </Fragment>
      );
    }),
  );
  // This page's own seat is taken, even if the lobby's answer predates the join.
  const empty = match.players.filter((p) => !p.taken && !(playing && String(p.id) === seat.playerID));
  const waitingFor = !finished && empty.length > 0 ? openSeatsText(entry, match, empty) : undefined;
  const someone = empty.length > 1 ? 'players' : 'a player';
  // A rematch whose open seats are all kept for the last match's players (not for this browser's).
  const me = knownPlayerId();
  const keptOnly = empty.length > 0 && !empty.some((p) => isFreeFor(p, me));
  // By name where the lobby knows it: in Land vs Sea the sides pass round, and "the last match's
  // player in seat 1 (Land)" read as the one who played Land.
  const named = empty.every((p) => p.keptForName) ? inWords(empty.map((p) => p.keptForName!)) : undefined;
  const lastMatchs = `the last match’s ${empty.length > 1 ? 'players' : 'player'}`;
  const waitingText = playing
    ? `Waiting for ${keptOnly ? (named ? `${named}, ${lastMatchs},` : lastMatchs) : someone} in ${waitingFor}. Send them this link:`
    : keptOnly
      ? `In this rematch, ${waitingFor} ${empty.length > 1 ? 'are kept for their players' : 'is kept for its player'} in the last match.`
      : `Open in this match: ${waitingFor}.`;
  // "Bob resigned. You win.": a match a resignation ended says so (its board's own end never came).
  const resignedEnd =
    finished && module.status === 'ready'
      ? resignedEndText(
          module.value.definition,
          { gameover: match.gameover, numPlayers: match.players.length },
          seatNames(playing ? seat.playerID : null, Object.fromEntries(match.players.map((p) => [String(p.id), seatLabel(p)]))),
        )
      : undefined;

  return (
    <main className="page page--play">
      <PlayHeader title={entry.title} game={entry.name}>
        <span className="play-header__players">{names}</span>
        {rated !== undefined && (
          <span className="badge" title={badgeTitle}>
            {rated ? 'Rated' : 'Unrated'}
          </span>
        )}
        {watching && <span className="badge">Watching</span>}
      </PlayHeader>
      {waitingFor && (
        <WaitingBox>
          <p>{waitingText}</p>
          {/* The invite is the players' to send (a visitor about to join read it as meant for them).
              Focus on Copy, what comes next (QA: the keyboard started on the page, four Tabs away);
              once the table fills, focus goes on to the game (WaitingBox). */}
          {playing && <ShareLink url={absoluteUrl(matchPath(entry.name, matchID))} focus />}
          {/* Only while the table fills: a started match's seat given up would let anyone take it mid-game. */}
          {playing && (
            <LeaveSeat
              seat={seat}
              label="Leave this match"
              alone={match.players.filter((p) => p.taken && !p.bot).length <= 1}
              onLeft={() => navigate(lobbyPath(entry.name))}
              onError={setLeaveError}
            />
          )}
        </WaitingBox>
      )}
      {finished && (
        <div className="waiting" ref={endBox}>
          <p>{playing && match.nextMatchID && !rematchTaken ? rematchNews : (resignedEnd ?? 'The game is over.')}</p>
          {ratingText && mySeat?.player && (
            <p className="rating-note">
              {ratingText} <Link to={playerPath(mySeat.player)}>Your page</Link>
            </p>
          )}
          {playing && again && !rematchTaken && (
            <button type="button" className="primary" onClick={() => void again()}>
              Play again
            </button>
          )}
          <Link to={replayPath(entry.name, matchID)} className="button">
            Watch the replay
          </Link>
          <Link to={reviewPath(entry.name, matchID)} className="button">
            Review the game
          </Link>
        </div>
      )}
      <ErrorMessage message={againError ?? leaveError ?? meta.error} />
      {!playing && !watching ? (
        <JoinPanel
          entry={entry}
          match={match}
          onJoined={(joined) => {
            setSeat(joined);
            void meta.refresh();
          }}
          onWatch={() => setWatching(true)}
          onRefresh={() => void meta.refresh()}
        />
      ) : module.status === 'failed' ? (
        <ErrorMessage message={`Could not load the game: ${module.error}`} />
      ) : module.status === 'loading' || debug.status !== 'ready' ? (
        <p className="status-line">Loading the board…</p>
      ) : (
        <GameClient
          module={module.value}
          connection={ONLINE}
          debug={debug.value}
          numPlayers={match.players.length}
          matchID={matchID}
          playerID={playing ? seat.playerID : undefined}
          credentials={playing ? seat.credentials : undefined}
          onPlayAgain={playing ? again : undefined}
          ratingNote={playing ? ratingText : undefined}
          waiting={waitingFor && `Waiting for ${someone} in ${waitingFor}: nobody can move until every seat is taken.`}
          onSeatsChanged={() => void meta.refresh()}
          seatNames={keptNames(match.players)}
        />
      )}
    </main>
  );
}

/**
 * A rematch's seats kept for players not yet back, by their names: the board called them "Player 1"
 * and "Player 3" while the header said "Bo (seat kept, Land)" (QA). A seat's own name, once taken, wins.
 */
const keptNames = (players: readonly SeatInfo[]): Record<string, string> =>
  Object.fromEntries(players.flatMap((p) => (!p.taken && p.keptForName ? [[String(p.id), p.keptForName]] : [])));

const REMATCH_TAKEN = 'Someone else took your seat in the rematch: it is full. Find another match in the lobby.';

/**
 * "A rematch is ready: Bo is in it.": who asked for the rematch (and whoever joined them), so the
 * player knows it is not the computer's or a stranger's table (QA). Asked often until a person
 * other than this page's player sits in it, then now and then: one who left it, or a rematch
 * removed when its last player left, is news too (QA: "Alice is in it" stayed after Alice had
 * left and the rematch was gone; Play again then makes a new one).
 */
function useRematchNews(game: string, nextMatchID: string | undefined): string {
  const [known, setKnown] = useState(false);
  const next = usePolling(
    () => (nextMatchID ? lobbyClient().getMatch(game, nextMatchID).then(readMatch).catch(goneIfMissing) : Promise.resolve(null)),
    nextMatchID ? (known ? PLAYING_POLL_MS : WAITING_POLL_MS) : null,
    nextMatchID ?? '',
  );
  // This browser's own seat there, taken already (a second tab, a click that came back here), is not news.
  const own = nextMatchID ? loadSeat(nextMatchID)?.playerID : undefined;
  const rematch = next.data === GONE ? null : next.data;
  const others = (rematch?.players ?? []).filter((p) => p.taken && !p.bot && String(p.id) !== own).map(seatLabel);
  if (others.length > 0 !== known) setKnown(others.length > 0);
  if (next.data === GONE) return 'The rematch was called off: everyone in it left. Play again starts another.';
  if (others.length === 0) return 'A rematch is ready.';
  return `A rematch is ready: ${inWords(others)} ${others.length > 1 ? 'are' : 'is'} in it.`;
}

/**
 * A match a resignation ended while this page showed it under way: its end (Play again) comes
 * into view. A winner reading the chat further down saw nothing of it: the rules' own end opens
 * a dialog, a resignation none.
 */
function useEndIntoView(box: RefObject<HTMLElement | null>, underWay: boolean, resigned: boolean): void {
  const sawPlay = useRef(false);
  useEffect(() => {
    if (underWay) sawPlay.current = true;
  }, [underWay]);
  useEffect(() => {
    const element = box.current;
    if (!resigned || !sawPlay.current || !element) return;
    const { top, bottom } = element.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) element.scrollIntoView({ block: 'start' });
  }, [box, resigned]);
}
