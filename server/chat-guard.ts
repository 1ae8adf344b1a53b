/**
 * boardgame.io relays a chat message (`chat`, matchID, message, credentials) to every socket of
 * the match once its sender's credentials check out, whatever the message holds: up to the
 * socket's 64 KB packet limit, any JSON, as often as it likes. A message must be what the
 * boardgame.io client sends, `{ id, sender, payload }`, with short text as the payload;
 * anything else is dropped. (How often is the rate limits' business.)
 */
import type { PacketGuard } from './socket-guards';

export const CHAT_TEXT_LIMIT = 500;
const ID_LIMIT = 32;

const isShortString = (value: unknown, limit: number): value is string => typeof value === 'string' && value.length <= limit;

function isChatMessage(message: unknown): boolean {
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return false;
  const { id, sender, payload, ...rest } = message as Record<string, unknown>;
  return (
    Object.keys(rest).length === 0 &&
    isShortString(id, ID_LIMIT) &&
    isShortString(sender, ID_LIMIT) &&
    isShortString(payload, CHAT_TEXT_LIMIT) &&
    payload.trim() !== ''
  );
}

export function chatGuard(): PacketGuard {
  return ([event, , message]) => event !== 'chat' || isChatMessage(message);
}
