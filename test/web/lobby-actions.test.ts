// @vitest-environment jsdom
/** Routes, the seat store, play again and the error sentences, without rendering. */
import { LobbyClient, LobbyClientError } from 'boardgame.io/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchPath, pageKey, parseRoute, soloPath } from '../../web/app/router';
import { playAgain } from '../../web/lobby/actions';
import { explainError } from '../../web/lobby/api';
import { allSeats, forgetSeat, loadSeat, saveSeat, type Seat } from '../../web/lobby/seats';
import { fakeServer } from './support/fake-server';

const SEAT: Seat = { game: 'air-land-sea', matchID: 'old', playerID: '1', credentials: 'c1', playerName: 'Bo', joinedAt: 1 };
const client = () => new LobbyClient({ server: 'http://localhost:3000' });

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('routes', () => {
  it.each([
    ['/', '', { page: 'lobby' }],
    ['/match/air-land-sea/abc', '', { page: 'match', game: 'air-land-sea', matchID: 'abc' }],
    ['/match/air-land-sea/a%20b/', '?watch=1', { page: 'match', game: 'air-land-sea', matchID: 'a b' }],
    ['/solo/air-land-sea', '?level=hard', { page: 'solo', game: 'air-land-sea' }],
    ['/match/x', '', { page: 'missing', path: '/match/x' }],
  ])('%s%s', (path, search, expected) => {
    expect(parseRoute(path, search)).toMatchObject(expected);
  });

  it('builds shareable paths', () => {
    expect(matchPath('air-land-sea', 'a/b')).toBe('/match/air-land-sea/a%2Fb');
    expect(matchPath('air-land-sea', 'x', true)).toBe('/match/air-land-sea/x?watch=1');
    expect(soloPath('air-land-sea', { level: 'easy' })).toBe('/solo/air-land-sea?level=easy');
  });

  it('gives every page its own key, so an error on one page is gone on the next (a replay is not the lobby)', () => {
    const pages = [
      '/',
      '/match/air-land-sea/m1',
      '/replay/air-land-sea/m1',
      '/review/air-land-sea/m1?seat=0',
      '/rules/air-land-sea',
      '/tutorial/air-land-sea',
      '/solo/air-land-sea?level=easy',
      '/player/p1',
      '/leaderboard/air-land-sea',
      '/nowhere',
    ];
    const keys = pages.map((page) => {
      const url = new URL(page, 'http://localhost');
      return pageKey(parseRoute(url.pathname, url.search));
    });
    expect(new Set(keys).size).toBe(pages.length);
  });
});

describe('seats in localStorage', () => {
  it('round-trips, lists newest first, forgets, and ignores junk', () => {
    saveSeat(SEAT);
    saveSeat({ ...SEAT, matchID: 'new', joinedAt: 2 });
    window.localStorage.setItem('als-lvs:seat:junk', '{not json');
    expect(loadSeat('old')).toEqual(SEAT);
    expect(loadSeat('junk')).toBeNull();
    expect(allSeats().map((s) => s.matchID)).toEqual(['new', 'old']);
    forgetSeat('old');
    expect(loadSeat('old')).toBeNull();
  });
});

describe('play again', () => {
  it('the first to ask creates the rematch, then takes the same seat', async () => {
    const server = fakeServer({
      'GET /games/air-land-sea/old': () => ({
        body: {
          matchID: 'old',
          players: [
            { id: 0, name: 'Ada' },
            { id: 1, name: 'Bo' },
          ],
        },
      }),
      'POST /games/air-land-sea/old/playAgain': () => ({ body: { nextMatchID: 'next' } }),
      'GET /games/air-land-sea/next': () => ({ body: { matchID: 'next', players: [{ id: 0 }, { id: 1 }] } }),
      'POST /games/air-land-sea/next/join': () => ({ body: { playerID: '1', playerCredentials: 'c2' } }),
    });
    const seat = await playAgain(client(), SEAT);
    expect(server.posts().map((r) => [r.path, r.body])).toEqual([
      ['/games/air-land-sea/old/playAgain', { playerID: '1', credentials: 'c1' }],
      ['/games/air-land-sea/next/join', { playerName: 'Bo', playerID: '1' }],
    ]);
    expect(seat).toMatchObject({ matchID: 'next', playerID: '1', credentials: 'c2' });
    expect(loadSeat('next')).toMatchObject({ credentials: 'c2' });
  });

  it('a rematch that keeps seats: the server gives this player theirs, maybe another than before (Land vs Sea passes the sides round)', async () => {
    const server = fakeServer({
      'GET /games/land-vs-sea/old': () => ({ body: { matchID: 'old', nextMatchID: 'next', players: [] } }),
      'GET /games/land-vs-sea/next': () => ({
        body: { matchID: 'next', players: [{ id: 0 }, { id: 1 }], keptFor: { '0': 'bo-public-id-016', '1': 'cy-public-id-016' } },
      }),
      'POST /games/land-vs-sea/next/join': () => ({ body: { playerID: '0', playerCredentials: 'c5' } }),
    });
    const seat = await playAgain(client(), { ...SEAT, game: 'land-vs-sea' });
    expect(server.posts().map((r) => [r.path, r.body])).toEqual([['/games/land-vs-sea/next/join', { playerName: 'Bo' }]]);
    expect(seat).toMatchObject({ matchID: 'next', playerID: '0', credentials: 'c5' });
  });

  it('the second finds the rematch already made and takes any free seat if theirs is gone', async () => {
    const server = fakeServer({
      'GET /games/air-land-sea/old': () => ({ body: { matchID: 'old', nextMatchID: 'next', players: [] } }),
      'GET /games/air-land-sea/next': () => ({ body: { matchID: 'next', players: [{ id: 0 }, { id: 1, name: 'Cy' }] } }),
      'POST /games/air-land-sea/next/join': () => ({ body: { playerID: '0', playerCredentials: 'c3' } }),
    });
    const seat = await playAgain(client(), SEAT);
    expect(server.posts().map((r) => [r.path, r.body])).toEqual([['/games/air-land-sea/next/join', { playerName: 'Bo' }]]);
    expect(seat.playerID).toBe('0');
  });
});

