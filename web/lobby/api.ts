/**
 * The lobby API on the server this page came from (it serves the app, the API and the sockets
 * on one port; `npm run dev` proxies them). Errors become one sentence a player can act on.
 */
import { LobbyClient, LobbyClientError } from 'boardgame.io/client';
import { serverSentence } from '../app/server-sentence';

export const lobbyClient = () => new LobbyClient({ server: window.location.origin });

const STATUS_TEXT: Record<number, string> = {
  403: 'The server did not accept this seat’s credentials.',
  404: 'That match does not exist (it may have been finished and cleaned up).',
  409: 'That seat was taken a moment ago.',
  429: 'Too many requests from your address: wait a minute and try again.',
  502: 'The game server is not reachable right now. Try again in a moment.',
  503: 'The game server is not reachable right now. Try again in a moment.',
  504: 'The game server is not reachable right now. Try again in a moment.',
};

/** The HTTP status of a lobby request the server refused, or undefined for any other failure. */
export function refusalStatus(error: unknown): number | undefined {
  if (!(error instanceof LobbyClientError)) return undefined;
  const status = Number(/\d{3}/.exec(error.message)?.[0]);
  return Number.isNaN(status) ? undefined : status;
}

/** A text field of the server's JSON error (`error`, `reason`), if the refusal carried one. */
function errorField(error: LobbyClientError, key: 'error' | 'reason'): string | undefined {
  const details: unknown = error.details;
  if (typeof details !== 'object' || details === null || !(key in details)) return undefined;
  const value: unknown = (details as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

/** The server's word for a refusal a page acts on (`reason` in its JSON error), if it gave one. */
export function refusalReason(error: unknown): string | undefined {
  return error instanceof LobbyClientError ? errorField(error, 'reason') : undefined;
}

/** What a person is told who creates, joins or asks for a match without a name. */
export const NAME_NEEDED = 'Enter your name first: the other players see it.';

/** A message for any failure of a lobby request. */
export function explainError(error: unknown): string {
  if (error instanceof LobbyClientError) {
    // Our server answers `{ error }`; boardgame.io's own routes sometimes answer plain text.
    const said = errorField(error, 'error');
    if (said !== undefined) return serverSentence(said);
    const details: unknown = error.details;
    if (typeof details === 'string' && details.trim() !== '' && !details.trim().startsWith('<')) return serverSentence(details);
    return STATUS_TEXT[refusalStatus(error) ?? 0] ?? `The server refused the request (${error.message}).`;
  }
  if (error instanceof TypeError) return 'Cannot reach the game server. Check your connection and try again.';
  return error instanceof Error ? error.message : String(error);
}
