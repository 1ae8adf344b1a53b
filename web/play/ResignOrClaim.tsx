/**
 * A seated player's ways out of a match between people that will not end by its rules:
 * - **Resign**, on your turn or not (a player kept waiting may leave), asked first: "Resign?"
 *   with Resign and Keep playing; focus goes to the safe answer, Escape keeps playing. The others
 *   win.
 * - **Claim the win** (with three sides, **End the match**: the leader of the other two wins)
 *   when the match waits for a player of another side who is away (no socket
 *   connected), or who is here but has spent too long on one turn. Neither while a seat is
 *   empty: the table still fills. The server grants it once they have been away
 *   AWAY_CLAIM_SECONDS, or on the turn TURN_CLAIM_SECONDS, on its clock (`server/claim-win.ts`):
 *   the notice asks it how long that is (its GET) and counts down, the button disabled until
 *   then; a claim refused as too soon says when too. Wherever the side falls below the board (a
 *   phone, a laptop) the notice stays at the foot of the screen: it is what a player left waiting
 *   looks for. A partner away on their turn is told of too, with the other side's clock.
 */
import { useCallback, useEffect, useState } from 'react';
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

/**
 * The person's seat the match waits for, other than this one: on another side (a claim would be
 * against them) or on this one (a partner); and whether they are away.
 */
function waitedFor(props: Props, partner: boolean): { seat: string; away: boolean } | undefined {
  const { playerID, ctx, matchData, definition } = props;
  if (typeof playerID !== 'string') return undefined;
  const mySide = definition.sideOf(ctx.numPlayers, playerID);
  for (const seat of decidingSeats(ctx)) {
    const info = matchData?.find((p) => String(p.id) === seat);
    if (
      seat !== playerID &&
      info &&
      computerLevelOf(info) === undefined &&
      (definition.sideOf(ctx.numPlayers, seat) === mySide) === partner
    )
      return { seat, away: info.isConnected !== true };
  }
  return undefined;
}

/** How many sides the match has: with more than two, the claimer does not win for sure (`games/common/resign.ts`). */
function sidesOf({ ctx, definition }: Pick<Props, 'ctx' | 'definition'>): number {
  return new Set(Array.from({ length: ctx.numPlayers }, (_, i) => definition.sideOf(ctx.numPlayers, String(i)))).size;
}

/** How long an opponent here may think before the page asks the server whether their turn has a clock. */
const SLOW_ASK_AFTER_MS = 60_000;

export function ResignOrClaim(props: Props) {
  const { playerID, ctx, waiting } = props;
  // While a seat is empty (the table fills; it is never given back after) no move is taken.
  if (typeof playerID !== 'string' || ctx.gameover !== undefined || waiting) return null;
  const opponent = waitedFor(props, false);
  const partner = opponent ? undefined : waitedFor(props, true);
  // A new position starts the clock of a slow turn again.
  const position = `${ctx.turn}:${ctx.numMoves ?? 0}:${ctx.currentPlayer}:${JSON.stringify(ctx.activePlayers)}`;
  return (
    <div className="resign-or-claim">
      {opponent?.away && <Claim {...props} against={opponent.seat} why="away" />}
      {partner?.away && <PartnerAway {...props} partner={partner.seat} />}
      {opponent && !opponent.away && <SlowTurn key={`${opponent.seat}:${position}`} {...props} against={opponent.seat} />}
      <AskFirst
        label="Resign…"
        question={resignQuestion(props)}
        yes="Resign"
        no="Keep playing"
        onYes={() => props.moves[RESIGN]?.('resigned')}
      />
    </div>
  );
}

/** "Resign? Ada wins this match.": who wins, where it is known before (two sides). */
function resignQuestion({ playerID, ctx, matchData, seatNames: given, definition }: Props): string {
  if (sidesOf({ ctx, definition }) !== 2) return 'Resign? The leader of the others wins this match.';
  const seats = Array.from({ length: ctx.numPlayers }, (_, i) => String(i));
  const mySide = definition.sideOf(ctx.numPlayers, playerID ?? '');
  const names = seatNames(null, seatNamesOf(matchData, given));
  const winners = seats.filter((seat) => definition.sideOf(ctx.numPlayers, seat) !== mySide).map((seat) => names.who(seat));
  return `Resign? ${winners.join(' & ')} win${winners.length > 1 ? '' : 's'} this match.`;
}

/** What the server answered a claim: granted (the end comes over the socket), or why not. */
type ClaimAnswer = { ok: true } | { ok: false; error: string; retryAfterSeconds?: number };

const claimPath = (game: string, matchID: string) => `/games/${encodeURIComponent(game)}/${encodeURIComponent(matchID)}/claim`;

/** Why a claim may be made: the seat is away, or has spent too long on one turn (the server's lists). */
type ClaimWhy = 'away' | 'slow';

/**
 * Seconds until a claim against `seat` may be made, for each reason the server's clocks have one
 * (`GET …/claim`); empty if it cannot say.
 */
