/**
 * Matches of a game that have not ended: join a free seat, resume yours, or watch. Each says
 * whether it waits for players or is being played, which a full match's lone Watch left unsaid,
 * how long ago it was opened, and which of its players are away (no page of theirs open): a
 * match its creator left hours ago looked as live as one opened a minute ago.
 */
import { useEffect, useRef, useState } from 'react';
import { ErrorMessage } from '../app/ErrorMessage';
import { Link } from '../app/Link';
import { matchPath, navigate } from '../app/router';
import type { GameMeta } from '../../games/common/meta';
import { joinSeat } from './actions';
import { explainError, lobbyClient, refusalStatus } from './api';
import { knownPlayerId } from '../players/identity';
import { hasFreeSeat, readMatchList, seatsFreeFor, type MatchInfo } from './match-data';
import { seatsBySide, seatWithRole, setupOf } from './seat-text';
import { loadSeat } from './seats';
import { usePolling } from './usePolling';

const REFRESH_MS = 5_000;
/** A Join of a match gone since the list was read (its last player left it): the server's 404 named its id. */
const MATCH_GONE = 'That match is gone: its players left it. Pick another one, or create your own.';

/** "just now", "25 min ago", "3 h ago", "2 days ago": from the server's clock, read loosely. */
function openedAgo(createdAt: number, now: number): string {
  const minutes = Math.floor(Math.max(0, now - createdAt) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

interface Props {
  entry: GameMeta;
  /** The lobby's name field's (NameField.tsx). */
  name: string;
  /** Join pressed without a name: the name field says so. */
  onNameMissing(): void;
}

export function OpenMatches({ entry, name, onNameMissing }: Props) {
  const {
    data: matches,
    error,
    refresh,
  } = usePolling(() => lobbyClient().listMatches(entry.name, { isGameover: false }).then(readMatchList), REFRESH_MS, entry.name);
  const [joinError, setJoinError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  /** The list a refused Join was pressed in, until the list read after it is shown. */
  const refusedIn = useRef<MatchInfo[] | null | undefined>(undefined);

  // A refused Join's button goes with its match (taken or gone) once the list is read again, and
  // the focus fell to the page's top: it is put on the list, under which the refusal is read.
  // Once only: a later poll must not pull the focus back from wherever the player put it.
  useEffect(() => {
    if (refusedIn.current === undefined || refusedIn.current === matches) return;
    refusedIn.current = undefined;
    if (document.activeElement === document.body) heading.current?.focus();
  }, [matches]);

  // One join at a time: a double click joined twice, the second refused (409).
  const joining = useRef(false);
  /**
   * `seat`: the seat to take where some are kept (the server's own pick, the first free seat,
   * could be one kept for another player); else the server picks, so two people joining a table
   * of four at once both sit down.
   */
  const join = async (match: MatchInfo, seat: number | undefined) => {
    if (name.trim() === '') {
      onNameMissing();
      return;
    }
    if (joining.current) return;
    joining.current = true;
    setJoinError(null);
    try {
      const joined = await joinSeat(lobbyClient(), entry.name, match.matchID, name, seat === undefined ? undefined : String(seat));
      navigate(matchPath(joined.game, joined.matchID));
    } catch (e) {
      setJoinError(refusalStatus(e) === 404 ? MATCH_GONE : explainError(e));
      refusedIn.current = matches ?? null;
      void refresh();
    } finally {
      joining.current = false;
    }
  };

  const me = knownPlayerId();
  return (
    <section className="panel open-matches" aria-labelledby="open-matches-title">
      <div className="panel__title-row">
        <h2 id="open-matches-title" ref={heading} tabIndex={-1}>
          Open matches
        </h2>
        <button type="button" onClick={() => void refresh()}>
          Refresh
        </button>
      </div>
      <ErrorMessage message={error ?? joinError} />
      {matches && matches.length === 0 && <p className="hint">No open matches right now. Create one and share its link.</p>}
      {!matches && !error && <p className="hint">Loading…</p>}
      <ul className="match-list">
        {(matches ?? []).map((match) => {
          const free = hasFreeSeat(match);
          const mine = loadSeat(match.matchID);
          // A rematch's seat kept for a player of the match before is not offered to anyone else,
          // and its own player takes it rather than a free seat of another's (a tokenless player's).
          const mayTake = seatsFreeFor(match, me);
          const forMe = mayTake.find((seat) => seat.keptFor !== undefined) ?? mayTake[0];
          // Not this browser's own seat: its player is here, reading the list (the match page is closed).
          const away = (seat: MatchInfo['players'][number]) =>
            seat.taken && !seat.bot && seat.isConnected === false && String(seat.id) !== mine?.playerID;
          // Team-mates go together, as the match's page heads it (QA: a table of 4 read as four sides).
          const who =
            match.players.length > 0
              ? seatsBySide(entry, match.players.length, match.players)
                  .map((side) => side.map((seat) => seatWithRole(entry, match, seat, away(seat))).join(' & '))
                  .join(' vs ')
              : '(no seats)';
          return (
            <li key={match.matchID} className="match-list__item">
              <span className="match-list__who">{who}</span>
              <span className="badge">{free ? 'Waiting for players' : 'Being played'}</span>
              {match.createdAt > 0 && <span className="match-list__age">opened {openedAgo(match.createdAt, Date.now())}</span>}
              <span className="match-list__setup">{setupOf(entry, match).join(' · ')}</span>
              <span className="match-list__actions">
                {mine ? (
                  <Link to={matchPath(entry.name, match.matchID)} className="button primary">
                    Resume
                  </Link>
                ) : (
                  forMe && (
                    <button
                      type="button"
                      className="primary"
                      onClick={() => void join(match, match.players.some((s) => s.keptFor) ? forMe.id : undefined)}
                    >
                      Join
                    </button>
                  )
                )}
                <Link to={matchPath(entry.name, match.matchID, true)} className="button">
                  Watch
                </Link>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
