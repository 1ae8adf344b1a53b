/**
 * Word of a new message while the chat is out of sight (QA: at 1280×800 the board fills the
 * screen and the chat lies below it, so an opponent's "one more?" went unread). A button pinned
 * to the screen's foot says who wrote what, and takes the page to the chat. What the chat held
 * when the page opened, and what came while it was in sight, is not news; nor is one's own.
 * Screen readers hear each message from the chat's live log already; the button is not a live
 * region too, so nothing is said twice.
 *
 * Once read there, it goes: at a tap elsewhere or a key (QA: it stayed over the foot of the
 * screen, a phone's hand, until the chat was scrolled into sight, though its words had been
 * read). Not at a tap or key in its first second, which was on its way before it showed, nor at
 * Tab, the keyboard's way to it. Unread, it goes after NEWS_MS as the move news does (QA: on a
 * phone it lay over the lower half of the hand, and a tap meant for a card opened the chat),
 * unless the keyboard's focus is on it.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useInSight } from '../../games/common/use-in-sight';
import type { ChatLine } from './chat-lines';

interface Props {
  chat: RefObject<HTMLElement | null>;
  lines: readonly ChatLine[];
  playerID: string | null;
  who: (sender: string) => string;
  show: () => void;
}

/** A tap or key this soon after the news showed was on its way already: it says nothing of reading it. */
const READ_AFTER_MS = 1_000;
/** Long enough to read a message of the chat's longest; it lies over a phone's hand meanwhile. */
const NEWS_MS = 10_000;
/** Keys on the way to the button. */
const WAY_KEYS = new Set(['Tab', 'Shift']);

export function ChatNews({ chat, lines, playerID, who, show }: Props) {
  const inSight = useInSight(chat, 0);
  const newest = lines.at(-1)?.id;
  const [seen, setSeen] = useState(newest);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (inSight) setSeen(newest);
  }, [inSight, newest]);
  const news = lines.slice(lines.findIndex((line) => line.id === seen) + 1).filter((line) => line.sender !== playerID);
  const last = inSight ? undefined : news.at(-1);
  const shown = last ? newest : undefined;
  useEffect(() => {
    if (shown === undefined) return;
    const since = Date.now();
    const read = (event: Event) => {
      if (Date.now() - since < READ_AFTER_MS) return;
      if (event instanceof KeyboardEvent && WAY_KEYS.has(event.key)) return;
      // Its own tap or Enter goes to the chat.
      if (event.target instanceof Node && button.current?.contains(event.target)) return;
      setSeen(shown);
    };
    const timer = setTimeout(() => {
      if (document.activeElement !== button.current) setSeen(shown);
    }, NEWS_MS);
    document.addEventListener('pointerdown', read, true);
    document.addEventListener('keydown', read, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', read, true);
      document.removeEventListener('keydown', read, true);
    };
  }, [shown]);
  if (!last) return null;
  return (
    <button type="button" className="foot-news chat-news" onClick={show} ref={button}>
      <span className="foot-news__count">{news.length === 1 ? 'New message' : `${news.length} new messages`}</span>
      <span className="chat-news__text">
        <strong>{who(last.sender)}:</strong> {last.text}
      </span>
    </button>
  );
}