async function claimableIn(game: string, matchID: string, seat: string): Promise<Partial<Record<ClaimWhy, number>>> {
  const seconds: Partial<Record<ClaimWhy, number>> = {};
  try {
    const response = await fetch(claimPath(game, matchID));
    if (!response.ok) return seconds;
    const lists = (await response.json()) as Partial<Record<ClaimWhy, unknown>>;
    for (const why of ['away', 'slow'] as const) {
      const listed = lists[why];
      const found = Array.isArray(listed)
        ? (listed as { playerID?: unknown; claimableInSeconds?: unknown }[]).find((a) => a.playerID === seat)
        : undefined;
      if (typeof found?.claimableInSeconds === 'number') seconds[why] = found.claimableInSeconds;
    }
  } catch {
    // The page cannot tell: no clock shown.
  }
  return seconds;
}

/**
 * An opponent here who has not moved for a minute: the page asks the server whether their turn
 * has a clock (TURN_CLAIM_SECONDS, not over a first move), and if so offers the claim, counting
 * down. A player who keeps the page open and never moves cannot hold the match for ever. If the
 * server finds them away, the away claim is offered instead: the seats' flag this page reads can
 * still say "here" when the server that held their socket died (several instances).
 */
function SlowTurn(props: Props & { against: string }) {
  const { against, matchID, definition } = props;
  const [offer, setOffer] = useState<{ why: ClaimWhy; seconds: number } | undefined>(undefined);
  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(() => {
      void claimableIn(definition.name, matchID, against).then(({ away, slow }) => {
        if (!current) return;
        if (away !== undefined) setOffer({ why: 'away', seconds: away });
        else if (slow !== undefined) setOffer({ why: 'slow', seconds: slow });
      });
    }, SLOW_ASK_AFTER_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [definition.name, matchID, against]);
  return offer === undefined ? null : <Claim {...props} why={offer.why} initialWait={offer.seconds} />;
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

/**
 * Seconds until a claim against `seat` for `why` may be made, counting down each second: from
 * `initialWait` if given, else as the server's clock answers (0 until then, or if it cannot say).
 * `waitFor` starts it again (a claim refused as too soon says how long).
 */
function useClaimClock(
  game: string,
  matchID: string,
  seat: string,
  why: ClaimWhy,
  initialWait?: number,
): { left: number; waitFor: (seconds: number) => void } {
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const waitFor = useCallback((seconds: number) => {
    setNow(Date.now());
    setWaitUntil(Date.now() + seconds * 1000);
  }, []);
  useEffect(() => {
    if (initialWait !== undefined) {
      waitFor(initialWait);
      return;
    }
    let current = true;
    void claimableIn(game, matchID, seat).then((seconds) => {
      const left = seconds[why];
      if (current && left !== undefined) waitFor(left);
    });
    return () => {
      current = false;
    };
  }, [game, matchID, seat, why, initialWait, waitFor]);
  useEffect(() => {
    if (waitUntil === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [waitUntil]);
  return { left: waitUntil === null ? 0 : Math.max(0, Math.ceil((waitUntil - now) / 1000)), waitFor };
}

function Claim(props: Props & { against: string; why: ClaimWhy; initialWait?: number }) {
  const { against, why, initialWait, matchID, playerID, credentials, definition } = props;
  const name = seatNames(null, seatNamesOf(props.matchData, props.seatNames)).who(against);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { left, waitFor } = useClaimClock(definition.name, matchID, against, why, initialWait);

  const claim = async () => {
    setSending(true);
    setError(null);
    const answer = await claimWin(definition.name, matchID, playerID ?? '', credentials ?? '');
    setSending(false);
    if (answer.ok) return;
    if (answer.retryAfterSeconds !== undefined) waitFor(answer.retryAfterSeconds);
    else setError(answer.error);
  };

  // With three sides the claim ends the match, and the leader of the other two wins: maybe not the claimer (QA).
  const twoSides = sidesOf(props) === 2;
  const what = twoSides ? 'claim the win' : 'end the match';
  return (
    <div className="claim" role="status">
      <p>
        {why === 'away'
          ? `${name} is away on their turn. If they do not come back, you can ${what}`
          : `${name} has been on this turn for a long time. If they do not move, you can ${what}`}
        {left > 0 ? ` in ${clock(left)}` : ''}.{!twoSides && ` ${name} then loses, and whoever of the others leads on points wins.`}
      </p>
      <button type="button" className="primary" disabled={sending || left > 0} onClick={() => void claim()}>
        {twoSides ? 'Claim the win' : 'End the match'}
      </button>
      {error && <p className="error">Not claimed: {error}.</p>}
    </div>
  );
}

/**
 * A partner away on their turn: the match waits for them, and the other side may claim the win
 * once the server's clock allows (QA: only the opponents were told, the partner saw a turn that
 * never came).
 */
function PartnerAway(props: Props & { partner: string }) {
  const { partner, matchID, definition } = props;
  const name = seatNames(null, seatNamesOf(props.matchData, props.seatNames)).who(partner);
  const { left } = useClaimClock(definition.name, matchID, partner, 'away');
  return (
    <div className="claim" role="status">
      <p>
        {`${name}, your partner, is away on their turn. If they do not come back, the other side can claim the win`}
        {left > 0 ? ` in ${clock(left)}` : ''}.
      </p>
    </div>
  );
}
