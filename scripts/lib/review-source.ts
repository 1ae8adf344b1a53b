/** Where `npm run review` reads a finished match from: a saved replay file or the server's replay route. */
import { readFileSync } from 'node:fs';
import { UsageError } from './usage-error';

/** The match could not be read (a missing or broken file, an unfinished match, the network): one line, exit 1. */
export class ReviewSourceError extends Error {}

/** The replay route of a match URL (the match page, the replay page or the route itself). */
export function replayUrl(source: string): { url: string; game: string; matchID: string } {
  const url = new URL(source);
  const path = url.pathname.replace(/\/+$/, '');
  const match =
    /^\/(?:match|replay)\/([^/]+)\/([^/]+)$/.exec(path) ??
    /^\/games\/([^/]+)\/([^/]+)\/replay$/.exec(path) ??
    /^\/games\/([^/]+)\/([^/]+)$/.exec(path);
  if (!match) throw new UsageError(`${source} is not a match address: /match/<game>/<id> or /games/<game>/<id>/replay`);
  const [, game, matchID] = match as unknown as [string, string, string];
  return { url: `${url.origin}/games/${game}/${matchID}/replay`, game: decodeURIComponent(game), matchID: decodeURIComponent(matchID) };
}

export async function fetchReplay(source: string): Promise<{ replay: unknown; game?: string; matchID?: string }> {
  const { url, game, matchID } = replayUrl(source);
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' } });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    throw new ReviewSourceError(`cannot reach ${url}${cause}`);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const said = (body as { error?: unknown } | undefined)?.error;
    const why = typeof said === 'string' ? said : text.slice(0, 200);
    if (response.status === 403)
      throw new ReviewSourceError(`the match is not finished, so it cannot be reviewed yet (${url}: 403 ${why})`);
    throw new ReviewSourceError(`${url} answered ${response.status}: ${why}`);
  }
  if (body === undefined) throw new ReviewSourceError(`${url} did not answer JSON`);
  return { replay: body, game, matchID };
}

export function readReplay(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ReviewSourceError(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ReviewSourceError(`${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}
