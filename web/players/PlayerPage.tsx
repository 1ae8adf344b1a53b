/**
 * A player's page at `/player/<id>` (#21 items 4, 5): their name, rating in each rated game, and
 * their finished matches, newest first, 50 a page: game, when, opponents (linked to their
 * pages), result, who gave it up (resigned, or lost to a claim), rating change, and the replay
 * while the match is still stored (finished matches are removed after a while; the history stays
 * and says the replay is gone).
 * `/player/me` opens this browser's own page; there, "Use on another device" shows the token to
 * copy and takes one pasted from another device.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { GAMES } from '../../games';
import { ErrorMessage } from '../app/ErrorMessage';
import { Link } from '../app/Link';
import { leaderboardPath, navigate, playerPath, reviewPath } from '../app/router';
import { RESULT_WORDS } from '../app/result-words';
import type { ResignReason } from '../../games/common/resign';
import { useAsync } from '../play/useGameModule';
import {
  fetchMe,
  fetchProfile,
  hasProfile,
  PlayersApiError,
  useMyPlayerId,
  type MatchView,
  type Profile,
  type RatingView,
  type SeatView,
} from './api';
import { adoptToken, isPlayerId, isToken, playerToken } from './identity';
import { formatRating, RATING_HINT, ratingChange, titleOf } from './format';
import { UNRATED_SHORT } from './rated-text';

export function PlayerPage({ id, offset }: { id: string; offset: number }) {
  if (id === 'me') return <OwnPage />;
  return <PlayerView id={id} offset={offset} />;
}

/** `/player/me`: asks the server who this browser's token is, then shows that page. */
function OwnPage() {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!playerToken()) {
      setError('This browser cannot keep a player token (its storage is off): you play anonymously.');
      return;
    }
    fetchMe().then(
      ({ id }) => navigate(playerPath(id), { replace: true }),
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  }, []);
  return (
    <main className="page player-pages">
      <PageNav />
      <h1>Your player page</h1>
      {error ? <ErrorMessage message={error} /> : <p className="status-line">Loading…</p>}
    </main>
  );
}

function PageNav() {
  return (
    <nav className="player-pages__nav" aria-label="Pages">
      <Link to="/">← Lobby</Link>
      {GAMES.filter((g) => g.rating).map((g) => (
        <Link key={g.name} to={leaderboardPath(g.name)}>
          {g.title} leaderboard
        </Link>
      ))}
    </nav>
  );
}

function PlayerView({ id, offset }: { id: string; offset: number }) {
  const mine = useMyPlayerId() === id;
  const profile = useAsync(async () => {
    if (!isPlayerId(id)) throw new PlayersApiError(400, `“${id}” is not a player id.`);
    // Your own page before your first seat: no profile yet (its request would fail on the console).
    if (mine && !(await hasProfile())) return null;
    try {
      return await fetchProfile(id, offset);
    } catch (error) {
      // Nobody by that id, or your own page before your first seat (the token is yours to move).
      if (error instanceof PlayersApiError && error.status === 404) return null;
      throw error;
    }
  }, `${id}?${offset}`);
  const known = profile.status === 'ready' && profile.value !== null;
  const name = profile.status === 'ready' ? (profile.value?.name ?? (mine ? 'Your player page' : 'No such player')) : 'Player';
  return (
    <main className="page player-pages">
      <PageNav />
      <h1>
        {name}
        {mine && known && (
          <>
            {' '}
            <span className="player-pages__you">(you)</span>
          </>
        )}
      </h1>
      {profile.status === 'failed' && <ErrorMessage message={profile.error} />}
      {profile.status === 'loading' && <p className="status-line">Loading…</p>}
      {profile.status === 'ready' && profile.value === null && (
        <p>{mine ? 'No finished matches yet: join a match from the lobby to start.' : 'There is no player with this id.'}</p>
      )}
      {profile.status === 'ready' && profile.value && <ProfileView profile={profile.value} mine={mine} />}
      {mine && <DeviceTransfer />}
    </main>
  );
}

