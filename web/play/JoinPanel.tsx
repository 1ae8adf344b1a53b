/** Opening a match's link without a seat: take a free seat with a name, or watch (a finished match: its last board). */
import { useRef, useState } from 'react';
import { ErrorMessage } from '../app/ErrorMessage';
import type { GameMeta } from '../../games/common/meta';
import { joinSeat } from '../lobby/actions';
import { explainError, lobbyClient, NAME_NEEDED } from '../lobby/api';
import { knownPlayerId } from '../players/identity';
import { isFreeFor, isOver, seatLabel, seatsFreeFor, type MatchInfo } from '../lobby/match-data';
import { seatRole, setupOf } from '../lobby/seat-text';
import { NAME_MAX } from '../lobby/NameField';
import { loadName, type Seat } from '../lobby/seats';
import { useFocusHandedOn } from './focus-when-shown';

interface Props {
  entry: GameMeta;
  match: MatchInfo;
  onJoined: (seat: Seat) => void;
  onWatch: () => void;
  onRefresh: () => void;
}

export function JoinPanel({ entry, match, onJoined, onWatch, onRefresh }: Props) {
  const [name, setName] = useState(loadName);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Taking a seat or choosing to watch replaces this panel with the board: focus goes to its prompt.
  const panel = useRef<HTMLElement>(null);
  useFocusHandedOn(panel);
  const finished = isOver(match);
  const me = knownPlayerId();
  const free = finished ? [] : seatsFreeFor(match, me);
  /** Free, but kept for a player of the match before this rematch: nobody else's to take. */
  const keptForOthers = finished ? [] : match.players.filter((p) => !p.taken && !isFreeFor(p, me));
  /** " (Sea)": the seat's part, when the game gives seats parts. */
  const part = (id: number) => {
    const role = seatRole(entry, match.players.length, id);
    return role ? ` (${role})` : '';
  };

  const join = async (playerID: string) => {
    if (name.trim() === '') {
      setError(NAME_NEEDED);
      document.getElementById('join-name')?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onJoined(await joinSeat(lobbyClient(), entry.name, match.matchID, name, playerID));
    } catch (e) {
      setError(explainError(e));
      setBusy(false);
      onRefresh();
    }
  };

  return (
    <section className="panel join" aria-labelledby="join-title" ref={panel}>
      <h2 id="join-title">
        {finished
          ? `This ${entry.title} match is over`
          : free.length > 0
            ? `Join this ${entry.title} match`
            : keptForOthers.length > 0
              ? `This ${entry.title} rematch waits for its players`
              : `This ${entry.title} match is being played`}
      </h2>
      <ul className="setup" aria-label="How this match is played">
        {setupOf(entry, match).map((part) => (
          <li key={part}>{part}</li>
        ))}
      </ul>
      <ul className="seats">
        {match.players.map((p) => (
          <li key={p.id}>
            Seat {p.id + 1}
            {part(p.id)}:{' '}
            {p.taken ? (
              seatLabel(p)
            ) : keptForOthers.includes(p) ? (
              <em>kept for {p.keptForName ? `${p.keptForName}, its player` : 'its player'} in the last match</em>
            ) : (
              <em>open</em>
            )}
          </li>
        ))}
      </ul>
      {finished ? (
        <div className="buttons">
          <button type="button" className="primary" onClick={onWatch}>
            See the last board
          </button>
        </div>
      ) : free.length > 0 ? (
        <>
          <div className="field">
            <label htmlFor="join-name">Your name</label>
            <input id="join-name" value={name} maxLength={NAME_MAX} autoComplete="nickname" onChange={(e) => setName(e.target.value)} />
          </div>
          <div className="buttons">
            {free.map((p) => (
              <button key={p.id} type="button" className="primary" disabled={busy} onClick={() => void join(String(p.id))}>
                Take seat {p.id + 1}
                {part(p.id)}
              </button>
            ))}
            <button type="button" onClick={onWatch}>
              Just watch
            </button>
          </div>
        </>
      ) : keptForOthers.length > 0 ? (
        <div className="buttons">
          <button type="button" className="primary" onClick={onWatch}>
            Watch it
          </button>
        </div>
      ) : (
        <div className="buttons">
          <span>This match is full.</span>
          <button type="button" className="primary" onClick={onWatch}>
            Watch it
          </button>
        </div>
      )}
      <ErrorMessage message={error} />
    </section>
  );
}
