/**
 * The seats this browser holds (localStorage) and how each of their matches stands, shared by the
 * lobby's "Your turn" notice at the top and "Your matches" below: one poll for both.
 */
import { useEffect, useRef, useState } from 'react';
import { allSeats, type Seat } from './seats';
import { fetchStanding, type MatchStanding } from './turns';

/** How many of the newest seats "Your matches" lists before "Show all". */
export const SHOWN = 8;
/**
 * How many seats are asked about at a time, newest first, leaving out matches known to be over
 * (an end is final): a match under way behind a few newer finished ones is still asked about, and
 * shows in "Your turn". 12 seats twice a minute: 24 lookups, under the server's 60 a minute per
 * address with two lobbies open.
 */
const ASKED = 12;
const POLL_MS = 30_000;

export interface YourSeats {
  seats: readonly Seat[];
  /** After a seat is forgotten or left: `allSeats()` again. */
  setSeats(seats: Seat[]): void;
  /** By match id; an unreachable match stays unknown. */
  standings: ReadonlyMap<string, MatchStanding>;
  /** Asks again now about the matches not known to be over (an end is final). */
  askAgain(): void;
}

export function useYourSeats(): YourSeats {
  const [seats, setSeats] = useState(allSeats);
  const [standings, askAgain] = useStandings(seats);
  return { seats, setSeats, standings, askAgain };
}

/**
 * How each of these matches stands, asked now and every `POLL_MS` while the lobby is open (an
 * unreachable match stays unknown). One request per seat: the server counts them per address.
 */
function useStandings(seats: readonly Seat[]): [ReadonlyMap<string, MatchStanding>, () => void] {
  const [standings, setStandings] = useState<ReadonlyMap<string, MatchStanding>>(new Map());
  const [round, setRound] = useState(0);
  /** The answers about matches that are over, kept for the page's life. */
  const ended = useRef(new Map<string, MatchStanding>());
  const key = seats.map((s) => s.matchID).join(',');
  useEffect(() => {
    let live = true;
    const ask = () =>
      void Promise.all(
        seats
          .filter((seat) => !ended.current.has(seat.matchID))
          .slice(0, ASKED)
          .map((seat) =>
            fetchStanding(seat).then(
              (standing) => [seat.matchID, standing] as const,
              () => null,
            ),
          ),
      ).then((answers) => {
        if (!live) return;
        const known = new Map<string, MatchStanding>();
        for (const seat of seats) {
          const end = ended.current.get(seat.matchID);
          if (end) known.set(seat.matchID, end);
        }
        for (const answer of answers) {
          if (!answer?.[1]) continue;
          known.set(answer[0], answer[1]);
          if (answer[1].standing === 'over') ended.current.set(answer[0], answer[1]);
        }
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
