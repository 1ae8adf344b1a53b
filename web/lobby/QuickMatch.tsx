/**
 * Quick match: choose the options (or "any") and press one button; you are seated with the next
 * player who asks for the same. While you wait: how long, when the computer will be offered,
 * Cancel; once that time has come, "Play the computer" at each level, while the search for a
 * person goes on. A reload resumes waiting (the ticket is in sessionStorage); leaving the page
 * leaves the queue (quick.ts). Matched, the seat is kept like any other and the match opens.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { findGame } from '../../games';
import type { GameMeta } from '../../games/common/meta';
import type { MatchedAnswer, WaitingAnswer } from '../../server/quick-answers';
import { ErrorMessage } from '../app/ErrorMessage';
import { matchPath, navigate } from '../app/router';
import { anyOptionsLine, computerRating, ratedLine } from '../players/rated-text';
import { effectiveValues, initialValues, OptionFields } from './OptionFields';
import { PlayerCountField } from './PlayerCountField';
import {
  askQuickMatch,
  cancelTicket,
  forgetTicket,
  keepSeat,
  leaveQueue,
  loadTicket,
  playComputer,
  pollTicket,
  QuickError,
  saveTicket,
  type HeldTicket,
} from './quick';

/** How often a waiting page asks (the server forgets a ticket nobody asks about for some seconds). */
export const POLL_MS = 1_000;

/** "1:05" */
export function clock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const explain = (error: unknown) => (error instanceof Error ? error.message : String(error));

interface Props {
  entry: GameMeta;
  /** The lobby's name field's (NameField.tsx). */
  name: string;
  /** Pressed without a name: the name field says so. */
  onNameMissing(): void;
}

/** What the form asks for: kept here, per game, so a Cancel (or a game picked and back) finds them as left. */
interface QuickChoices {
  numPlayers: number;
  /** "Any (the quickest)", else `values`. */
  any: boolean;
  values: Record<string, string>;
}

const initialChoices = (entry: GameMeta): QuickChoices => ({
  numPlayers: entry.playerCounts[0] ?? 2,
  any: true,
  values: initialValues(entry),
});

export function QuickMatch({ entry, name, onNameMissing }: Props) {
  const [held, setHeld] = useState<HeldTicket | null>(loadTicket);
  const [error, setError] = useState<string | null>(null);
  const [choicesByGame, setChoicesByGame] = useState<Readonly<Record<string, QuickChoices>>>({});
  const choices = choicesByGame[entry.name] ?? initialChoices(entry);
  // From the latest choices, not this render's: two changes in one event both count.
  const choose = (changed: Partial<QuickChoices>) =>
    setChoicesByGame((all) => ({ ...all, [entry.name]: { ...(all[entry.name] ?? initialChoices(entry)), ...changed } }));

  const start = (ticket: HeldTicket) => {
    saveTicket(ticket);
    setHeld(ticket);
  };
  // Stable: the waiting view's polling effect depends on it.
  const stop = useCallback((message: string | null) => {
    forgetTicket();
    setHeld(null);
    setError(message);
  }, []);

  return held ? (
    <Waiting key={held.ticket} held={held} name={name} onStop={stop} />
  ) : (
    <QuickForm
      key={entry.name}
      entry={entry}
      name={name}
      onNameMissing={onNameMissing}
      choices={choices}
      onChoose={choose}
      onStart={start}
      error={error}
      onError={setError}
    />
  );
}

/** Seated: the seat kept like any other, and off to the match. */
function seated(answer: MatchedAnswer): void {
  forgetTicket();
  keepSeat(answer);
  navigate(matchPath(answer.game, answer.matchID));
}

interface FormProps extends Props {
  choices: QuickChoices;
  onChoose: (changed: Partial<QuickChoices>) => void;
  onStart: (ticket: HeldTicket) => void;
  error: string | null;
  onError: (message: string | null) => void;
}