function ProfileView({ profile, mine }: { profile: Profile; mine: boolean }) {
  const { matches } = profile;
  return (
    <>
      <section className="panel" aria-labelledby="ratings-title">
        <h2 id="ratings-title">Ratings</h2>
        <ul className="ratings">
          {GAMES.filter((g) => g.rating).map((g) => (
            <RatingItem key={g.name} game={g.name} rating={profile.ratings.find((r) => r.game === g.name)} />
          ))}
        </ul>
        <p className="hint">{RATING_HINT}</p>
      </section>
      <section className="panel" aria-labelledby="history-title">
        <h2 id="history-title">Finished matches</h2>
        {matches.total === 0 ? (
          <p>No finished matches yet.</p>
        ) : (
          <>
            <p className="hint">
              {matches.total === 1 ? '1 match' : `${matches.total} matches`}
              {matches.total > matches.limit
                ? `; ${matches.offset + 1}–${Math.min(matches.total, matches.offset + matches.items.length)} shown, newest first`
                : ', newest first'}
              .
            </p>
            <ol className="history">
              {matches.items.map((m) => (
                <HistoryItem key={`${m.matchID}/${m.seat}`} match={m} owner={mine ? null : profile.name || 'this player'} />
              ))}
            </ol>
            <Pages id={profile.id} offset={matches.offset} limit={matches.limit} total={matches.total} />
          </>
        )}
      </section>
    </>
  );
}

function RatingItem({ game, rating }: { game: string; rating: RatingView | undefined }) {
  return (
    <li className="ratings__item">
      <span className="ratings__game">{titleOf(game)}</span>
      {rating ? (
        <>
          <strong className="ratings__value">{formatRating(rating)}</strong>
          <span className="ratings__record">
            {rating.games === 1 ? '1 rated game' : `${rating.games} rated games`}: {rating.wins} won, {rating.losses} lost
            {rating.draws > 0 ? `, ${rating.draws} drawn` : ''}
          </span>
        </>
      ) : (
        <span className="ratings__record">not rated yet</span>
      )}
      <Link to={leaderboardPath(game)}>
        Leaderboard<span className="visually-hidden"> of {titleOf(game)}</span>
      </Link>
    </li>
  );
}

/** A seat as the history names it: the computer by level, a player by a link to their page. */
function SeatName({ seat }: { seat: SeatView }) {
  if (seat.bot) return <span>Computer ({seat.bot})</span>;
  if (seat.id) return <Link to={playerPath(seat.id)}>{seat.name || 'a player'}</Link>;
  return <span>{seat.name || 'an empty seat'}</span>;
}

/** "Land", "Sea": a side that is not just the seat (Land vs Sea's roles). */
const sideName = (seat: Pick<SeatView, 'seat' | 'side'>) =>
  seat.side && seat.side !== seat.seat ? seat.side[0]!.toUpperCase() + seat.side.slice(1) : undefined;

function joined(seats: SeatView[]) {
  return seats.map((s, i) => (
    <span key={s.seat}>
      {i > 0 && (i === seats.length - 1 ? ' and ' : ', ')}
      <SeatName seat={s} />
      {sideName(s) && ` (${sideName(s)})`}
    </span>
  ));
}

/**
 * How a match given up ended, as the history says it: "you resigned", "Bo was away too long".
 * `owner` is the page's player when it is not this browser's (null: "you").
 */
function gaveUpWords(match: MatchView, owner: string | null): string | undefined {
  if (match.gaveUp) return owner === null ? GAVE_UP_WORDS[match.gaveUp]('you', 'were') : GAVE_UP_WORDS[match.gaveUp](owner, 'was');
  const seat = [...match.opponents, ...match.partners].find((s) => s.gaveUp);
  if (!seat?.gaveUp) return undefined;
  return GAVE_UP_WORDS[seat.gaveUp](seat.bot ? `Computer (${seat.bot})` : seat.name || 'a player', 'was');
}

const GAVE_UP_WORDS: Record<ResignReason, (who: string, be: 'was' | 'were') => string> = {
  resigned: (who) => `${who} resigned`,
  away: (who, be) => `${who} ${be} away too long`,
  slow: (who) => `${who} took too long over a turn`,
};

