// @vitest-environment jsdom
/**
 * The players in the web app, against a faked API: the browser's token (made once, sent with
 * every join, never in a body), the name registered once per change, the routes, a player's page
 * (ratings, history with results, who gave a match up, rating changes, opponents' links, replays and reviews, a replay gone), a
 * leaderboard, and taking a token from another device.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LobbyClient } from 'boardgame.io/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaderboardPath, offsetOf, parseRoute, playerPath } from '../../web/app/router';
import { joinSeat } from '../../web/lobby/actions';
import { LeaderboardPage } from '../../web/players/LeaderboardPage';
import { PlayerPage } from '../../web/players/PlayerPage';
import { adoptToken, isToken, newToken, playerToken, storedToken } from '../../web/players/identity';
import { fakeServer } from './support/fake-server';

const ADA = 'AdaAdaAdaAdaAda0';
const BO = 'BoBoBoBoBoBoBoB1';

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('this browser’s token', () => {
  it('is 128 random bits in base64url, made once and kept', () => {
    const made = new Set(Array.from({ length: 50 }, newToken));
    expect(made.size).toBe(50);
    for (const token of made) expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(storedToken()).toBeNull();
    const token = playerToken();
    expect(isToken(token!)).toBe(true);
    expect(playerToken()).toBe(token);
    expect(window.localStorage.getItem('als-lvs:player-token')).toBe(token);
  });

  it('goes with every join in the X-Player-Token header, never in a body; the name is registered once per change', async () => {
    const server = fakeServer({
      'POST /players/me': (body) => ({ body: { id: ADA, name: body.name } }),
      'POST /games/air-land-sea/m1/join': () => ({ body: { playerID: '1', playerCredentials: 'k1' } }),
      'POST /games/air-land-sea/m2/join': () => ({ body: { playerID: '0', playerCredentials: 'k2' } }),
    });
    const client = new LobbyClient({ server: 'http://localhost:3000' });
    await joinSeat(client, 'air-land-sea', 'm1', ' Ada ');
    await joinSeat(client, 'air-land-sea', 'm2', 'Ada');
    const token = storedToken()!;
    const joins = server.requests.filter((r) => r.path.endsWith('/join'));
    expect(joins.map((r) => r.headers['x-player-token'])).toEqual([token, token]);
    expect(joins.map((r) => r.body)).toEqual([{ playerName: 'Ada' }, { playerName: 'Ada' }]);
    expect(server.registrations().map((r) => [r.body, r.headers['x-player-token']])).toEqual([[{ name: 'Ada' }, token]]);
    expect(JSON.stringify(server.requests.map((r) => r.body))).not.toContain(token);
    await joinSeat(client, 'air-land-sea', 'm1', 'Ada L.');
    expect(server.registrations().map((r) => r.body)).toEqual([{ name: 'Ada' }, { name: 'Ada L.' }]);
  });

  it('a refused registration does not stop the join (the join registers a new player by its seat name)', async () => {
    const server = fakeServer({ 'POST /games/air-land-sea/m1/join': () => ({ body: { playerID: '1', playerCredentials: 'k1' } }) });
    const seat = await joinSeat(new LobbyClient({ server: 'http://localhost:3000' }), 'air-land-sea', 'm1', 'Ada');
    expect(seat.credentials).toBe('k1');
    expect(server.registrations()).toHaveLength(1);
  });

  it('a token from another device replaces this one, if it is a token', () => {
    playerToken();
    window.localStorage.setItem('als-lvs:player-id', ADA);
    expect(() => adoptToken('short')).toThrow(/not a player token/);
    const other = newToken();
    adoptToken(other);
    expect(storedToken()).toBe(other);
    expect(window.localStorage.getItem('als-lvs:player-id')).toBeNull();
  });
});

describe('routes', () => {
  it('a player page, a leaderboard, and their pages', () => {
    expect(parseRoute(`/player/${ADA}`, '?offset=50')).toMatchObject({ page: 'player', id: ADA });
    expect(parseRoute('/leaderboard/land-vs-sea', '')).toMatchObject({ page: 'leaderboard', game: 'land-vs-sea' });
    expect(parseRoute('/leaderboard/land-vs-sea/x', '')).toMatchObject({ page: 'missing' });
    expect(playerPath(ADA, 50)).toBe(`/player/${ADA}?offset=50`);
    expect(leaderboardPath('air-land-sea')).toBe('/leaderboard/air-land-sea');
    expect(offsetOf(new URLSearchParams('offset=100'))).toBe(100);
    for (const bad of ['offset=-1', 'offset=x', 'offset=1e3', '']) expect(offsetOf(new URLSearchParams(bad))).toBe(0);
  });
});

const MATCHES = [
  {
    matchID: 'm3',
    game: 'land-vs-sea',
    finishedAt: Date.UTC(2026, 11, 2, 10, 0),
    seat: '0',
    side: 'land',
    result: 'draw',
    rated: false,
    unrated: 'pair-day',
    opponents: [{ seat: '1', name: 'Bo', side: 'sea', id: BO }],
    partners: [],
    replay: null,
  },
  {
    matchID: 'm2',
    game: 'air-land-sea',
    finishedAt: Date.UTC(2026, 11, 1, 10, 0),
    seat: '1',
    side: '1',
    result: 'loss',
    gaveUp: 'resigned',
    rated: true,
    rating: { before: 1662.3, after: 1640.2, change: -22.1, rdBefore: 290, rdAfter: 250 },
    opponents: [{ seat: '0', name: 'Computer (hard)', side: '0', bot: 'hard' }],
    partners: [],
    replay: '/replay/air-land-sea/m2',
  },
  {
    matchID: 'm1',
    game: 'air-land-sea',
    finishedAt: Date.UTC(2026, 10, 30, 10, 0),
    seat: '0',
    side: '0',
    result: 'win',
    rated: true,
    rating: { before: 1500, after: 1662.3, change: 162.3, rdBefore: 350, rdAfter: 290.3 },
    opponents: [{ seat: '1', name: 'Bo', side: '1', id: BO, gaveUp: 'slow' }],
    partners: [],
    replay: '/replay/air-land-sea/m1',
  },
];

const PROFILE = {
  id: ADA,
  name: 'Ada',
  since: 1,
  ratings: [{ game: 'air-land-sea', rating: 1640.2, rd: 250, games: 2, wins: 1, losses: 1, draws: 0, provisional: true }],
  matches: { total: 120, offset: 50, limit: 50, items: MATCHES },
};

describe('a player’s page', () => {
  it('ratings, and finished matches with opponents, results, rating changes and replays (or that the replay is gone)', async () => {
    const server = fakeServer({ [`GET /players/${ADA}`]: () => ({ body: PROFILE }) });
    render(<PlayerPage id={ADA} offset={50} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada' })).toBeTruthy();
    expect(server.requests[0]!.path).toBe(`/players/${ADA}`);
    const ratings = within(screen.getByRole('region', { name: 'Ratings' }));
    expect(ratings.getByText('1640? · RD 250')).toBeTruthy();
    expect(ratings.getByText('not rated yet')).toBeTruthy(); // Land vs Sea
    const items = screen.getAllByRole('listitem').filter((li) => li.classList.contains('history__item'));
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Drawas Land against Bo \(Sea\)Land vs Sea.*Unrated: over 3 a day between the same two peopleReplay gone/),
      // Someone else's page names its player where their own says "you".
      expect.stringMatching(/^Lostagainst Computer \(hard\) — Ada resignedAir, Land & Sea.*Rating −22 \(1662 → 1640\)Replay/),
      expect.stringMatching(/^Wonagainst Bo — Bo took too long over a turnAir, Land & Sea.*Rating \+162 \(1500 → 1662\)Replay/),
    ]);
    expect(within(items[0]!).queryByRole('link', { name: /Replay/ })).toBeNull();
    expect(
      within(items[1]!)
        .getByRole('link', { name: /Replay/ })
        .getAttribute('href'),
    ).toBe('/replay/air-land-sea/m2');
    // The review of the match, of this player's seat in it; none once the match is gone.
    expect(
      within(items[1]!)
        .getByRole('link', { name: /^Review/ })
        .getAttribute('href'),
    ).toBe('/review/air-land-sea/m2?seat=1');
    expect(within(items[0]!).queryByRole('link', { name: /^Review/ })).toBeNull();
    expect(within(items[1]!).queryByRole('link', { name: /Computer/ })).toBeNull();
    expect(within(items[2]!).getByRole('link', { name: 'Bo' }).getAttribute('href')).toBe(`/player/${BO}`);
    const pages = within(screen.getByRole('navigation', { name: 'More matches' }));
    expect(pages.getByRole('link', { name: '← Newer matches' }).getAttribute('href')).toBe(`/player/${ADA}`);
    expect(pages.getByRole('link', { name: 'Older matches →' }).getAttribute('href')).toBe(`/player/${ADA}?offset=100`);
    expect(screen.getByText(/120 matches; 51–53 shown/)).toBeTruthy();
    // Someone else's page: no token to show.
    expect(screen.queryByRole('heading', { name: 'Use on another device' })).toBeNull();
  });

  it('your own history says "you" of what you gave up', async () => {
    playerToken();
    window.localStorage.setItem('als-lvs:player-id', ADA);
    fakeServer({ [`GET /players/${ADA}`]: () => ({ body: PROFILE }), 'GET /players/me': () => ({ body: { id: ADA, name: 'Ada' } }) });
    render(<PlayerPage id={ADA} offset={50} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada (you)' })).toBeTruthy();
    const items = screen.getAllByRole('listitem').filter((li) => li.classList.contains('history__item'));
    expect(items[1]!.textContent).toMatch(/^Lostagainst Computer \(hard\) — you resignedAir, Land & Sea/);
    expect(items[2]!.textContent).toMatch(/^Wonagainst Bo — Bo took too long over a turnAir/);
  });

  it('a malformed answer shows what can be read; an unknown player says so', async () => {
    fakeServer({
      [`GET /players/${ADA}`]: () => ({
        body: { id: ADA, name: 7, ratings: 'x', matches: { items: [{ result: 'odd', opponents: [{}] }] } },
      }),
      [`GET /players/${BO}`]: () => ({ status: 404, body: { error: `no player "${BO}"` } }),
    });
    render(<PlayerPage id={ADA} offset={0} />);
    await screen.findByRole('heading', { name: 'Finished matches' });
    expect(screen.getAllByText('not rated yet')).toHaveLength(2);
    cleanup();
    render(<PlayerPage id={BO} offset={0} />);
    expect(await screen.findByText('There is no player with this id.')).toBeTruthy();
    cleanup();
    render(<PlayerPage id="not-an-id" offset={0} />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/is not a player id/);
  });

  it('your own page before your first seat: yours, unnamed, nothing finished yet', async () => {
    playerToken();
    window.localStorage.setItem('als-lvs:player-id', BO);
    const server = fakeServer({
      'GET /players/me': () => ({ body: { id: BO, name: null } }),
      [`GET /players/${BO}`]: () => ({ status: 404, body: { error: `no player "${BO}"` } }),
    });
    render(<PlayerPage id={BO} offset={0} />);
    expect(await screen.findByText('No finished matches yet: join a match from the lobby to start.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your player page');
    // Not asked for a profile that does not exist yet: the browser logs every 404 on the console.
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).not.toContain(`GET /players/${BO}`);
  });

  it('your own page shows your token on demand, and takes one from another device', async () => {
    const user = userEvent.setup();
    const mine = playerToken()!;
    window.localStorage.setItem('als-lvs:player-id', ADA);
    const other = newToken();
    const server = fakeServer({
      [`GET /players/${ADA}`]: () => ({ body: { ...PROFILE, matches: { total: 0, offset: 0, limit: 50, items: [] } } }),
      'GET /players/me': () => ({ body: { id: BO, name: 'Bo' } }),
    });
    render(<PlayerPage id={ADA} offset={0} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada (you)' })).toBeTruthy();
    const device = within(screen.getByRole('region', { name: 'Use on another device' }));
    expect(device.getByText(/private: whoever has it plays as you/)).toBeTruthy();
    expect(device.queryByLabelText('Your token')).toBeNull();
    await user.click(device.getByRole('button', { name: 'Show my token' }));
    expect((device.getByLabelText('Your token') as HTMLInputElement).value).toBe(mine);
    await user.type(device.getByLabelText('A token from another device'), 'nope');
    await user.click(device.getByRole('button', { name: 'Use this token' }));
    expect(device.getByRole('alert').textContent).toMatch(/not a player token/);
    expect(storedToken()).toBe(mine);
    await user.clear(device.getByLabelText('A token from another device'));
    await user.type(device.getByLabelText('A token from another device'), other);
    await user.click(device.getByRole('button', { name: 'Use this token' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/player/${BO}`));
    expect(storedToken()).toBe(other);
    expect(server.requests.filter((r) => r.path === '/players/me').at(-1)?.headers['x-player-token']).toBe(other);
  });
});

describe('a leaderboard', () => {
  const BOARD = {
    game: 'air-land-sea',
    counts: 'standard games',
    total: 2,
    offset: 0,
    limit: 50,
    players: [
      { rank: 1, id: BO, name: 'Bo', rating: 1710.4, rd: 80, games: 30, wins: 20, losses: 9, draws: 1, provisional: false },
      { rank: 2, id: ADA, name: 'Ada', rating: 1640.2, rd: 250, games: 2, wins: 1, losses: 1, draws: 0, provisional: true },
    ],
    computer: [
      { level: 'easy', rating: 1500, rd: 50 },
      { level: 'medium', rating: 1900, rd: 50 },
      { level: 'hard', rating: 2200, rd: 50 },
    ],
  };

  it('players by rating, linked to their pages, you marked; which matches count; the computer’s ratings', async () => {
    playerToken();
    window.localStorage.setItem('als-lvs:player-id', ADA);
    fakeServer({ 'GET /ratings/air-land-sea': () => ({ body: BOARD }) });
    render(<LeaderboardPage game="air-land-sea" offset={0} />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['1Bo1710 · RD 8030 (20–9–1)', '2Ada (you)1640? · RD 2502 (1–1)']);
    // What "RD" and "?" mean is said before the figures, and is the table's description.
    expect(within(table).getByRole('columnheader', { name: 'Rating · RD' })).toBeTruthy();
    const hint = document.getElementById(table.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toMatch(/^Glicko-2 ratings.*RD \(rating deviation\) says how sure.*“\?” marks a provisional rating/);
    expect(hint.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: 'Ada' }).getAttribute('href')).toBe(`/player/${ADA}`);
    expect(screen.getByText(/Rated: standard games/)).toBeTruthy();
    expect(screen.getByText(/The same two people count 3 matches in any 24 hours/)).toBeTruthy();
    const computer = within(screen.getByRole('region', { name: 'The computer' }));
    expect(computer.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Computer (easy)1500',
      'Computer (medium)1900',
      'Computer (hard)2200',
    ]);
  });

  it('nobody rated yet; a game that does not exist', async () => {
    fakeServer({ 'GET /ratings/land-vs-sea': () => ({ body: { ...BOARD, game: 'land-vs-sea', total: 0, players: [] } }) });
    render(<LeaderboardPage game="land-vs-sea" offset={0} />);
    expect(await screen.findByText(/Nobody is rated yet/)).toBeTruthy();
    cleanup();
    render(<LeaderboardPage game="chess" offset={0} />);
    expect(screen.getByRole('heading', { name: 'Unknown game' })).toBeTruthy();
  });
});
