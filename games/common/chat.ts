/**
 * What a chat message's text may be, for both ends: the server drops any other
 * (`server/chat-guard.ts`) and the match page's chat never sends one, so nothing a player writes
 * vanishes without the page having said why. Lengths are JavaScript's (UTF-16 code units), on
 * both sides; an emoji counts two.
 */

import { holdsControls, LONE_SURROGATE, showsSomething } from './shown-text';

/** The most characters one message may hold. */
export const CHAT_TEXT_LIMIT = 500;

/**
 * The server's default for how many messages one address may send a minute
 * (`LIMIT_CHATS_PER_MINUTE`); the page keeps to it and counts down to the next free message.
 */
export const CHATS_PER_MINUTE = 20;

/** Text the server relays: at most `CHAT_TEXT_LIMIT` characters that show something, no controls (`shown-text.ts`). */
export function isChatText(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= CHAT_TEXT_LIMIT &&
    showsSomething(value) &&
    !holdsControls(value) &&
    !LONE_SURROGATE.test(value)
  );
}