function HistoryItem({ match, owner }: { match: MatchView; owner: string | null }) {
  const when = new Date(match.finishedAt);
  const change = match.rating ? ratingChange(match.rating.change) : undefined;
  const side = sideName(match);
  const gaveUp = gaveUpWords(match, owner);
  return (
    <li className={`history__item history__item--${match.result}`}>
      <div className="history__head">
        <span className={`result result--${match.result}`}>{RESULT_WORDS[match.result]}</span>
        <span className="history__vs">
          {side && `as ${side} `}
          {match.opponents.length > 0 ? <>against {joined(match.opponents)}</> : 'alone'}
          {match.partners.length > 0 && <> with {joined(match.partners)}</>}
          {gaveUp && ` — ${gaveUp}`}
        </span>
      </div>
      <div className="history__details">
        <span>{titleOf(match.game)}</span>
        <time dateTime={when.toISOString()}>{when.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}</time>
        {match.rating ? (
          <span className={`history__change history__change--${match.rating.change >= 0 ? 'up' : 'down'}`}>
            Rating {change} ({Math.round(match.rating.before)} → {Math.round(match.rating.after)})
          </span>
        ) : (
          <span className="history__change">Unrated{match.unrated && `: ${UNRATED_SHORT[match.unrated]}`}</span>
        )}
        {match.replay ? (
          <>
            <Link to={match.replay}>
              Replay<span className="visually-hidden"> of this match</span>
            </Link>
            <Link to={reviewPath(match.game, match.matchID, { seat: match.seat })}>
              Review<span className="visually-hidden"> of this match</span>
            </Link>
          </>
        ) : (
          <span className="hint">Replay gone (the match is no longer stored)</span>
        )}
      </div>
    </li>
  );
}

function Pages({ id, offset, limit, total }: { id: string; offset: number; limit: number; total: number }) {
  if (total <= limit) return null;
  return (
    <nav className="buttons" aria-label="More matches">
      {offset > 0 && <Link to={playerPath(id, Math.max(0, offset - limit))}>← Newer matches</Link>}
      {offset + limit < total && <Link to={playerPath(id, offset + limit)}>Older matches →</Link>}
    </nav>
  );
}

/** On your own page: your token to copy to another device, and one from another device to use here. */
function DeviceTransfer() {
  const [shown, setShown] = useState(false);
  const [copied, setCopied] = useState(false);
  const [pasted, setPasted] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const token = playerToken() ?? '';

  const copy = () => {
    navigator.clipboard?.writeText(token).then(
      () => setCopied(true),
      () => setError('Copying was refused: select the token and copy it yourself.'),
    );
  };

  const adopt = async (event: FormEvent) => {
    event.preventDefault();
    const value = pasted.trim();
    setError(null);
    if (!isToken(value)) {
      setError('That is not a player token: 22 to 128 letters, digits, - and _ (copy it whole).');
      return;
    }
    if (value === token) {
      setError('That is already this browser’s token.');
      return;
    }
    setBusy(true);
    try {
      adoptToken(value);
      const { id } = await fetchMe();
      setPasted('');
      navigate(playerPath(id));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel device" aria-labelledby="device-title">
      <h2 id="device-title">Use on another device</h2>
      <p className="warning">
        Your player token is private: whoever has it plays as you, with your ratings and history. Do not share it or post it anywhere.
      </p>
      <p>
        To play as yourself in another browser or on another device, open this page there (Lobby → Your player page) and paste this token
        below.
      </p>
      <div className="buttons">
        <button type="button" onClick={() => setShown(!shown)} aria-expanded={shown} aria-controls="my-token-row">
          {shown ? 'Hide my token' : 'Show my token'}
        </button>
      </div>
      {shown && (
        <div className="field device__token" id="my-token-row">
          <label htmlFor="my-token">Your token</label>
          <div className="device__row">
            <input id="my-token" readOnly value={token} onFocus={(e) => e.currentTarget.select()} spellCheck={false} />
            <button type="button" onClick={copy}>
              Copy
            </button>
          </div>
          <span role="status" className="hint">
            {copied ? 'Copied.' : ''}
          </span>
        </div>
      )}
      <form className="field device__token" onSubmit={(e) => void adopt(e)}>
        <label htmlFor="paste-token">A token from another device</label>
        <div className="device__row">
          <input
            id="paste-token"
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            aria-describedby="paste-token-about"
          />
          <button type="submit" disabled={busy}>
            Use this token
          </button>
        </div>
        <span id="paste-token-about" className="hint">
          This browser then plays as that player. Its own token is replaced: copy it first if you want to keep it.
        </span>
      </form>
      <ErrorMessage message={error} />
    </section>
  );
}
