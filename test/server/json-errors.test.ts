/**
 * What a lobby request answers when it fails (server/http-errors.ts): a known refusal says why; a
 * database out of reach is a 503 with when to try again, not a 500 that reads as broken for good.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, jsonErrors } from '../../server/http-errors';

let server: Server | undefined;
afterEach(() => {
  server?.close();
  vi.restoreAllMocks();
});

/** A server whose only route throws `error`; the answer's status, Retry-After and body. */
async function answerTo(error: unknown) {
  const app = new Koa();
  app.use(jsonErrors());
  app.use(() => {
    throw error;
  });
  server = createServer(app.callback()).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/games/air-land-sea`);
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('lobby errors', () => {
  it('a database out of reach (refused, shut down, connection lost) answers 503 with when to try again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const error of [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      new Error('Connection terminated unexpectedly'),
    ]) {
      const answer = await answerTo(error);
      expect(answer.status, error.message).toBe(503);
      expect(answer.retryAfter).toBe('5');
      expect(answer.body).toEqual({ error: 'the match database cannot be reached: try again in a moment', retryAfterSeconds: 5 });
      server!.close();
    }
    expect(logged).toHaveBeenCalledTimes(4);
  });

  it('a refusal says why; anything else is a 500 that shows nothing of the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await answerTo(new ApiError(404, 'no such match'))).toMatchObject({ status: 404, body: { error: 'no such match' } });
    server!.close();
    expect(await answerTo(new TypeError('x is undefined'))).toMatchObject({ status: 500, body: { error: 'internal server error' } });
  });
});
