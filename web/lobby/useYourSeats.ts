/**
 * The seats this browser holds (localStorage) and how each of their matches stands, shared by the
 * lobby's "Your turn" notice at the top and "Your matches" below: one poll for both.
 */
import { useEffect, useState } from 'react';
import { allSeats, type Seat } from './seats';
import { fetchStanding, type MatchStanding } from './turns';

/** How many of the newest seats are listed and asked about. */
export const SHOWN = 8;
/** 8 seats twice a minute: well under the server's 60 lookups a minute per address. */
const POLL_MS = 30_000;

export interface YourSeats {
  seats: readonly Seat[];
  /** After a seat is forgotten or left: `allSeats()` again. */
  setSeats(seats: Seat[]): void;
  /** By match id; an unreachable match stays unknown. */
  standings: ReadonlyMap<string, MatchStanding>;
  /** Asks about every match again now. */
  askAgain(): void;
}

export function useYourSeats(): YourSeats {
  const [seats, setSeats] = useState(allSeats);
  const [standings, askAgain] = useStandings(seats.slice(0, SHOWN));
  return { seats, setSeats, standings, askAgain };
}

/**
 * How each of these matches stands, asked now and every `POLL_MS` while the lobby is open (an
 * unreachable match stays unknown). One request per seat: the server counts them per address.
 */
function useStandings(seats: readonly Seat[]): [ReadonlyMap<string, MatchStanding>, () => void] {
  const [standings, setStandings] = useState<ReadonlyMap<string, MatchStanding>>(new Map());
  const [round, setRound] = useState(0);
  const key = seats.map((s) => s.matchID).join(',');
  useEffect(() => {
    let live = true;
    const ask = () =>
      void Promise.all(
        seats.map((seat) =>
          fetchStanding(seat).then(
            (standing) => [seat.matchID, standing] as const,
            () => null,
          ),
        ),
      ).then((answers) => {
        if (!live) return;
        const known = new Map<string, MatchStanding>();
        for (const answer of answers) if (answer && answer[1]) known.set(answer[0], answer[1]);
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
