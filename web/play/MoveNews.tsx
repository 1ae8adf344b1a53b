/**
 * Word of the other seats' moves while the game log is out of sight (QA, on a phone: the log lies
 * screens below the board, so a computer's chain of effects, "With Maneuver, Computer (easy)
 * flipped your Ambush", was told where nobody looked; the board only marks the cards it touched).
 * Words pinned to the screen's foot say in the log's words what came since this seat's own last
 * move. They go once seen: at the next tap or key anywhere, after NEWS_MS, or when the log comes
 * into sight. Words only, as the pinned prompt: a tap on them reaches the card beneath (a button
 * there took the tap meant for the hand's last card). A page opened on a match says the others'
 * last moves too (what the opponent did while it was closed), except to a spectator, for whom
 * every move played before is as old as the next (QA: "41 new moves in the game log" over a
 * phone's board). Hidden from assistive technology, which hears each move of another seat from a
 * live region of its own, wherever the log is: the board's prompt said whose turn it was, never
 * what the opponent did.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useSightReport } from '../../games/common/use-in-sight';
import type { LogItem } from './GameLog';

/** Long enough to read a chain of two lines; short, since the words lie over the foot of the screen (the hand, on a phone). */
const NEWS_MS = 8_000;
/** The newest moves said; the log has the others. */
const SAID = 2;

interface Props {
  /** The log's newest entry: the log is in sight when half of it is (its title alone peeking in at a phone's foot is not). */
  newestEntry: RefObject<HTMLElement | null>;
  items: readonly LogItem[];
  /** This page's seat; null for a spectator, for whom every move is news. */
  viewer: string | null;
}

/** The moves after this seat's own last one (the start and moves not yet read are not news). */
function othersSinceMine(items: readonly LogItem[], viewer: string | null): LogItem[] {
  const news: LogItem[] = [];
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i]!;
    if (item.player === undefined || item.player === viewer) break;
    news.unshift(item);
  }
  return news;
}

export function MoveNews({ newestEntry, items, viewer }: Props) {
  const newest = items.at(-1)?.stateID;
  // Unknown until the first report: a page opened on a match says the others' last moves.
  const inSight = useSightReport(newestEntry, 0.5, newest);
  const [seen, setSeen] = useState<number>();
  /** The newest move when the page first had one (the moves before it come in later, from the server's history). */
  const opened = useRef<number>(undefined);
  if (opened.current === undefined) opened.current = newest;
  useEffect(() => {
    if (inSight === true) setSeen(newest);
  }, [inSight, newest]);
  const since = Math.max(seen ?? -1, viewer === null ? (opened.current ?? -1) : -1);
  const news = othersSinceMine(items, viewer).filter((item) => item.stateID > since);
  const shown = news.length > 0 && inSight === false ? newest : undefined;
  useEffect(() => {
    if (shown === undefined) return;
    const seenNow = () => setSeen(shown);
    const timer = setTimeout(seenNow, NEWS_MS);
    document.addEventListener('pointerdown', seenNow, true);
    document.addEventListener('keydown', seenNow, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', seenNow, true);
      document.removeEventListener('keydown', seenNow, true);
    };
  }, [shown]);
  const told = othersSinceMine(items, viewer).at(-1)?.lines.join('. ') ?? '';
  return (
    <>
      <p className="visually-hidden" role="status">
        {told}
      </p>
      {shown !== undefined && <Words count={news.length} lines={news.slice(-SAID).flatMap((item) => item.lines)} />}
    </>
  );
}

function Words({ count, lines }: { count: number; lines: readonly string[] }) {
  return (
    <p className="foot-news move-news" aria-hidden="true">
      <span className="foot-news__count">{count === 1 ? 'New in the game log' : `${count} new moves in the game log`}</span>
      <span className="move-news__text">{lines.join('. ')}</span>
    </p>
  );
}
