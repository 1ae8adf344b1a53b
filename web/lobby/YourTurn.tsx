/**
 * At the top of the lobby: the matches where it is your turn, each one click away. "Your matches"
 * lists them too, but below the new-game form: on a phone, more than two screens down.
 */
import { Link } from '../app/Link';
import { matchPath } from '../app/router';
import { yourMatchText } from './seat-text';
import type { YourSeats } from './useYourSeats';

export function YourTurn({ seats, standings }: Pick<YourSeats, 'seats' | 'standings'>) {
  const waiting = seats.filter((seat) => standings.get(seat.matchID)?.standing === 'your-turn');
  if (waiting.length === 0) return null;
  return (
    <section className="panel your-turn" aria-labelledby="your-turn-title">
      <h2 id="your-turn-title">Your turn</h2>
      <ul className="your-turn__list">
        {waiting.map((seat) => {
          const text = yourMatchText(seat, standings.get(seat.matchID)?.others);
          return (
            <li key={seat.matchID} className="your-turn__item">
              <span>{text}</span>
              <Link to={matchPath(seat.game, seat.matchID)} className="button primary">
                Play<span className="visually-hidden"> your turn: {text}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
