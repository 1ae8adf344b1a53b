/**
 * Beside an online board: when the match waits for a computer's seat, "Computer (hard) is
 * thinking…", and while the server's bot threads are all busy (`GET /health` says how many
 * decisions wait), that its move is queued, so a slow answer reads as the server's queue and not
 * as a stuck match. The seat is the computer's when the server marked it (`data.bot`).
 */
import type { AnyBoardProps } from '../../games/common/meta';
import { decidingSeats } from '../../games/common/turn';
import { usePolling } from '../lobby/usePolling';

const POLL_MS = 2_000;

/** The computer's level at a seat of `matchData` (the server marks its seats `data.bot`), or undefined for a person's. */
export function computerLevelOf(seat: object): string | undefined {
  const bot: unknown = (seat as { data?: { bot?: unknown } }).data?.bot;
  return typeof bot === 'string' ? bot : undefined;
}

/** The levels of the computer seats the match waits for now. */
export function computersDeciding(props: Pick<AnyBoardProps, 'ctx' | 'matchData'>): string[] {
  const deciding = decidingSeats(props.ctx);
  return (props.matchData ?? []).flatMap((seat) => {
    const bot = computerLevelOf(seat);
    return deciding.includes(String(seat.id)) && bot !== undefined ? [bot] : [];
  });
}

async function queuedOnServer(): Promise<number> {
  const response = await fetch(`${window.location.origin}/health`);
  const body: unknown = await response.json();
  const queued = (body as { bots?: { queued?: unknown } } | null)?.bots?.queued;
  return typeof queued === 'number' ? queued : 0;
}

function Thinking({ levels }: { levels: string[] }) {
  const { data: queued } = usePolling(queuedOnServer, POLL_MS, 'bot-queue');
  const who = levels.map((level) => `Computer (${level})`).join(' and ');
  return (
    <p className="status-line" role="status">
      {who} {levels.length > 1 ? 'are' : 'is'} thinking…
      {queued ? ` (queued: the server’s computer players are all busy, ${queued} move${queued > 1 ? 's' : ''} waiting)` : ''}
    </p>
  );
}

export function ComputerThinking(props: Pick<AnyBoardProps, 'ctx' | 'matchData' | 'waiting'>) {
  const levels = props.waiting ? [] : computersDeciding(props);
  return levels.length > 0 ? <Thinking levels={levels} /> : null;
}
