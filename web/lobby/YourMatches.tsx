/**
 * The seats this browser holds (from localStorage): resume any of them, watch the replay of a
 * finished one, or forget it.
 */
import { useEffect, useState } from 'react';
import { Link } from '../app/Link';
import { matchPath, replayPath } from '../app/router';
import { findGame } from '../../games';
import { lobbyClient } from './api';
import { readMatch } from './match-data';
import { allSeats, forgetSeat, type Seat } from './seats';

/** Which of these matches are over (asked once per list; an unreachable match stays unknown). */
function useFinished(seats: readonly Seat[]): ReadonlySet<string> {
  const [finished, setFinished] = useState<ReadonlySet<string>>(new Set());
  const key = seats.map((s) => s.matchID).join(',');
  useEffect(() => {
    let live = true;
    void Promise.all(
      seats.map((seat) =>
        lobbyClient()
          .getMatch(seat.game, seat.matchID)
          .then((raw) => readMatch(raw))
          .then((match) => (match && match.gameover !== undefined && match.gameover !== null ? seat.matchID : null))
          .catch(() => null),
      ),
    ).then((ids) => live && setFinished(new Set(ids.filter((id): id is string => id !== null))));
    return () => {
      live = false;
    };
    // `key` names the seats asked about.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return finished;
}

const SHOWN = 8;

export function YourMatches() {
  const [seats, setSeats] = useState(allSeats);
  const finished = useFinished(seats.slice(0, SHOWN));
  if (seats.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="your-matches-title">
      <h2 id="your-matches-title">Your matches</h2>
      <ul className="match-list">
        {seats.slice(0, SHOWN).map((seat) => (
          <li key={seat.matchID} className="match-list__item">
            <span className="match-list__who">
              {findGame(seat.game)?.title ?? seat.game} as {seat.playerName}
            </span>
            <span className="match-list__setup">{new Date(seat.joinedAt).toLocaleString()}</span>
            <span className="match-list__actions">
              {finished.has(seat.matchID) ? (
                <Link to={replayPath(seat.game, seat.matchID)} className="button primary">
                  Replay
                </Link>
              ) : (
                <Link to={matchPath(seat.game, seat.matchID)} className="button primary">
                  Resume
                </Link>
              )}
              <button
                type="button"
                onClick={() => {
                  forgetSeat(seat.matchID);
                  setSeats(allSeats());
                }}
              >
                Forget
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
