/** Start something: a match for friends (create, then share the link) or a solo game. */
import { useState, type FormEvent } from 'react';
import { ErrorMessage } from '../app/ErrorMessage';
import { matchPath, navigate, soloPath } from '../app/router';
import { sentence } from '../../games/common/log';
import type { GameMeta } from '../../games/common/meta';
import { createAndJoin } from './actions';
import { explainError, lobbyClient } from './api';
import { effectiveValues, initialValues, OptionFields } from './OptionFields';
import { soloGameUnderWay } from '../play/solo-kept';
import { soloOptions } from '../play/solo-options';
import { ratedLine } from '../players/rated-text';
import { PlayerCountField } from './PlayerCountField';
import { AT_RANDOM, creatorSeat, otherSeatLabel, seatAfter, sideChoices } from './your-side';

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
  // The seat (and so the side) the creator plays, where seats have sides; else the first.
  const sides = sideChoices(entry, numPlayers);
  const [sideChosen, setSide] = useState(AT_RANDOM);
  const side = sides.some((s) => s.value === sideChosen) ? sideChosen : sides.length > 0 ? AT_RANDOM : '0';
  // Who plays each other seat, by its place after the creator's: a person ('') or the computer at a level.
  const [seatPlayers, setSeatPlayers] = useState<Record<string, string>>({});
  const offsets = Array.from({ length: numPlayers - 1 }, (_, i) => i + 1);
  const everyOtherSeatIsComputer = offsets.length > 0 && offsets.every((k) => seatPlayers[k]);
  /** The creator's seat (drawn now if at random) and the computer's seats around it. */
  const seating = () => {
    const mine = creatorSeat(side, numPlayers);
    const bots = Object.fromEntries(
      offsets.flatMap((k) => (seatPlayers[k] ? [[String(seatAfter(mine, k, numPlayers)), seatPlayers[k]]] : [])),
    );
    return { mine: String(mine), bots };
  };
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const context = { players: String(numPlayers) };
  const chosen = () => effectiveValues(entry, values, context);
  const rated = ratedLine(entry, entry.setupData(chosen()), numPlayers, offsets.length === 1 ? seatPlayers[1] || undefined : undefined);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      onNameMissing();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { mine, bots } = seating();
      const seat = await createAndJoin(lobbyClient(), entry.name, numPlayers, entry.setupData(chosen()), name, bots, mine);
      navigate(matchPath(seat.game, seat.matchID));
    } catch (e) {
      setError(explainError(e));
      setBusy(false);
    }
  };

  const solo = () => {
    const query = (seat: string) => ({
      ...chosen(),
      level,
      ...(entry.playerCounts.length > 1 ? { players: String(numPlayers) } : {}),
      ...(seat === '0' ? {} : { seat }),
    });
    // At random, a game under way with these options is resumed, whichever side it drew: a new
    // draw would leave it behind.
    const underWay =
      side === AT_RANDOM
        ? sides.find((s) => s.value !== AT_RANDOM && soloGameUnderWay(soloOptions(entry, new URLSearchParams(query(s.value))).storageKey))
        : undefined;
    navigate(soloPath(entry.name, query(underWay?.value ?? String(creatorSeat(side, numPlayers)))));
  };

  return (
    <form className="panel new-match" onSubmit={create} aria-label={`New ${entry.title} game`}>
      <h2>New game of {entry.title}</h2>
      <div className="fields">
        <PlayerCountField entry={entry} id="new-players" label="Players" numPlayers={numPlayers} onChange={setNumPlayers} />
        {sides.length > 0 && (
          <div className="field">
            <label htmlFor="your-side">You play</label>
            <select id="your-side" value={side} onChange={(e) => setSide(e.target.value)}>
              {sides.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.text}
                </option>
              ))}
            </select>
          </div>
        )}
        <OptionFields entry={entry} values={values} context={context} onChange={setValues} />
        {entry.levels.length > 0 &&
          offsets.map((k) => (
            <div className="field" key={k}>
              <label htmlFor={`seat-${k}`}>{otherSeatLabel(entry, numPlayers, side, k)}</label>
              <select
                id={`seat-${k}`}
                value={seatPlayers[k] ?? ''}
                onChange={(e) => setSeatPlayers({ ...seatPlayers, [k]: e.target.value })}
              >
                <option value="">Player</option>
                {entry.levels.map((l) => (
                  <option key={l} value={l}>
                    Computer ({l})
                  </option>
                ))}
              </select>
            </div>
          ))}
      </div>
      {rated && <p className="hint rated-line">{rated}</p>}
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
          <div className="field">
            <label htmlFor="solo-level">Computer</label>
            <select id="solo-level" value={level} onChange={(e) => setLevel(e.target.value)}>
              {entry.levels.map((l) => (
                <option key={l} value={l}>
                  {sentence(l)}
                </option>
              ))}
            </select>
          </div>
          <button type="button" onClick={solo}>
            Play against the computer
          </button>
          <span className="hint">in this browser, for practice: not rated</span>
        </div>
      )}
    </form>
  );
}
