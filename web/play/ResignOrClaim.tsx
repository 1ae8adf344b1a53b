/**
 * A seated player's ways out of a match between people that will not end by its rules:
 * - **Resign**, on your turn (the server takes a move only from the seat it waits for), asked
 *   first: "Resign?" with Resign and Keep playing; focus goes to the safe answer, Escape keeps
 *   playing. The others win.
 * - **Claim the win** when the match waits for a player of another side who is away (no socket
 *   connected). Neither while a seat is empty: the table still fills. The server grants it
 *   once they have been away AWAY_CLAIM_SECONDS on its clock (`server/claim-win.ts`): the notice
 *   asks it how long that is (its GET) and counts down, the button disabled until then; a claim
 *   refused as too soon says when too. Wherever the side falls below the board (a phone, a laptop)
 *   the notice stays at the foot of the screen: it is what a player left waiting looks for.
 */
import { useEffect, useState } from 'react';
import { AskFirst } from '../app/AskFirst';
import type { SomeGame } from '../../games/common/definition';
import { seatNames } from '../../games/common/log';
import { seatNamesOf, type AnyBoardProps } from '../../games/common/meta';
import { RESIGN } from '../../games/common/resign';
import { decidingSeats } from '../../games/common/turn';
import { computerLevelOf } from './ComputerThinking';

type Props = Pick<AnyBoardProps, 'playerID' | 'matchID' | 'credentials' | 'ctx' | 'matchData' | 'moves' | 'seatNames' | 'waiting'> & {
  definition: Pick<SomeGame, 'name' | 'sideOf'>;
};

/** The seat the match waits for that the claim would be against: away, a person's, on another side. */
function awayOpponent(props: Props): string | undefined {
  const { playerID, ctx, matchData, definition } = props;
  if (typeof playerID !== 'string') return undefined;
  const mySide = definition.sideOf(ctx.numPlayers, playerID);
  return decidingSeats(ctx).find((seat) => {
    const info = matchData?.find((p) => String(p.id) === seat);
    return !!info && info.isConnected !== true && computerLevelOf(info) === undefined && definition.sideOf(ctx.numPlayers, seat) !== mySide;
  });
}

export function ResignOrClaim(props: Props) {
  const { playerID, ctx, waiting } = props;
  // While a seat is empty (the table fills; it is never given back after) no move is taken.
  if (typeof playerID !== 'string' || ctx.gameover !== undefined || waiting) return null;
  const myTurn = decidingSeats(ctx).includes(playerID);
  const away = awayOpponent(props);
  return (
    <div className="resign-or-claim">
      {away !== undefined && <Claim {...props} away={away} />}
      <Resign myTurn={myTurn} question={resignQuestion(props)} resign={() => props.moves[RESIGN]?.('resigned')} />
    </div>
  );
}

/** "Resign? Ada wins this match.": who wins, where it is known before (two sides). */
function resignQuestion({ playerID, ctx, matchData, seatNames: given, definition }: Props): string {
  const seats = Array.from({ length: ctx.numPlayers }, (_, i) => String(i));
  const mySide = definition.sideOf(ctx.numPlayers, playerID ?? '');
  const sides = new Set(seats.map((seat) => definition.sideOf(ctx.numPlayers, seat)));
  if (sides.size !== 2) return 'Resign? The leader of the others wins this match.';
  const names = seatNames(null, seatNamesOf(matchData, given));
  const winners = seats.filter((seat) => definition.sideOf(ctx.numPlayers, seat) !== mySide).map((seat) => names.who(seat));
  return `Resign? ${winners.join(' & ')} win${winners.length > 1 ? '' : 's'} this match.`;
}

function Resign({ myTurn, question, resign }: { myTurn: boolean; question: string; resign: () => void }) {
  return (
    <AskFirst
      label={myTurn ? 'Resign…' : 'Resign (on your turn)'}
      question={question}
      yes="Resign"
      no="Keep playing"
      onYes={resign}
      // The turn passed while the question was open: the server would refuse it now.
      disabled={!myTurn}
    />
  );
}

/** What the server answered a claim: granted (the end comes over the socket), or why not. */
type ClaimAnswer = { ok: true } | { ok: false; error: string; retryAfterSeconds?: number };

const claimPath = (game: string, matchID: string) => `/games/${encodeURIComponent(game)}/${encodeURIComponent(matchID)}/claim`;

/** Seconds until a claim against `seat` may be made, as the server's clock has it; undefined if it cannot say. */
async function claimableIn(game: string, matchID: string, seat: string): Promise<number | undefined> {
  try {
    const response = await fetch(claimPath(game, matchID));
    if (!response.ok) return undefined;
    const { away } = (await response.json()) as { away?: unknown };
    const found = Array.isArray(away)
      ? (away as { playerID?: unknown; claimableInSeconds?: unknown }[]).find((a) => a.playerID === seat)
      : undefined;
    return typeof found?.claimableInSeconds === 'number' ? found.claimableInSeconds : undefined;
  } catch {
    return undefined;
  }
}

async function claimWin(game: string, matchID: string, playerID: string, credentials: string): Promise<ClaimAnswer> {
  try {
    const response = await fetch(claimPath(game, matchID), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ playerID, credentials }),
    });
    if (response.ok) return { ok: true };
    const body = (await response.json().catch(() => ({}))) as { error?: unknown; retryAfterSeconds?: unknown };
    return {
      ok: false,
      error: typeof body.error === 'string' ? body.error : `the server answered ${response.status}`,
      ...(typeof body.retryAfterSeconds === 'number' ? { retryAfterSeconds: body.retryAfterSeconds } : {}),
    };
  } catch {
    return { ok: false, error: 'the server could not be reached' };
  }
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

function Claim(props: Props & { away: string }) {
  const { away, matchID, playerID, credentials, definition } = props;
  const name = seatNames(null, seatNamesOf(props.matchData, props.seatNames)).who(away);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const waitFor = (seconds: number) => {
    setNow(Date.now());
    setWaitUntil(Date.now() + seconds * 1000);
  };
  useEffect(() => {
    let current = true;
    void claimableIn(definition.name, matchID, away).then((seconds) => {
      if (current && seconds !== undefined) waitFor(seconds);
    });
    return () => {
      current = false;
    };
  }, [definition.name, matchID, away]);
  useEffect(() => {
    if (waitUntil === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [waitUntil]);
  const left = waitUntil === null ? 0 : Math.max(0, Math.ceil((waitUntil - now) / 1000));

  const claim = async () => {
    setSending(true);
    setError(null);
    const answer = await claimWin(definition.name, matchID, playerID ?? '', credentials ?? '');
    setSending(false);
    if (answer.ok) return;
    if (answer.retryAfterSeconds !== undefined) waitFor(answer.retryAfterSeconds);
    else setError(answer.error);
  };

  return (
    <div className="claim" role="status">
      <p>
        {name} is away on their turn. If they do not come back, you can claim the win
        {left > 0 ? ` in ${clock(left)}` : ''}.
      </p>
      <button type="button" className="primary" disabled={sending || left > 0} onClick={() => void claim()}>
        Claim the win
      </button>
      {error && <p className="error">Not claimed: {error}.</p>}
    </div>
  );
}