function QuickForm({ entry, name, onNameMissing, choices, onChoose, onStart, error, onError }: FormProps) {
  const { numPlayers, any, values } = choices;
  const [busy, setBusy] = useState(false);
  const context = { players: String(numPlayers) };
  const rated = any
    ? anyOptionsLine(entry, numPlayers)
    : ratedLine(entry, entry.setupData(effectiveValues(entry, values, context)), numPlayers);

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      onNameMissing();
      return;
    }
    setBusy(true);
    onError(null);
    try {
      const playerName = name.trim();
      const answer = await askQuickMatch({
        game: entry.name,
        numPlayers,
        options: any ? 'any' : effectiveValues(entry, values, context),
        playerName,
      });
      if (answer.status === 'matched') seated(answer);
      else
        onStart({
          ticket: answer.ticket,
          game: entry.name,
          playerName,
          asked: askedText(entry, numPlayers, any, values),
          ...(rated ? { rated } : {}),
        });
    } catch (e) {
      onError(explain(e));
      setBusy(false);
    }
  };

  return (
    <form className="panel quick-match" onSubmit={ask} aria-labelledby="quick-title">
      <h2 id="quick-title">Quick match: {entry.title}</h2>
      <p className="hint">
        You play the next person of your level who asks for the same game (the closer your ratings, the sooner). If nobody comes, the
        computer is offered.
      </p>
      {entry.playerCounts.length > 1 && (
        <div className="fields">
          <PlayerCountField
            entry={entry}
            id="quick-players"
            label="Table"
            numPlayers={numPlayers}
            onChange={(n) => onChoose({ numPlayers: n })}
          />
        </div>
      )}
      <fieldset className="quick-match__options">
        <legend>Options</legend>
        <label>
          <input type="radio" name="quick-options" checked={any} onChange={() => onChoose({ any: true })} /> Any (the quickest)
        </label>
        <label>
          <input type="radio" name="quick-options" checked={!any} onChange={() => onChoose({ any: false })} /> These:
        </label>
      </fieldset>
      {!any && (
        <div className="fields">
          <OptionFields entry={entry} values={values} context={context} onChange={(v) => onChoose({ values: v })} idPrefix="quick" />
        </div>
      )}
      {rated && <p className="hint rated-line">{rated}</p>}
      <div className="buttons">
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Looking…' : 'Quick match'}
        </button>
      </div>
      <ErrorMessage message={error} />
    </form>
  );
}

interface WaitingProps {
  held: HeldTicket;
  /** The name field's now: typed after the ticket was taken, it is for the next match. */
  name: string;
  onStop: (message: string | null) => void;
}

