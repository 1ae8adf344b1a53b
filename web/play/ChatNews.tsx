/**
 * Word of a new message while the chat is out of sight (QA: at 1280×800 the board fills the
 * screen and the chat lies below it, so an opponent's "one more?" went unread). A button pinned
 * to the screen's foot says who wrote what, and takes the page to the chat. What the chat held
 * when the page opened, and what came while it was in sight, is not news; nor is one's own.
 * Screen readers hear each message from the chat's live log already; the button is not a live
 * region too, so nothing is said twice.
 */
import { useEffect, useState, type RefObject } from 'react';
import { useInSight } from '../../games/common/use-in-sight';
import type { ChatLine } from './chat-lines';

interface Props {
  chat: RefObject<HTMLElement | null>;
  lines: readonly ChatLine[];
  playerID: string | null;
  who: (sender: string) => string;
  show: () => void;
}

export function ChatNews({ chat, lines, playerID, who, show }: Props) {
  const inSight = useInSight(chat, 0);
  const newest = lines.at(-1)?.id;
  const [seen, setSeen] = useState(newest);
  useEffect(() => {
    if (inSight) setSeen(newest);
  }, [inSight, newest]);
  if (inSight) return null;
  const news = lines.slice(lines.findIndex((line) => line.id === seen) + 1).filter((line) => line.sender !== playerID);
  const last = news.at(-1);
  if (!last) return null;
  return (
    <button type="button" className="foot-news chat-news" onClick={show}>
      <span className="foot-news__count">{news.length === 1 ? 'New message' : `${news.length} new messages`}</span>
      <span className="chat-news__text">
        <strong>{who(last.sender)}:</strong> {last.text}
      </span>
    </button>
  );
}
