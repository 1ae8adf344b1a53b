/** The seats this browser holds (from localStorage): resume any of them, or forget it. */
import { useState } from 'react';
import { Link } from '../app/Link';
import { matchPath } from '../app/router';
import { findGame } from '../../games';
import { allSeats, forgetSeat } from './seats';

const SHOWN = 8;

export function YourMatches() {
  const [seats, setSeats] = useState(allSeats);
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
              <Link to={matchPath(seat.game, seat.matchID)} className="button primary">
                Resume
              </Link>
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