function Waiting({ held, name, onStop }: WaitingProps) {
  const entry = findGame(held.game);
  const title = entry?.title ?? held.game;
  const [answer, setAnswer] = useState<WaitingAnswer | null>(null);
  /** The server's clock minus this page's, from the last answer: the countdown follows the server. */
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(Date.now);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Still this page's ticket: a cancel or a match ends it (no "leave" for it on unmount). */
  const active = useRef(true);

  useEffect(() => {
    active.current = true;
    let timer: number | undefined;
    let stopped = false;
    const tick = async () => {
      window.clearTimeout(timer);
      let next = POLL_MS;
      try {
        const latest = await pollTicket(held.ticket);
        // A seat is handed out once: taken even if the page moved on meanwhile.
        if (latest.status === 'matched') {
          active.current = false;
          seated(latest);
          return;
        }
        if (stopped) return;
        setAnswer(latest);
        setOffset(latest.now - Date.now());
        setError(null);
      } catch (e) {
        if (stopped) return;
        if (e instanceof QuickError && e.status === 404) {
          active.current = false;
          onStop('Your place in the queue has expired: press Quick match to ask again.');
          return;
        }
        setError(explain(e));
        if (e instanceof QuickError && e.retryAfterSeconds) next = e.retryAfterSeconds * 1000;
      }
      if (!stopped) timer = window.setTimeout(() => void tick(), next);
    };
    void tick();
    const clockTimer = window.setInterval(() => setNow(Date.now()), 250);
    // Left (or reloaded): out of pairing at once; back from the browser's cache: ask again.
    const leave = () => active.current && leaveQueue(held.ticket);
    const back = (event: PageTransitionEvent) => event.persisted && void tick();
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      window.clearInterval(clockTimer);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
      leave(); // another page of the app: the same as leaving (a return resumes it)
    };
  }, [held.ticket, onStop]);

  const cancel = async () => {
    setBusy(true);
    try {
      if ((await cancelTicket(held.ticket)) === 'matched') {
        // Someone was seated with you a moment before: that match is yours.
        const latest = await pollTicket(held.ticket);
        if (latest.status === 'matched') {
          active.current = false;
          seated(latest);
          return;
        }
      }
      active.current = false;
      onStop(null);
    } catch (e) {
      setError(explain(e));
      setBusy(false);
    }
  };

  const computer = async (level: string) => {
    setBusy(true);
    try {
      const match = await playComputer(held.ticket, level);
      active.current = false;
      seated(match);
    } catch (e) {
      setError(explain(e));
      setBusy(false);
    }
  };

  const serverNow = now + offset;
  const waited = answer ? serverNow - answer.waitingSince : 0;
  const offered = answer !== null && serverNow >= answer.botOfferAt;
  const status = answer ? waitingStatus(answer, title, offered) : `Looking for a player for ${title}…`;

  return (
    <section className="panel quick-match quick-match--waiting" aria-labelledby="quick-title">
      <h2 id="quick-title">Quick match: {title}</h2>
      <p role="status" className="quick-match__status">
        {status}
      </p>
      {held.asked && (
        <p className="hint">
          You asked for: {held.asked}. {held.rated}
        </p>
      )}
      {answer && (
        <p className="quick-match__clock">
          Waiting <span role="timer">{clock(waited)}</span>
          {!offered && <> · If nobody comes by {clock(answer.botOfferAt - answer.waitingSince)} you can play the computer.</>}
        </p>
      )}
      {offered && (
        <div className="buttons" role="group" aria-label="Play the computer">
          {answer.levels.map((level) => {
            // The computer's fixed rating at each level, to choose one near your own.
            const rating = entry && computerRating(entry, level);
            return (
              <button key={level} type="button" disabled={busy} onClick={() => void computer(level)}>
                Play the computer ({level}
                {rating ? `, rated ${rating}` : ''})
              </button>
            );
          })}
        </div>
      )}
      <div className="buttons">
        <button type="button" onClick={() => void cancel()} disabled={busy}>
          Cancel
        </button>
        <span className="hint">
          Playing as {held.playerName}
          {name.trim() !== '' && name.trim() !== held.playerName && <> (“{name.trim()}” from your next match)</>}
        </span>
      </div>
      <ErrorMessage message={error} />
    </section>
  );
}

/** What a ticket asks for, as the wait repeats it (QA: it did not): "any options", "To 18 VP · First edition". */
function askedText(entry: GameMeta, numPlayers: number, any: boolean, values: Readonly<Record<string, string>>): string {
  // The game's own words for a setup name the table where it has several sizes.
  if (any) return `${entry.playerCounts.length > 1 ? `${numPlayers} players, ` : ''}any options`;
  return entry.describeSetup(entry.setupData(effectiveValues(entry, values, { players: String(numPlayers) })), numPlayers).join(' · ');
}

/**
 * Where the search stands. At a table of 3 or 4, who already waits with this player: the computer
 * would take only the seats still free, so "Play the computer" seats them too.
 */
function waitingStatus(answer: WaitingAnswer, title: string, offered: boolean): string {
  const others = answer.others ?? 0; // a server from before it said
  const need = answer.numPlayers - 1 - others;
  const wanted = need === 1 ? 'a player' : `${need} players`;
  const company = others === 1 ? '1 player is waiting with you' : `${others} players are waiting with you`;
  if (!offered) return others > 0 ? `${company}. Looking for ${need} more for ${title}…` : `Looking for ${wanted} for ${title}…`;
  // Someone may be waiting still too far from this player's rating: "nobody" would be untrue (QA).
  if (others === 0) return 'Nobody near your level yet: the search widens as you wait. You can play the computer meanwhile.';
  const them = others === 1 ? 'them' : `the ${others} of them`;
  return `${company}. You can play now, with ${them} and the computer in the ${need === 1 ? 'seat' : `${need} seats`} left, while the search goes on.`;
}
