// @vitest-environment jsdom
/** The lobby against a faked lobby API: create, options, refusals, open matches, solo, your seats. */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findGame } from '../../games';
import { LobbyPage } from '../../web/lobby/LobbyPage';
import { soloOptions } from '../../web/play/solo-options';
import { loadSeat, saveSeat } from '../../web/lobby/seats';
import { playerToken, rememberPlayerId } from '../../web/players/identity';
import { fakeServer, OPEN_MATCH } from './support/fake-server';

const NO_MATCHES = { 'GET /games/air-land-sea': () => ({ body: { matches: [] } }) };

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('lobby', () => {
  it('opens at the game the address names, and a game picked goes into the address', async () => {
    const user = userEvent.setup();
    fakeServer({ ...NO_MATCHES, 'GET /games/land-vs-sea': () => ({ body: { matches: [] } }) });
    render(<LobbyPage query={new URLSearchParams('game=land-vs-sea')} />);
    expect(screen.getByRole('radio', { name: /Land vs Sea/ }).getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('radio', { name: /Air, Land & Sea/ }));
    expect(window.location.search).toBe('?game=air-land-sea');
    cleanup();
    render(<LobbyPage query={new URLSearchParams('game=chess')} />);
    expect(screen.getByRole('radio', { name: /Air, Land & Sea/ }).getAttribute('aria-checked'), 'an unknown game: the first').toBe('true');
  });

  it('opened without a game in its address, it picks the game last picked here (QA: a Land vs Sea player came back to Air, Land & Sea)', async () => {
    const user = userEvent.setup();
    fakeServer({ ...NO_MATCHES, 'GET /games/land-vs-sea': () => ({ body: { matches: [] } }) });
    render(<LobbyPage />);
    expect(screen.getByRole('radio', { name: /Air, Land & Sea/ }).getAttribute('aria-checked'), 'nothing picked yet: the first').toBe(
      'true',
    );
    await user.click(screen.getByRole('radio', { name: /Land vs Sea/ }));
    cleanup();
    render(<LobbyPage />);
    expect(screen.getByRole('radio', { name: /Land vs Sea/ }).getAttribute('aria-checked')).toBe('true');
    cleanup();
    // The address's game still comes first, and is the one remembered next.
    render(<LobbyPage query={new URLSearchParams('game=air-land-sea')} />);
    expect(screen.getByRole('radio', { name: /Air, Land & Sea/ }).getAttribute('aria-checked')).toBe('true');
    cleanup();
    render(<LobbyPage />);
    expect(screen.getByRole('radio', { name: /Air, Land & Sea/ }).getAttribute('aria-checked')).toBe('true');
  });

  it('the game picker is one Tab stop, and the arrow keys move to the next game and pick it', async () => {
    const user = userEvent.setup();
    fakeServer({ ...NO_MATCHES, 'GET /games/land-vs-sea': () => ({ body: { matches: [] } }) });
    render(<LobbyPage />);
    const als = screen.getByRole('radio', { name: /Air, Land & Sea/ });
    const lvs = screen.getByRole('radio', { name: /Land vs Sea/ });
    // The header's link to the solo game comes first.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'against the computer' }));
    await user.tab();
    expect(document.activeElement).toBe(als);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(lvs);
    expect(lvs.getAttribute('aria-checked')).toBe('true');
    expect(window.location.search).toBe('?game=land-vs-sea');
    // Tab leaves the group from the game picked; Shift+Tab comes back to it, not to the other.
    await user.tab();
    expect(document.activeElement).not.toBe(als);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(lvs);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement, 'round to the first').toBe(als);
    expect(als.getAttribute('aria-checked')).toBe('true');
  });

  it('creates a match with the chosen options, takes seat 1, keeps the credentials and opens the match', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      ...NO_MATCHES,
      'POST /games/air-land-sea/create': () => ({ body: { matchID: 'abc' } }),
      'POST /games/air-land-sea/abc/join': (body) => ({ body: { playerID: String(body.playerID), playerCredentials: 'secret' } }),
    });
    render(<LobbyPage />);
    await user.type(screen.getByLabelText('Your name'), 'Ada');
    await user.selectOptions(screen.getByLabelText('Play to'), '18');
    await user.selectOptions(screen.getByLabelText('Edition'), 'first');
    await user.click(screen.getByRole('button', { name: 'Create a match' }));
    await waitFor(() => expect(window.location.pathname).toBe('/match/air-land-sea/abc'));
    expect(server.posts()).toEqual([
      {
        method: 'POST',
        path: '/games/air-land-sea/create',
        body: { numPlayers: 2, setupData: { mode: 'standard', edition: 'first', targetVP: 18 } },
      },
      { method: 'POST', path: '/games/air-land-sea/abc/join', body: { playerName: 'Ada', playerID: '0' } },
    ]);
    expect(loadSeat('abc')).toMatchObject({ game: 'air-land-sea', playerID: '0', credentials: 'secret', playerName: 'Ada' });
  });

  it('beginner mode has no VP target to choose', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      ...NO_MATCHES,
      'POST /games/air-land-sea/create': () => ({ body: { matchID: 'b' } }),
      'POST /games/air-land-sea/b/join': () => ({ body: { playerID: '0', playerCredentials: 'c' } }),
    });
    render(<LobbyPage />);
    await user.type(screen.getByLabelText('Your name'), 'Ada');
    await user.selectOptions(screen.getByLabelText('Mode'), 'beginner');
    const target = screen.getByLabelText('Play to') as HTMLSelectElement;
    expect(target.disabled).toBe(true);
    // What beginner mode plays to, not the 12 VP left selected.
    expect(target.selectedOptions[0]!.textContent).toBe('3 VP');
    expect(screen.getByText('beginner mode')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create a match' }));
    await waitFor(() => expect(server.posts()).toHaveLength(2));
    expect(server.posts()[0]!.body.setupData).toEqual({ mode: 'beginner', edition: 'revised' });
  });

  it('Land vs Sea: options the player count forces show as On, with why, and are sent on', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      'GET /games/air-land-sea': () => ({ body: { matches: [] } }),
      'GET /games/land-vs-sea': () => ({ body: { matches: [] } }),
      'POST /games/land-vs-sea/create': () => ({ body: { matchID: 'l' } }),
      'POST /games/land-vs-sea/l/join': () => ({ body: { playerID: '0', playerCredentials: 'c' } }),
    });
    render(<LobbyPage />);
    await user.click(screen.getByRole('radio', { name: /Land vs Sea/ }));
    await user.type(screen.getByLabelText('Your name'), 'Ada');
    const shown = (label: string) => {
      const select = screen.getByLabelText(label) as HTMLSelectElement;
      return `${select.selectedOptions[0]!.textContent}${select.disabled ? ' (disabled)' : ''}`;
    };
    await user.selectOptions(screen.getByLabelText('Players'), '4');
    expect(shown('Waypoints')).toBe('On (disabled)');
    expect(shown('Mountains & corals')).toBe('Off');
    expect(screen.getByText('always with 4 players')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Players'), '3');
    expect(['Mountains & corals', 'Caravans & ships', 'Waypoints'].map(shown)).toEqual(Array(3).fill('On (disabled)'));
    expect(screen.getAllByText('always with 3 players')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Create a match' }));
    await waitFor(() => expect(server.posts()).toHaveLength(2));
    expect(server.posts()[0]!.body).toEqual({
      numPlayers: 3,
      setupData: { mountainsAndCorals: true, caravansAndShips: true, waypoints: true },
    });
  });

  it('lists a Land vs Sea match with its player count, roles and options', async () => {
    const user = userEvent.setup();
    fakeServer({
      ...NO_MATCHES,
      'GET /games/land-vs-sea': () => ({
        body: {
          matches: [
            { ...OPEN_MATCH, gameName: 'land-vs-sea', players: [{ id: 0, name: 'Ada' }, { id: 1 }, { id: 2 }, { id: 3 }], setupData: {} },
          ],
        },
      }),
    });
    render(<LobbyPage />);
    await user.click(screen.getByRole('radio', { name: /Land vs Sea/ }));
    // Team-mates together (QA: "vs" between every seat read as four sides).
    expect(await screen.findByText('Ada (Land) & open seat (Land) vs open seat (Sea) & open seat (Sea)')).toBeTruthy();
    expect(screen.getByText('4 players: Land, Sea, Land, Sea (two teams) · Waypoints: on (always with 4 players)')).toBeTruthy();
  });

  it('asks for a name before creating, and takes focus to the field (a phone shows it far above)', async () => {
    const user = userEvent.setup();
    const server = fakeServer(NO_MATCHES);
    render(<LobbyPage />);
    await user.click(screen.getByRole('button', { name: 'Create a match' }));
    expect(screen.getByRole('alert').textContent).toMatch('Enter your name first');
    expect(document.activeElement).toBe(screen.getByLabelText('Your name'));
    expect(server.posts()).toEqual([]);
  });

  it('shows the server’s reason when it refuses', async () => {
    const user = userEvent.setup();
    fakeServer({
      ...NO_MATCHES,
      'POST /games/air-land-sea/create': () => ({
        status: 400,
        body: { error: 'invalid setupData for air-land-sea: targetVP must be one of 12, 18' },
      }),
    });
    render(<LobbyPage />);
    await user.type(screen.getByLabelText('Your name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Create a match' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid setupData for air-land-sea: targetVP must be one of 12, 18.');
    expect(window.location.pathname).toBe('/');
  });

  it('says so when the server cannot be reached', async () => {
    const user = userEvent.setup();
    fakeServer({ 'GET /games/air-land-sea': () => 'offline', 'POST /games/air-land-sea/create': () => 'offline' });
    render(<LobbyPage />);
    await user.type(screen.getByLabelText('Your name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Create a match' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
        'Cannot reach the game server. Check your connection and try again.',
      ),
    );
  });

  it('lists open matches and joins the free seat', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      'GET /games/air-land-sea': () => ({ body: { matches: [OPEN_MATCH] } }),
      'POST /games/air-land-sea/m1/join': () => ({ body: { playerID: '1', playerCredentials: 'k' } }),
    });
    render(<LobbyPage />);
    expect(await screen.findByText('Ada vs open seat')).toBeTruthy();
    expect(screen.getByText('Waiting for players')).toBeTruthy();
    expect(screen.getByText('To 12 VP')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Watch' }).getAttribute('href')).toBe('/match/air-land-sea/m1?watch=1');
    await user.type(screen.getByLabelText('Your name'), 'Bo');
    // A double click joins once (QA: the second join was refused, 409).
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(window.location.pathname).toBe('/match/air-land-sea/m1'));
    expect(server.posts()).toEqual([{ method: 'POST', path: '/games/air-land-sea/m1/join', body: { playerName: 'Bo' } }]);
    expect(loadSeat('m1')).toMatchObject({ playerID: '1', credentials: 'k' });
  });

  it('says how long ago each match was opened and who in it is away: one left for hours does not look live', async () => {
    const hoursAgo = {
      ...OPEN_MATCH,
      createdAt: Date.now() - 3 * 3_600_000 - 60_000,
      players: [{ id: 0, name: 'Ada', isConnected: false }, { id: 1 }],
    };
    const fresh = {
      ...OPEN_MATCH,
      matchID: 'm2',
      createdAt: Date.now() - 30_000,
      players: [{ id: 0, name: 'Bo', isConnected: true }, { id: 1 }],
    };
    fakeServer({ 'GET /games/air-land-sea': () => ({ body: { matches: [fresh, hoursAgo] } }) });
    render(<LobbyPage />);
    const old = (await screen.findByText('Ada (away) vs open seat')).closest('li')!;
    expect(within(old).getByText('opened 3 h ago')).toBeTruthy();
    const now = screen.getByText('Bo vs open seat').closest('li')!;
    expect(within(now).getByText('opened just now')).toBeTruthy();
    cleanup();
    // Ada herself, on the lobby page with her match page closed, is not "away" to herself.
    saveSeat({ game: 'air-land-sea', matchID: 'm1', playerID: '0', credentials: 'c', playerName: 'Ada', joinedAt: 1 });
    render(<LobbyPage />);
    expect(await screen.findByText('Ada vs open seat')).toBeTruthy();
  });

  it('tells a match being played from one waiting for players: it can only be watched', async () => {
    const full = {
      ...OPEN_MATCH,
      matchID: 'm2',
      players: [
        { id: 0, name: 'Ada' },
        { id: 1, name: 'Bo' },
      ],
    };
    fakeServer({ 'GET /games/air-land-sea': () => ({ body: { matches: [full] } }) });
    render(<LobbyPage />);
    const entry = (await screen.findByText('Ada vs Bo')).closest('li')!;
    expect(within(entry).getByText('Being played')).toBeTruthy();
    expect(within(entry).queryByRole('button', { name: 'Join' })).toBeNull();
    expect(within(entry).getByRole('link', { name: 'Watch' })).toBeTruthy();
  });

  const VIC = 'vicvicvicvicvic0';

  /** The lobby listing one rematch, `matchID`, whose seat 1 is kept for Vic; its join answers seat 1. */
  const listingRematch = (matchID: string, players: object[]) =>
    fakeServer({
      'GET /games/air-land-sea': () => ({ body: { matches: [{ ...OPEN_MATCH, matchID, players, keptFor: { '1': VIC } }] } }),
      [`POST /games/air-land-sea/${matchID}/join`]: () => ({ body: { playerID: '1', playerCredentials: 'k' } }),
      'POST /players/me': () => ({ body: { id: VIC, name: 'Vic' } }),
    });

  /** Vic, in the browser he played in, presses the lobby's Join of `matchID` and lands on its page. */
  async function vicJoins(matchID: string): Promise<void> {
    playerToken();
    rememberPlayerId(VIC);
    render(<LobbyPage />);
    await userEvent.setup().type(screen.getByLabelText('Your name'), 'Vic');
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/match/air-land-sea/${matchID}`));
  }

  it('a listed rematch’s seat kept for another player offers no Join; its own player’s Join takes that very seat', async () => {
    const server = listingRematch('m3', [{ id: 0, name: 'Uma' }, { id: 1 }]);
    render(<LobbyPage />);
    const entry = (await screen.findByText('Uma vs kept seat')).closest('li')!;
    expect(within(entry).getByText('Waiting for players')).toBeTruthy();
    expect(within(entry).queryByRole('button', { name: 'Join' }), 'a passer-by would be refused (403)').toBeNull();
    cleanup();

    await vicJoins('m3');
    expect(server.posts()).toEqual([{ method: 'POST', path: '/games/air-land-sea/m3/join', body: { playerName: 'Vic', playerID: '1' } }]);
  });

  it('a rematch’s player joins the seat kept for them, not a seat before it left free by a player without a token', async () => {
    const server = listingRematch('m4', [{ id: 0 }, { id: 1 }, { id: 2, name: 'Uma' }]);
    await vicJoins('m4');
    expect(server.posts()).toEqual([{ method: 'POST', path: '/games/air-land-sea/m4/join', body: { playerName: 'Vic', playerID: '1' } }]);
  });

  it('a player’s new name is registered once typed, without a seat taken (QA: their page kept the old one); a browser that never played registers none', async () => {
    const user = userEvent.setup();
    const server = fakeServer({ ...NO_MATCHES, 'POST /players/me': (body) => ({ body: { id: 'adaadaadaadaada0', name: body.name } }) });
    render(<LobbyPage />);
    await user.type(screen.getByLabelText('Your name'), 'Ada{Enter}');
    expect(server.registrations(), 'no token: nobody to rename').toEqual([]);
    cleanup();

    playerToken();
    render(<LobbyPage />);
    const field = screen.getByLabelText('Your name');
    await user.clear(field);
    await user.type(field, ' Ada Lovelace {Enter}');
    await waitFor(() => expect(server.registrations().map((r) => r.body)).toEqual([{ name: 'Ada Lovelace' }]));
    // Left again unchanged: not registered again.
    await user.click(field);
    await user.tab();
    expect(server.registrations()).toHaveLength(1);
  });

  it('a Join without a name says so and takes focus to the field the message names ("Your name"), which a phone shows far above', async () => {
    const user = userEvent.setup();
    const server = fakeServer({ 'GET /games/air-land-sea': () => ({ body: { matches: [OPEN_MATCH] } }) });
    render(<LobbyPage />);
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter your name first: the other players see it.');
    expect(document.activeElement).toBe(screen.getByLabelText('Your name'));
    expect(server.posts()).toEqual([]);
  });

  it('explains a seat taken meanwhile', async () => {
    const user = userEvent.setup();
    fakeServer({
      'GET /games/air-land-sea': () => ({ body: { matches: [OPEN_MATCH] } }),
      'POST /games/air-land-sea/m1/join': () => ({ status: 409, body: { error: 'this match is full' } }),
    });
    render(<LobbyPage />);
    await user.type(screen.getByLabelText('Your name'), 'Bo');
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This match is full.');
  });

  it('a Join of a match gone meanwhile says so in words, and leaves the focus on the list, not the page’s top', async () => {
    const user = userEvent.setup();
    let gone = false;
    const server = fakeServer({
      'GET /games/air-land-sea': () => ({ body: { matches: gone ? [] : [OPEN_MATCH] } }),
      'POST /games/air-land-sea/m1/join': () => {
        gone = true;
        return { status: 404, body: { error: 'no air-land-sea match "m1"' } };
      },
    });
    render(<LobbyPage />);
    await user.type(screen.getByLabelText('Your name'), 'Bo');
    (await screen.findByRole('button', { name: 'Join' })).focus();
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That match is gone: its players left it. Pick another one, or create your own.',
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Join' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Open matches' })));
    // Once only: the list read again later leaves the focus where the player put it.
    (document.activeElement as HTMLElement).blur();
    const listReads = () => server.requests.filter((r) => r.method === 'GET' && r.path === '/games/air-land-sea').length;
    const reads = listReads();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(listReads()).toBeGreaterThan(reads));
    await new Promise((r) => setTimeout(r, 50));
    expect(document.activeElement).toBe(document.body);
  });

  it('offers Resume for a match this browser holds a seat in', async () => {
    fakeServer({ 'GET /games/air-land-sea': () => ({ body: { matches: [OPEN_MATCH] } }) });
    saveSeat({ game: 'air-land-sea', matchID: 'm1', playerID: '0', credentials: 'c', playerName: 'Ada', joinedAt: 5 });
    render(<LobbyPage />);
    await screen.findByText('Ada vs open seat');
    const resume = screen.getAllByRole('link', { name: 'Resume' });
    expect(resume.map((l) => l.getAttribute('href'))).toEqual(['/match/air-land-sea/m1', '/match/air-land-sea/m1']);
    expect(screen.getByText('Air, Land & Sea: Ada (you)')).toBeTruthy();
  });

  it('"Your matches" marks where it is your turn, says whom each is against, and offers the replay of a finished match, marked won or lost', async () => {
    const players = [
      { id: 0, name: 'Ada' },
      { id: 1, name: 'Bob', isConnected: true },
    ];
    const turn = (matchID: string, over: boolean, deciding: string[]) => () => ({
      body: { matchID, stateID: 3, over, deciding, players },
    });
    const server = fakeServer({
      ...NO_MATCHES,
      'GET /games/air-land-sea/mine/turn': turn('mine', false, ['1']),
      'GET /games/air-land-sea/theirs/turn': turn('theirs', false, ['0']),
      'GET /games/air-land-sea/done/turn': () => ({
        body: {
          matchID: 'done',
          stateID: 9,
          over: true,
          deciding: [],
          players: [players[0], { id: 1, name: 'Computer', data: { bot: 'hard' } }],
          results: { '0': 'loss', '1': 'win' },
        },
      }),
      'GET /games/air-land-sea/drawn/turn': () => ({
        body: { matchID: 'drawn', stateID: 9, over: true, deciding: [], players, results: { '0': 'draw', '1': 'draw' } },
      }),
      'GET /games/air-land-sea/odd/turn': () => ({ body: { matchID: 'other', over: false, deciding: ['0'] } }),
      'GET /games/air-land-sea/bad/turn': () => ({
        body: { matchID: 'bad', stateID: 9, over: true, deciding: [], players, results: { '0': 'won' } },
      }),
    });
    const seat = (matchID: string, playerID: string, joinedAt: number) =>
      saveSeat({ game: 'air-land-sea', matchID, playerID, credentials: 'c', playerName: `Ada ${matchID}`, joinedAt });
    seat('mine', '1', 4);
    seat('theirs', '1', 3);
    seat('done', '0', 2);
    seat('drawn', '1', 1.5);
    seat('odd', '0', 1);
    seat('bad', '0', 0.5);
    render(<LobbyPage />);
    const list = within(screen.getByRole('region', { name: 'Your matches' }));
    await waitFor(() => expect(list.getAllByRole('link').map((l) => l.textContent)).toContain('Replay'));
    const rows = list.getAllByRole('listitem').map((li) => ({
      who: li.querySelector('.match-list__who')!.textContent,
      link: li.querySelector('a')!.getAttribute('href'),
    }));
    expect(rows).toEqual([
      { who: 'Air, Land & Sea: Ada mine (you) vs AdaYour turn', link: '/match/air-land-sea/mine' },
      { who: 'Air, Land & Sea: Ada theirs (you) vs Ada', link: '/match/air-land-sea/theirs' },
      { who: 'Air, Land & Sea: Ada done (you) vs Computer (hard)Lost', link: '/replay/air-land-sea/done' },
      { who: 'Air, Land & Sea: Ada drawn (you) vs AdaDraw', link: '/replay/air-land-sea/drawn' },
      // An answer about another match is not believed.
      { who: 'Air, Land & Sea: Ada odd (you)', link: '/match/air-land-sea/odd' },
      // Nor a result the page cannot read: over, with no result said.
      { who: 'Air, Land & Sea: Ada bad (you) vs Bob', link: '/replay/air-land-sea/bad' },
    ]);
    expect(server.requests.filter((r) => r.path.endsWith('/turn'))).toHaveLength(6);
  });

  it('"Your turn" at the top of the page lists the matches waiting for this seat, each one Play away; none, no notice', async () => {
    const players = [
      { id: 0, name: 'Ada' },
      { id: 1, name: 'Bob' },
    ];
    const turn = (matchID: string, over: boolean, deciding: string[]) => () => ({
      body: { matchID, stateID: 3, over, filling: false, deciding, players },
    });
    const server = fakeServer({
      ...NO_MATCHES,
      'GET /games/air-land-sea/mine/turn': turn('mine', false, ['1']),
      'GET /games/air-land-sea/theirs/turn': turn('theirs', false, ['0']),
      'GET /games/air-land-sea/done/turn': turn('done', true, []),
    });
    const seat = (matchID: string, joinedAt: number) =>
      saveSeat({ game: 'air-land-sea', matchID, playerID: '1', credentials: 'c', playerName: 'Bob', joinedAt });
    seat('mine', 3);
    seat('theirs', 2);
    seat('done', 1);
    render(<LobbyPage />);
    const notice = await screen.findByRole('region', { name: 'Your turn' });
    const play = within(notice).getAllByRole('link');
    expect(play.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Play your turn: Air, Land & Sea: Bob (you) vs Ada', '/match/air-land-sea/mine'],
    ]);
    // Above the game picker and the forms: a phone shows it without scrolling.
    const picker = screen.getByRole('radiogroup');
    expect(notice.compareDocumentPosition(picker) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // One lookup per match for the notice and the list together.
    expect(server.requests.filter((r) => r.path.endsWith('/turn'))).toHaveLength(3);

    cleanup();
    window.localStorage.clear();
    seat('theirs', 2);
    render(<LobbyPage />);
    await within(screen.getByRole('region', { name: 'Your matches' })).findByText('Air, Land & Sea: Bob (you) vs Ada');
    expect(screen.queryByRole('region', { name: 'Your turn' })).toBeNull();
  });

  it('"Your matches" lists the newest 8 and the rest on "Show all"', async () => {
    const user = userEvent.setup();
    fakeServer(NO_MATCHES);
    for (let n = 0; n < 10; n++)
      saveSeat({ game: 'air-land-sea', matchID: `m${n}`, playerID: '0', credentials: 'c', playerName: `Ada${n}`, joinedAt: 100 + n });
    render(<LobbyPage />);
    // Far down on a phone, under the new-game form: the top of the page leads to it (QA).
    expect(screen.getByRole('link', { name: 'Your matches (10)' }).getAttribute('href')).toBe('#your-matches');
    expect(document.getElementById('your-matches')?.getAttribute('aria-labelledby')).toBe('your-matches-title');
    const list = within(screen.getByRole('region', { name: 'Your matches' }));
    const listed = () => list.getAllByRole('link', { name: 'Resume' }).map((l) => l.getAttribute('href'));
    expect(listed()).toEqual([9, 8, 7, 6, 5, 4, 3, 2].map((n) => `/match/air-land-sea/m${n}`));
    await user.click(list.getByRole('button', { name: 'Show all 10' }));
    expect(listed()).toHaveLength(10);
    expect(listed().slice(-2)).toEqual(['/match/air-land-sea/m1', '/match/air-land-sea/m0']);
    expect(list.queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('"Your turn" finds a match under way behind many newer finished ones, and a finished match is not asked about again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const players = [
      { id: 0, name: 'Ada' },
      { id: 1, name: 'Bob' },
    ];
    const answers: Record<string, () => { body: unknown }> = {
      'GET /games/air-land-sea/old/turn': () => ({
        body: { matchID: 'old', stateID: 5, over: false, filling: false, deciding: ['0'], players },
      }),
    };
    for (let n = 0; n < 10; n++) {
      const matchID = `done${n}`;
      answers[`GET /games/air-land-sea/${matchID}/turn`] = () => ({
        body: { matchID, stateID: 9, over: true, filling: false, deciding: [], players, results: { '0': 'win', '1': 'loss' } },
      });
      saveSeat({ game: 'air-land-sea', matchID, playerID: '0', credentials: 'c', playerName: 'Ada', joinedAt: 100 + n });
    }
    saveSeat({ game: 'air-land-sea', matchID: 'old', playerID: '0', credentials: 'c', playerName: 'Ada', joinedAt: 1 });
    const server = fakeServer({ ...NO_MATCHES, ...answers });
    render(<LobbyPage />);
    const notice = await screen.findByRole('region', { name: 'Your turn' });
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/match/air-land-sea/old');
    const lookups = () => server.requests.filter((r) => r.path.endsWith('/turn')).map((r) => r.path.split('/')[3]);
    expect(lookups()).toHaveLength(11);
    // The next round asks only about the match under way: the others' ends are known.
    await vi.advanceTimersByTimeAsync(30_000);
    await waitFor(() => expect(lookups()).toHaveLength(12));
    expect(lookups().at(-1)).toBe('old');
  });

  it('"Your matches" offers to leave a match waiting for players, not to forget it (the seat would stay taken)', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      ...NO_MATCHES,
      'GET /games/air-land-sea/open/turn': () => ({ body: { matchID: 'open', stateID: 0, over: false, filling: true, deciding: [] } }),
      'GET /games/air-land-sea/full/turn': () => ({ body: { matchID: 'full', stateID: 2, over: false, filling: false, deciding: ['1'] } }),
      'POST /games/air-land-sea/open/leave': () => ({ body: {} }),
    });
    saveSeat({ game: 'air-land-sea', matchID: 'open', playerID: '0', credentials: 'c0', playerName: 'Ada', joinedAt: 2 });
    saveSeat({ game: 'air-land-sea', matchID: 'full', playerID: '0', credentials: 'c1', playerName: 'Ada', joinedAt: 1 });
    render(<LobbyPage />);
    const list = within(screen.getByRole('region', { name: 'Your matches' }));
    await list.findByText('Waiting for players');
    const [open, full] = list.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(open).queryByRole('button', { name: 'Forget' })).toBeNull();
    expect(within(full).getByRole('button', { name: 'Forget' })).toBeTruthy();
    await user.click(within(open).getByRole('button', { name: 'Leave' }));
    expect(within(open).getByText('Give up your seat?')).toBeTruthy();
    await user.click(within(open).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(1));
    expect(loadSeat('open')).toBeNull();
    expect(server.posts()).toEqual([
      { method: 'POST', path: '/games/air-land-sea/open/leave', body: { playerID: '0', credentials: 'c0' } },
    ]);
  });

  it('"Your matches": forgetting a match under way asks first (the seat is lost, and so is the match); a finished one goes at once', async () => {
    const user = userEvent.setup();
    fakeServer({
      ...NO_MATCHES,
      'GET /games/air-land-sea/run/turn': () => ({ body: { matchID: 'run', stateID: 4, over: false, filling: false, deciding: ['1'] } }),
      'GET /games/air-land-sea/done/turn': () => ({ body: { matchID: 'done', stateID: 9, over: true, filling: false, deciding: [] } }),
    });
    saveSeat({ game: 'air-land-sea', matchID: 'run', playerID: '0', credentials: 'c0', playerName: 'Ada', joinedAt: 2 });
    saveSeat({ game: 'air-land-sea', matchID: 'done', playerID: '0', credentials: 'c1', playerName: 'Ada', joinedAt: 1 });
    render(<LobbyPage />);
    const list = within(screen.getByRole('region', { name: 'Your matches' }));
    await list.findByText('Replay');
    const [running, done] = list.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    await user.click(within(running).getByRole('button', { name: 'Forget' }));
    expect(within(running).getByRole('group', { name: 'Forget' }).textContent).toBe(
      'Forget this match? You cannot come back to it, and you lose it once you are away on your turn. Keep Forget',
    );
    expect(document.activeElement).toBe(within(running).getByRole('button', { name: 'Keep' }));
    await user.click(within(running).getByRole('button', { name: 'Keep' }));
    expect(loadSeat('run')).not.toBeNull();
    await user.click(within(done).getByRole('button', { name: 'Forget' }));
    expect(loadSeat('done')).toBeNull();
    await user.click(within(running).getByRole('button', { name: 'Forget' }));
    await user.click(within(running).getByRole('button', { name: 'Forget' }));
    expect(loadSeat('run')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your matches' })).toBeNull();
  });

  it('"Your matches": a leave refused because the table filled meanwhile shows the match begun at once', async () => {
    const user = userEvent.setup();
    let filling = true;
    fakeServer({
      ...NO_MATCHES,
      'GET /games/air-land-sea/m/turn': () => ({
        body: { matchID: 'm', stateID: 0, over: false, filling, deciding: filling ? [] : ['0'] },
      }),
      'POST /games/air-land-sea/m/leave': () => {
        filling = false;
        return { status: 409, body: { error: 'every seat is taken: the match has begun, and your seat is kept (resign to end it)' } };
      },
    });
    saveSeat({ game: 'air-land-sea', matchID: 'm', playerID: '0', credentials: 'c0', playerName: 'Ada', joinedAt: 2 });
    render(<LobbyPage />);
    const list = within(screen.getByRole('region', { name: 'Your matches' }));
    await list.findByText('Waiting for players');
    await user.click(list.getByRole('button', { name: 'Leave' }));
    await user.click(list.getByRole('button', { name: 'Leave' }));
    expect((await list.findByRole('alert')).textContent).toMatch(/^Every seat is taken: the match has begun, and your seat is kept/);
    // Asked again now, not at the next poll 30 s later: no more Leave, the seat is resumed.
    await waitFor(() => expect(list.queryByText('Waiting for players')).toBeNull());
    expect(list.queryByRole('button', { name: 'Leave' })).toBeNull();
    expect(loadSeat('m')).not.toBeNull();
  });

  it('starts a solo game with the options and the difficulty', async () => {
    const user = userEvent.setup();
    fakeServer(NO_MATCHES);
    render(<LobbyPage />);
    await user.selectOptions(screen.getByLabelText('Mode'), 'beginner');
    await user.selectOptions(screen.getByLabelText('Computer'), 'hard');
    await user.click(screen.getByRole('button', { name: 'Play against the computer' }));
    expect(window.location.pathname).toBe('/solo/air-land-sea');
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
      mode: 'beginner',
      targetVP: '12',
      edition: 'revised',
      level: 'hard',
    });
    // Air, Land & Sea's seats have no sides to choose.
    expect(screen.queryByLabelText('You play')).toBeNull();
  });

  it('lets a solo game of Land vs Sea be played as Sea, or any side with 3 or 4', async () => {
    const user = userEvent.setup();
    fakeServer(NO_MATCHES);
    render(<LobbyPage />);
    await user.click(screen.getByRole('radio', { name: /Land vs Sea/ }));
    const side = () => screen.getByLabelText<HTMLSelectElement>('You play');
    expect([...side().options].map((o) => o.text)).toEqual(['At random', 'Land', 'Sea']);
    await user.selectOptions(screen.getByLabelText('Players'), '4');
    expect([...side().options].map((o) => o.text)).toEqual(['At random', 'Land (seat 1)', 'Sea (seat 2)', 'Land (seat 3)', 'Sea (seat 4)']);
    await user.selectOptions(screen.getByLabelText('Players'), '3');
    await user.selectOptions(side(), 'Cartographer');
    await user.click(screen.getByRole('button', { name: 'Play against the computer' }));
    expect(window.location.pathname).toBe('/solo/land-vs-sea');
    expect(new URLSearchParams(window.location.search).get('seat')).toBe('2');
  });

  it('draws the side of a solo game of Land vs Sea at random unless one is chosen (the rules: "chosen at random")', async () => {
    const user = userEvent.setup();
    fakeServer(NO_MATCHES);
    render(<LobbyPage />);
    await user.click(screen.getByRole('radio', { name: /Land vs Sea/ }));
    expect(screen.getByLabelText<HTMLSelectElement>('You play').value).toBe('random');
    const seats = [];
    for (const draw of [0.2, 0.7]) {
      vi.spyOn(Math, 'random').mockReturnValue(draw);
      await user.click(screen.getByRole('button', { name: 'Play against the computer' }));
      seats.push(new URLSearchParams(window.location.search).get('seat'));
      vi.restoreAllMocks();
      window.history.replaceState(null, '', '/');
    }
    // Seat 1 (Land) is the page's default, so it is left out of the link.
    expect(seats).toEqual([null, '1']);
  });

  it('says before the match whether it will count for the ratings, and that a solo game is practice (QA: learned only at the end)', async () => {
    const user = userEvent.setup();
    fakeServer(NO_MATCHES);
    render(<LobbyPage />);
    const form = screen.getByRole('form', { name: 'New Air, Land & Sea game' });
    const line = () => form.querySelector('.rated-line')?.textContent;
    expect(line()).toMatch(/^Rated: the result counts for each person's/);
    // The other seat to the computer: the player's own rating, against the computer's.
    await user.selectOptions(within(form).getByLabelText(/Seat 2|Opponent|2nd/), 'medium');
    expect(line()).toMatch(/^Rated: the result counts for your Air, Land & Sea rating, against the computer's fixed \d+/);
    await user.selectOptions(within(form).getByLabelText(/Seat 2|Opponent|2nd/), '');
    await user.selectOptions(within(form).getByLabelText('Play to'), '18');
    expect(line()).toBe('Not rated: ratings count only standard games: 2 players, standard mode, to 12 VP, revised edition.');
    expect(within(form).getByText('in this browser, for practice: not rated')).toBeTruthy();
  });

  it('at random, resumes a solo game under way with the same options, whichever side it drew', async () => {
    const user = userEvent.setup();
    fakeServer(NO_MATCHES);
    const asSea = soloOptions(findGame('land-vs-sea')!, new URLSearchParams({ level: 'medium', seat: '1' }));
    window.localStorage.setItem(`${asSea.storageKey}_state`, JSON.stringify([['solo', { _stateID: 7, ctx: {} }]]));
    render(<LobbyPage />);
    await user.click(screen.getByRole('radio', { name: /Land vs Sea/ }));
    vi.spyOn(Math, 'random').mockReturnValue(0.2); // a draw would give Land
    await user.click(screen.getByRole('button', { name: 'Play against the computer' }));
    vi.restoreAllMocks();
    expect(new URLSearchParams(window.location.search).get('seat')).toBe('1');
  });
});
