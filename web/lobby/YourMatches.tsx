/**
 * The seats this browser holds (from localStorage): resume any of them (marked where it is
 * that seat's turn), watch the replay of a finished one (marked won, lost or drawn), or forget it. A match still waiting for
 * players is left, not forgotten: forgetting it here kept the seat on the server, so the table
 * stayed open in every lobby under this player's name, for others to join and wait at. Forgetting
 * a match under way asks first: its seat cannot be resumed, and the others may then claim the win.
 */
import { useEffect, useState } from 'react';
import { AskFirst } from '../app/AskFirst';
import { ErrorMessage } from '../app/ErrorMessage';
import { Link } from '../app/Link';
import { matchPath, replayPath } from '../app/router';
import { RESULT_WORDS } from '../app/result-words';
import { findGame } from '../../games';
import { LeaveSeat } from './LeaveSeat';
import { seatLabel } from './match-data';
import { allSeats, forgetSeat, type Seat } from './seats';
import { fetchStanding, type MatchStanding } from './turns';

/**
 * How each of these matches stands, asked now and every `POLL_MS` while the lobby is open (an
 * unreachable match stays unknown). One request per seat: the server counts them per address.
 */
function useStandings(seats: readonly Seat[]): [ReadonlyMap<string, MatchStanding>, () => void] {
  const [standings, setStandings] = useState<ReadonlyMap<string, MatchStanding>>(new Map());
  const [round, setRound] = useState(0);
  const key = seats.map((s) => s.matchID).join(',');
  useEffect(() => {
    let live = true;
    const ask = () =>
      void Promise.all(
        seats.map((seat) =>
          fetchStanding(seat).then(
            (standing) => [seat.matchID, standing] as const,
            () => null,
          ),
        ),
      ).then((answers) => {
        if (!live) return;
        const known = new Map<string, MatchStanding>();
        for (const answer of answers) if (answer && answer[1]) known.set(answer[0], answer[1]);
        setStandings(known);
      });
    ask();
    const timer = window.setInterval(ask, POLL_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
    // `key` names the seats asked about; a new `round` asks again now.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  return [standings, () => setRound((r) => r + 1)];
}

const SHOWN = 8;
/** 8 seats twice a minute: well under the server's 60 lookups a minute per address. */
const POLL_MS = 30_000;

export function YourMatches() {
  const [seats, setSeats] = useState(allSeats);
  const [standings, askAgain] = useStandings(seats.slice(0, SHOWN));
  const [error, setError] = useState<string | null>(null);
  if (seats.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="your-matches-title">
      <h2 id="your-matches-title">Your matches</h2>
      <ErrorMessage message={error} />
      <ul className="match-list">
        {seats.slice(0, SHOWN).map((seat) => {
          const known = standings.get(seat.matchID);
          const standing = known?.standing;
          return (
            <li key={seat.matchID} className="match-list__item">
              <span className="match-list__who">
                <span>
                  {findGame(seat.game)?.title ?? seat.game} as {seat.playerName}
                  {known && known.others.length > 0 && ` vs ${known.others.map(seatLabel).join(', ')}`}
                </span>
                {standing === 'your-turn' && <strong className="badge badge--turn">Your turn</strong>}
                {standing === 'filling' && <span className="badge">Waiting for players</span>}
                {known?.result && <span className="badge">{RESULT_WORDS[known.result]}</span>}
              </span>
              <span className="match-list__setup">{new Date(seat.joinedAt).toLocaleString()}</span>
              <span className="match-list__actions">
                {standing === 'over' ? (
                  <Link to={replayPath(seat.game, seat.matchID)} className="button primary">
                    Replay
                  </Link>
                ) : (
                  <Link to={matchPath(seat.game, seat.matchID)} className="button primary">
                    Resume
                  </Link>
                )}
                {standing !== 'filling' ? (
                  <AskFirst
                    label="Forget"
                    question="Forget this match? You cannot come back to it, and you lose it once you are away on your turn."
                    yes="Forget"
                    no="Keep"
                    // Only a finished match is nothing to lose (one whose standing is unknown may be running).
                    askIf={() => standing !== 'over'}
                    onYes={() => {
                      forgetSeat(seat.matchID);
                      setSeats(allSeats());
                    }}
                  />
                ) : (
                  <LeaveSeat
                    seat={seat}
                    label="Leave"
                    alone={false}
                    onLeft={() => setSeats(allSeats())}
                    // A refused leave: the match may have begun meanwhile (its standing then says so).
                    onError={(message) => {
                      setError(message);
                      if (message) askAgain();
                    }}
                  />
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
