/** Start something: a match for friends (create, then share the link) or a solo game. */
import { useState, type FormEvent } from 'react';
import { ErrorMessage } from '../app/ErrorMessage';
import { matchPath, navigate, soloPath } from '../app/router';
import type { GameMeta } from '../../games/common/meta';
import { createAndJoin } from './actions';
import { explainError, lobbyClient } from './api';
import { effectiveValues, initialValues, OptionFields } from './OptionFields';
import { seatRole } from './seat-text';
import { PlayerCountField } from './PlayerCountField';

interface Props {
  entry: GameMeta;
  /** The lobby's name field's (NameField.tsx). */
  name: string;
  /** Pressed without a name: the name field says so. */
  onNameMissing(): void;
}

export function NewMatch({ entry, name, onNameMissing }: Props) {
  const [values, setValues] = useState(() => initialValues(entry));
  const [numPlayers, setNumPlayers] = useState(entry.playerCounts[0] ?? 2);
  const [level, setLevel] = useState(entry.levels[Math.floor(entry.levels.length / 2)] ?? '');
  // The seat (and so the side) played against the computer, where seats have sides.
  const [soloSeat, setSoloSeat] = useState('0');
  const soloSeats = Array.from({ length: numPlayers }, (_, i) => String(i)).filter((id) => seatRole(entry, numPlayers, Number(id)));
  const seat = soloSeats.includes(soloSeat) ? soloSeat : '0';
  // Who plays each seat but the creator's: a person ('') or the computer at a level.
  const [seatPlayers, setSeatPlayers] = useState<Record<string, string>>({});
  const otherSeats = Array.from({ length: numPlayers - 1 }, (_, i) => String(i + 1));
  const bots = Object.fromEntries(otherSeats.flatMap((id) => (seatPlayers[id] ? [[id, seatPlayers[id]]] : [])));
  const everyOtherSeatIsComputer = otherSeats.length > 0 && otherSeats.every((id) => seatPlayers[id]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const context = { players: String(numPlayers) };
  const chosen = () => effectiveValues(entry, values, context);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      onNameMissing();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const seat = await createAndJoin(lobbyClient(), entry.name, numPlayers, entry.setupData(chosen()), name, bots);
      navigate(matchPath(seat.game, seat.matchID));
    } catch (e) {
      setError(explainError(e));
      setBusy(false);
    }
  };

  const solo = () =>
    navigate(
      soloPath(entry.name, {
        ...chosen(),
        level,
        ...(entry.playerCounts.length > 1 ? { players: String(numPlayers) } : {}),
        ...(seat === '0' ? {} : { seat }),
      }),
    );

  return (
    <form className="panel new-match" onSubmit={create} aria-label={`New ${entry.title} game`}>
      <h2>New game of {entry.title}</h2>
      <div className="fields">
        <PlayerCountField entry={entry} id="new-players" label="Players" numPlayers={numPlayers} onChange={setNumPlayers} />
        <OptionFields entry={entry} values={values} context={context} onChange={setValues} />
        {entry.levels.length > 0 &&
          otherSeats.map((id) => {
            const role = seatRole(entry, numPlayers, Number(id));
            return (
              <div className="field" key={id}>
                <label htmlFor={`seat-${id}`}>
                  Seat {Number(id) + 1}
                  {role ? ` (${role})` : ''}
                </label>
                <select
                  id={`seat-${id}`}
                  value={seatPlayers[id] ?? ''}
                  onChange={(e) => setSeatPlayers({ ...seatPlayers, [id]: e.target.value })}
                >
                  <option value="">Player</option>
                  {entry.levels.map((l) => (
                    <option key={l} value={l}>
                      Computer ({l})
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
      </div>
      <div className="buttons">
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Creating…' : 'Create a match'}
        </button>
        <span className="hint">
          {everyOtherSeatIsComputer ? 'the computer takes its seats at once; friends can watch' : 'then send the link to a friend'}
        </span>
      </div>
      <ErrorMessage message={error} />
      {entry.levels.length > 0 && (
        <div className="solo" id="solo">
          {soloSeats.length > 1 && (
            <div className="field">
              <label htmlFor="solo-seat">You play</label>
              <select id="solo-seat" value={seat} onChange={(e) => setSoloSeat(e.target.value)}>
                {soloSeats.map((id) => (
                  <option key={id} value={id}>
                    {seatRole(entry, numPlayers, Number(id))}
                    {numPlayers > 3 ? ` (seat ${Number(id) + 1})` : ''}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="field">
            <label htmlFor="solo-level">Computer</label>
            <select id="solo-level" value={level} onChange={(e) => setLevel(e.target.value)}>
              {entry.levels.map((l) => (
                <option key={l} value={l}>
                  {l[0]!.toUpperCase() + l.slice(1)}
                </option>
              ))}
            </select>
          </div>
          <button type="button" onClick={solo}>
            Play against the computer
          </button>
        </div>
      )}
    </form>
  );
}
