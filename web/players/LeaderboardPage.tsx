/**
 * A game's leaderboard at `/leaderboard/<game>` (#21 item 4): its rated players by Glicko-2
 * rating, 50 a page, each linked to their page; which matches count; and the computer's fixed
 * ratings, against which a match with the computer counts too.
 */
import { GAMES, findGame } from '../../games';
import type { GameMeta } from '../../games/common/meta';
import { PAIR_RATED_PER_DAY } from '../../games/common/rating';
import { ErrorMessage } from '../app/ErrorMessage';
import { Link } from '../app/Link';
import { leaderboardPath, playerPath } from '../app/router';
import { UnknownGame } from '../play/UnknownGame';
import { useAsync } from '../play/useGameModule';
import { fetchLeaderboard, useMyPlayerId, type Leaderboard } from './api';
import { formatRating, RATING_HINT } from './format';

export function LeaderboardPage({ game, offset }: { game: string; offset: number }) {
  const entry = findGame(game);
  if (!entry) return <UnknownGame game={game} />;
  if (!entry.rating) {
    return (
      <main className="page player-pages">
        <h1>{entry.title}: no ratings</h1>
        <p>
          This game is not rated. <Link to="/">Go to the lobby</Link>.
        </p>
      </main>
    );
  }
  return <LeaderboardView entry={entry} offset={offset} />;
}

function LeaderboardView({ entry, offset }: { entry: GameMeta; offset: number }) {
  const board = useAsync(() => fetchLeaderboard(entry.name, offset), `${entry.name}?${offset}`);
  const others = GAMES.filter((g) => g.rating && g.name !== entry.name);
  return (
    <main className="page player-pages">
      <nav className="player-pages__nav" aria-label="Pages">
        <Link to="/">← Lobby</Link>
        <Link to="/player/me">Your player page</Link>
        {others.map((g) => (
          <Link key={g.name} to={leaderboardPath(g.name)}>
            {g.title} leaderboard
          </Link>
        ))}
      </nav>
      <h1>{entry.title} leaderboard</h1>
      {board.status === 'failed' && <ErrorMessage message={board.error} />}
      {board.status === 'loading' && <p className="status-line">Loading…</p>}
      {board.status === 'ready' && <BoardView board={board.value} entry={entry} />}
    </main>
  );
}

function BoardView({ board, entry }: { board: Leaderboard; entry: GameMeta }) {
  const me = useMyPlayerId();
  return (
    <>
      <p className="blurb">
        Rated: {board.counts}, once every seat has moved. An online match with a computer seat counts too (quick match or a new match), for
        the person only; “Play against the computer” in the browser is practice, not rated. The same two people count {PAIR_RATED_PER_DAY}{' '}
        matches in any 24 hours; later ones are kept in their histories, unrated.
      </p>
      <section className="panel" aria-labelledby="players-title">
        <h2 id="players-title">Players</h2>
        {board.total === 0 ? (
          <p>Nobody is rated yet: finish a rated match to be the first.</p>
        ) : (
          <>
            {/* Said before the table: below 50 rows, nobody reading "RD" found what it meant. */}
            <p className="hint" id="rating-hint">
              {RATING_HINT} Games: played (won–lost–drawn).
            </p>
            <table className="leaderboard" aria-describedby="rating-hint">
              <caption className="visually-hidden">
                {entry.title} players by rating, {board.offset + 1} to {board.offset + board.players.length} of {board.total}
              </caption>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Player</th>
                  <th scope="col">Rating · RD</th>
                  <th scope="col">Games</th>
                </tr>
              </thead>
              <tbody>
                {board.players.map((p) => (
                  <tr key={p.id} className={p.id === me ? 'leaderboard__me' : undefined}>
                    <td>{p.rank}</td>
                    <th scope="row">
                      <Link to={playerPath(p.id)}>{p.name || 'a player'}</Link>
                      {p.id === me && (
                        <>
                          {' '}
                          <span className="player-pages__you">(you)</span>
                        </>
                      )}
                    </th>
                    <td className="leaderboard__rating">{formatRating(p)}</td>
                    <td>
                      {p.games}
                      <span className="leaderboard__record">
                        {' '}
                        ({p.wins}–{p.losses}
                        {p.draws > 0 ? `–${p.draws}` : ''})
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
        {board.total > board.limit && (
          <nav className="buttons" aria-label="More players">
            {board.offset > 0 && <Link to={leaderboardPath(entry.name, Math.max(0, board.offset - board.limit))}>← Higher</Link>}
            {board.offset + board.limit < board.total && <Link to={leaderboardPath(entry.name, board.offset + board.limit)}>Lower →</Link>}
          </nav>
        )}
      </section>
      <section className="panel" aria-labelledby="computer-title">
        <h2 id="computer-title">The computer</h2>
        <ul className="ratings">
          {board.computer.map((c) => (
            <li key={c.level} className="ratings__item">
              <span className="ratings__game">Computer ({c.level})</span>
              <strong className="ratings__value">{Math.round(c.rating)}</strong>
            </li>
          ))}
        </ul>
        <p className="hint">
          Fixed ratings, measured by playing the levels against each other in hundreds of recorded games (the easy level is set at 1500, a
          new player’s rating). Against the computer only your rating moves.
        </p>
      </section>
    </>
  );
}
