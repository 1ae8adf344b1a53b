/**
 * A match created on the server may not fix what its players must not know: a creator who chose
 * the deal (or the tile stacks) would know the opponent's hand, and the lobby shows setupData to
 * anyone. Refused with a 4xx JSON error, nothing created.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from './support/lobby';
import { ServerProcess } from './support/server-process';

let server: ServerProcess;

beforeAll(async () => {
  server = await ServerProcess.start();
});
afterAll(async () => {
  await server?.dispose();
});

const DEAL = {
  hands: [
    ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'],
    ['L1', 'L2', 'L3', 'L4', 'L5', 'L6'],
  ],
  deck: ['S1', 'S2', 'S3', 'S4', 'S5', 'S6'],
};

describe('setup options that fix hidden information', () => {
  it.each([
    ['air-land-sea', { deal: DEAL }, /deal would fix hidden information/],
    ['land-vs-sea', { stacks: [[{ tile: 'T01', up: 0 }], []] }, /stacks would fix hidden information/],
  ])('%s: refused when creating a match', async (game, setupData, message) => {
    const count = async () => ((await request(server.url, 'GET', `/games/${game}`)).body.matches as unknown[]).length;
    const before = await count();
    const reply = await request(server.url, 'POST', `/games/${game}/create`, { numPlayers: 2, setupData });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatch(message);
    expect(await count()).toBe(before);
  });

  it('the public options are still accepted', async () => {
    const reply = await request(server.url, 'POST', '/games/air-land-sea/create', {
      numPlayers: 2,
      setupData: { mode: 'standard', targetVP: 18, theaters: ['sea', 'air', 'land'], firstPlayer: '1' },
    });
    expect(reply.status).toBe(200);
    expect(typeof reply.body.matchID).toBe('string');
  });
});
