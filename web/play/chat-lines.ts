/**
 * A match's chat lines: the messages worth showing, and those this browser has seen, kept in
 * localStorage. The server keeps no chat, so a reload, or a tab closed and opened again, showed
 * none of what was said before (QA). Kept: only what this browser received (what was said while
 * it was away is not there), the newest `CHAT_SHOWN` lines of each match, for the
 * `KEPT_MATCHES` matches it chatted in last; read back through the same check as what the socket
 * brings, since a stored line is hostile input too.
 */
import { isChatText } from '../../games/common/chat';

/** The newest messages a page keeps on screen; a long match's chat scrolls away. */
export const CHAT_SHOWN = 100;

export interface ChatLine {
  id: string;
  sender: string;
  text: string;
}

/** The messages worth showing, newest last: a seat's text with an id, each once. */
export function readChat(messages: readonly unknown[]): ChatLine[] {
  const lines: ChatLine[] = [];
  const seen = new Set<string>();
  for (const message of messages.slice(-CHAT_SHOWN * 2)) {
    if (typeof message !== 'object' || message === null) continue;
    const { id, sender, payload } = message as Record<string, unknown>;
    if (typeof id !== 'string' || typeof sender !== 'string' || !/^\d{1,2}$/.test(sender) || !isChatText(payload)) continue;
    if (seen.has(id)) continue;
    seen.add(id);
    lines.push({ id, sender, text: payload });
  }
  return lines.slice(-CHAT_SHOWN);
}

const PREFIX = 'als-lvs:chat:';
const KEPT_MATCHES = 20;

interface Kept {
  at: number;
  messages: { id: string; sender: string; payload: string }[];
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // private mode or storage disabled: the chat lasts for the page only
  }
}

function readKept(raw: string | null): Kept | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Kept>;
    return typeof parsed.at === 'number' && Array.isArray(parsed.messages) ? (parsed as Kept) : null;
  } catch {
    return null;
  }
}

export function keptChat(matchID: string): ChatLine[] {
  const kept = readKept(storage()?.getItem(PREFIX + matchID) ?? null);
  return kept ? readChat(kept.messages) : [];
}

/** Kept lines, then those received since that are not among them: the newest `CHAT_SHOWN`. */
export function withKept(kept: readonly ChatLine[], received: readonly ChatLine[]): ChatLine[] {
  const ids = new Set(kept.map((line) => line.id));
  return [...kept, ...received.filter((line) => !ids.has(line.id))].slice(-CHAT_SHOWN);
}

export function keepChat(matchID: string, lines: readonly ChatLine[], now = Date.now()): void {
  const store = storage();
  if (!store || lines.length === 0) return;
  const kept: Kept = { at: now, messages: lines.map(({ id, sender, text }) => ({ id, sender, payload: text })) };
  try {
    store.setItem(PREFIX + matchID, JSON.stringify(kept));
    const all: [string, number][] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(PREFIX)) all.push([key, readKept(store.getItem(key))?.at ?? 0]);
    }
    all.sort((a, b) => b[1] - a[1]);
    for (const [key] of all.slice(KEPT_MATCHES)) store.removeItem(key);
  } catch {
    // A full storage keeps what it had: the chat on screen is not touched.
  }
}
