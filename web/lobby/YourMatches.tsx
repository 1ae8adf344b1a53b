/**
 * The seats this browser holds (from localStorage): resume any of them (marked where it is that
 * seat's turn), watch the replay of a finished one (marked won, lost or drawn), or forget it. A
 * match still waiting for players is left, not forgotten: forgetting it here kept the seat on the
 * server, so the table stayed open in every lobby under this player's name, for others to join and
 * wait at. Forgetting a match under way asks first: its seat cannot be resumed, and the others may
 * then claim the win.
 */
import { useState } from 'react';
import { AskFirst } from '../app/AskFirst';
import { ErrorMessage } from '../app/ErrorMessage';
import { Link } from '../app/Link';
import { matchPath, replayPath } from '../app/router';
import { RESULT_WORDS } from '../app/result-words';
import { LeaveSeat } from './LeaveSeat';
import { yourMatchText } from './seat-text';
import { allSeats, forgetSeat } from './seats';
import { SHOWN, type YourSeats } from './useYourSeats';

export function YourMatches({ seats, setSeats, standings, askAgain }: YourSeats) {
  const [error, setError] = useState<string | null>(null);
  // The newest first; the rest on asking (an older match waiting for the others was out of reach).
  const [all, setAll] = useState(false);
  if (seats.length === 0) return null;
  const shown = all ? seats : seats.slice(0, SHOWN);
  return (
    <section className="panel your-matches" id="your-matches" aria-labelledby="your-matches-title">
      <h2 id="your-matches-title">Your matches</h2>
      <ErrorMessage message={error} />
      <ul className="match-list">
        {shown.map((seat) => {
          const known = standings.get(seat.matchID);
          const standing = known?.standing;
          return (
            <li key={seat.matchID} className="match-list__item">
              <span className="match-list__who">
                <span>{yourMatchText(seat, known?.others)}</span>
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
      {seats.length > shown.length && (
        <button type="button" onClick={() => setAll(true)}>
          Show all {seats.length}
        </button>
      )}
    </section>
  );
}