describe('play again, when the rematch named is gone', () => {
  it('asks for another, which the server makes (a rematch its only player left was removed: Play again failed for good)', async () => {
    const server = fakeServer({
      'GET /games/air-land-sea/old': () => ({ body: { matchID: 'old', nextMatchID: 'gone', players: [] } }),
      'POST /games/air-land-sea/old/playAgain': () => ({ body: { nextMatchID: 'again' } }),
      'GET /games/air-land-sea/again': () => ({ body: { matchID: 'again', players: [{ id: 0 }, { id: 1 }] } }),
      'POST /games/air-land-sea/again/join': () => ({ body: { playerID: '1', playerCredentials: 'c4' } }),
    });
    const seat = await playAgain(client(), SEAT);
    expect(server.posts().map((r) => r.path)).toEqual(['/games/air-land-sea/old/playAgain', '/games/air-land-sea/again/join']);
    expect(seat).toMatchObject({ matchID: 'again', playerID: '1', credentials: 'c4' });
  });
});

describe('play again, back on the finished match', () => {
  it('goes to the seat this browser already holds in the rematch, with no join (QA: it said someone else took it)', async () => {
    const held: Seat = { ...SEAT, matchID: 'next', playerID: '0', credentials: 'c9', joinedAt: 2 };
    saveSeat(held);
    const server = fakeServer({
      'GET /games/air-land-sea/old': () => ({ body: { matchID: 'old', nextMatchID: 'next', players: [] } }),
      'GET /games/air-land-sea/next': () => ({
        body: {
          matchID: 'next',
          players: [
            { id: 0, name: 'Bo' },
            { id: 1, name: 'Ada' },
          ],
        },
      }),
    });
    expect(await playAgain(client(), SEAT)).toEqual(held);
    expect(server.posts()).toEqual([]);
  });
});

describe('error sentences', () => {
  it.each([
    [new LobbyClientError('HTTP status 403', { error: 'wrong credentials for seat "1"' }), 'Wrong credentials for seat "1".'],
    [new LobbyClientError('HTTP status 404', 'Match x not found'), 'Match x not found.'],
    // A sentence of its own keeps its end.
    [new LobbyClientError('HTTP status 400', { error: 'name the seat (0 or 1).' }), 'Name the seat (0 or 1).'],
    [new LobbyClientError('HTTP status 409', '<html>'), 'That seat was taken a moment ago.'],
    [
      new LobbyClientError('HTTP status 429', {
        error: 'too many matches created from your address (at most 10 a minute): try again in 42 s',
      }),
      'Too many matches created from your address (at most 10 a minute): try again in 42 s.',
    ],
    [new LobbyClientError('HTTP status 429', '<html>'), 'Too many requests from your address: wait a minute and try again.'],
    [new LobbyClientError('HTTP status 502', ''), 'The game server is not reachable right now. Try again in a moment.'],
    [new LobbyClientError('HTTP status 418', ''), 'The server refused the request (HTTP status 418).'],
    [new TypeError('Failed to fetch'), 'Cannot reach the game server. Check your connection and try again.'],
  ])('%s', (error, sentence) => {
    expect(explainError(error)).toBe(sentence);
  });
});
