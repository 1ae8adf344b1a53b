/**
 * The match's chat (boardgame.io's: a seat's message reaches every socket of the match). Seats
 * write; spectators only read (the server relays nothing they send). Messages are shown as text,
 * never as markup: whatever a player types, `<b>` included, reads as typed.
 *
 * The page keeps to the server's rules (`games/common/chat.ts`) so nothing typed vanishes
 * without a word: at most `CHAT_TEXT_LIMIT` characters, never blank, and no more than
 * `CHATS_PER_MINUTE` a minute — past that the button waits and says for how long. What arrives
 * is read as hostile too: a message that is not a seat's text is not shown.
 * The socket has no memory: a page sees the messages sent since it connected, and this browser
 * keeps those it saw of each match (`chat-lines.ts`) for its next page of the match.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CHAT_TEXT_LIMIT, CHATS_PER_MINUTE, isChatText } from '../../games/common/chat';
import { holdsControls } from '../../games/common/shown-text';
import { ChatNews } from './ChatNews';
import { keepChat, keptChat, readChat, withKept } from './chat-lines';

const WINDOW_MS = 60_000;

interface Props {
  /** The match: what this browser saw of its chat is kept for its next page of it. */
  matchID: string;
  messages: readonly unknown[];
  /** Each seat's name by player id. */
  names: Readonly<Record<string, string>>;
  /** This page's seat; null for a spectator. */
  playerID: string | null;
  /** Sends a message to the match; absent for a spectator, who only reads. */
  send?: (text: string) => void;
}

/** When the page may send again, in ms since the epoch: now, or when the oldest of the last minute's messages ages out. */
function nextFreeAt(sent: readonly number[], now: number): number {
  const recent = sent.filter((at) => now - at < WINDOW_MS);
  return recent.length < CHATS_PER_MINUTE ? now : recent[recent.length - CHATS_PER_MINUTE]! + WINDOW_MS;
}

export function ChatPanel({ matchID, messages, names, playerID, send }: Props) {
  const [kept] = useState(() => keptChat(matchID));
  const lines = withKept(kept, readChat(messages));
  const [draft, setDraft] = useState('');
  const [sent, setSent] = useState<number[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const section = useRef<HTMLElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const freeAt = nextFreeAt(sent, now);
  const waitSeconds = Math.ceil((freeAt - now) / 1000);

  // The newest message stays in sight, and is kept.
  const newest = lines.at(-1)?.id;
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
    keepChat(matchID, lines);
  }, [newest]); // eslint-disable-line react-hooks/exhaustive-deps -- once a new line comes

  // While over the rate, a clock ticks the countdown down and frees the button.
  useEffect(() => {
    if (waitSeconds <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [waitSeconds > 0]); // eslint-disable-line react-hooks/exhaustive-deps -- one clock per wait

  const who = (sender: string) => (sender === playerID ? 'You' : (names[sender] ?? `Seat ${Number(sender) + 1}`));
  const text = draft.trim();
  const canSend = send !== undefined && isChatText(text) && waitSeconds <= 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = Date.now();
    if (!send || !isChatText(text) || nextFreeAt(sent, at) > at) return;
    send(text);
    setSent((previous) => [...previous.filter((t) => at - t < WINDOW_MS), at]);
    setNow(at);
    setDraft('');
    // Sent with the button, which the emptied box disables: the focus fell to the page's top (and
    // a phone's keyboard closed after every message). The next message is typed where this one was.
    input.current?.focus();
  };

  /** To the chat from its news: the whole panel in sight, and the focus on its messages, not lost with the button. */
  const showChat = () => {
    section.current?.scrollIntoView({ block: 'end' });
    list.current?.focus({ preventScroll: true });
  };

  return (
    <section className="chat" aria-labelledby="chat-title" ref={section}>
      <ChatNews chat={section} lines={lines} playerID={playerID} who={who} show={showChat} />
      <h2 className="chat__title" id="chat-title">
        Chat
      </h2>
      {/* The log role on a wrapper: on the list itself it would hide the list from assistive technology. */}
      <div className="chat__list" ref={list} role="log" aria-label="Chat messages" aria-live="polite" tabIndex={-1}>
        <ol className="chat__lines">
          {lines.length === 0 && <li className="chat__empty hint">No messages on this device yet.</li>}
          {lines.map((line) => (
            <li key={line.id} className={line.sender === playerID ? 'chat__message chat__message--mine' : 'chat__message'}>
              <span className="chat__sender">{who(line.sender)}:</span> <span className="chat__text">{line.text}</span>
            </li>
          ))}
        </ol>
      </div>
      {send ? (
        <form className="chat__form" onSubmit={submit}>
          <input
            ref={input}
            className="chat__input"
            type="text"
            aria-label="Message"
            placeholder="Say something…"
            autoComplete="off"
            maxLength={CHAT_TEXT_LIMIT}
            value={draft}
            onChange={(event) => setDraft(event.target.value.slice(0, CHAT_TEXT_LIMIT))}
          />
          <button type="submit" disabled={!canSend}>
            Send
          </button>
          {holdsControls(text) && (
            <p className="chat__wait hint" role="status">
              The message holds a control character (one that turns text backwards, for one): the chat does not send it.
            </p>
          )}
          {waitSeconds > 0 && (
            <p className="chat__wait hint" role="status">
              {CHATS_PER_MINUTE} messages a minute at most: you can send again in {waitSeconds} s.
            </p>
          )}
        </form>
      ) : (
        <p className="chat__readonly hint">Spectators read the chat; only players write.</p>
      )}
    </section>
  );
}
