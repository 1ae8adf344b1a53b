// @vitest-environment jsdom
/**
 * The match page while its table fills: the board says whom it waits for and offers no move;
 * it stays mounted when the last seat is taken (the page then polls the lobby more slowly), and
 * offers its moves at once. The game runs in this
 * page (boardgame.io's Local master standing in for the server's sockets); the lobby is faked.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Client } from 'boardgame.io/client';
import type * as Multiplayer from 'boardgame.io/multiplayer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AirLandSeaGame } from '../../games/air-land-sea';
import { loadSeat, saveSeat } from '../../web/lobby/seats';
import type * as GameModules from '../../web/play/game-module';
import { MatchPage } from '../../web/play/MatchPage';
import { fakeServer, OPEN_MATCH } from './support/fake-server';

const { SEED } = vi.hoisted(() => ({ SEED: 'table-fills' }));

vi.mock('boardgame.io/multiplayer', async (importOriginal) => {
  const real = await importOriginal<typeof Multiplayer>();
  return { ...real, SocketIO: () => real.Local() };
});
vi.mock('../../web/play/debug', () => ({ loadDebug: async () => false }));
// A fixed deal, so the test knows which seat begins.
vi.mock('../../web/play/game-module', async (importOriginal) => {
  const real = await importOriginal<typeof GameModules>();
  return {
    loadModule: async (meta: Parameters<typeof real.loadModule>[0]) => {
      const module = await real.loadModule(meta);
      return { ...module, game: { ...module.game, seed: SEED } };
    },
  };
});

/** The seat that acts first in the fixed deal. */
function firstSeat(): string {
  const client = Client({ game: { ...AirLandSeaGame, seed: SEED }, numPlayers: 2 });
  client.start();
  const { ctx } = client.getState()!;
  client.stop();
  return ctx.currentPlayer;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Ada won m1, and the rematch m2 is made. */
const ENDED_WITH_REMATCH = {
  ...OPEN_MATCH,
  players: [
    { id: 0, name: 'Ada' },
    { id: 1, name: 'Bo' },
  ],
  gameover: { winner: '0' },
  nextMatchID: 'm2',
};
describe('match page', () => {
  it('waits for the empty seat, then keeps the board and a selected card when the seat is taken', async () => {
    const user = userEvent.setup();
    const me = firstSeat();
    const other = me === '0' ? '1' : '0';
    saveSeat({ game: 'air-land-sea', matchID: 'm1', playerID: me, credentials: 'c', playerName: 'Ada', joinedAt: 1 });
    const seats = (full: boolean) => [
      { id: Number(me), name: 'Ada' },
      { id: Number(other), ...(full ? { name: 'Bo' } : {}) },
    ];
    let polls = 0;
    const { fetch } = fakeServer({
      'GET /games/air-land-sea/m1': () => ({ body: { ...OPEN_MATCH, players: seats(polls++ > 0).sort((a, b) => a.id - b.id) } }),
    });
    // A lobby answer takes a moment, as over a network: React renders what the page shows meanwhile.
    vi.stubGlobal('fetch', (...args: Parameters<typeof fetch>) => new Promise((r) => setTimeout(r, 50)).then(() => fetch(...args)));
    render(<MatchPage game="air-land-sea" matchID="m1" watch={false} />);

    const hand = await screen.findByRole('region', { name: 'Your hand' }, { timeout: 10_000 });
    // While a seat is empty the board says whom it waits for, beside the link to send them.
    const waiting = `Waiting for a player in seat ${Number(other) + 1}: nobody can move until every seat is taken. Your hand is shown then.`;
    expect(screen.getByText(waiting)).toBeTruthy();
    expect(screen.getByLabelText('Invite link')).toBeTruthy();
    // The keyboard starts where the creator goes next: copying the link.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy' }));
    // Nothing to play meanwhile: no card is offered, nor a withdrawal.
    expect(hand.querySelector('button.card-button')).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Deploy |^Withdraw/ })).toEqual([]);

    // The second poll (3 s later) finds the table full.
    await screen.findByText(/Ada vs Bo|Bo vs Ada/, {}, { timeout: 6_000 });
    await new Promise((r) => setTimeout(r, 200)); // the answer is taken in, the page settles
    expect(screen.queryByText(waiting)).toBeNull();
    expect(screen.queryByLabelText('Invite link')).toBeNull();
    // The same board, not mounted again, now with the hand's plays.
    expect(screen.getByRole('region', { name: 'Your hand' })).toBe(hand);
    const card = hand.querySelector('button.card-button')!;
    const label = card.getAttribute('aria-label')!;
    await user.click(card);
    const [target] = screen.getAllByRole('button', { name: /^Deploy .* face up to / });
    await user.click(target!);
    await waitFor(() => expect(screen.queryByRole('button', { name: label })).toBeNull());
  });

  it('a rematch whose open seat is kept for the last match’s player says so, to its players and to a visitor', async () => {
    const rematch = { ...OPEN_MATCH, matchID: 'm3', players: [{ id: 0, name: 'Uma' }, { id: 1 }], keptFor: { '1': 'vicvicvicvicvic0' } };
    fakeServer({ 'GET /games/air-land-sea/m3': () => ({ body: rematch }) });
    render(<MatchPage game="air-land-sea" matchID="m3" watch={false} />);
    expect(await screen.findByText('In this rematch, seat 2 is kept for its player in the last match.')).toBeTruthy();
    expect(screen.queryByText(/Open in this match/)).toBeNull();
    cleanup();

    saveSeat({ game: 'air-land-sea', matchID: 'm3', playerID: '0', credentials: 'c', playerName: 'Uma', joinedAt: 1 });
    render(<MatchPage game="air-land-sea" matchID="m3" watch={false} />);
    expect(await screen.findByText('Waiting for the last match’s player in seat 2. Send them this link:')).toBeTruthy();
  });

  it('a player who just took the last seat is not told to wait for it, even before the lobby says so', async () => {
    const user = userEvent.setup();
    const me = firstSeat();
    const other = me === '0' ? '1' : '0';
    const stale = { ...OPEN_MATCH, players: [{ id: Number(other), name: 'Ada' }, { id: Number(me) }].sort((a, b) => a.id - b.id) };
    fakeServer({
      'GET /games/air-land-sea/m1': () => ({ body: stale }),
      'POST /games/air-land-sea/m1/join': () => ({ body: { playerID: me, playerCredentials: 'k' } }),
    });
    render(<MatchPage game="air-land-sea" matchID="m1" watch={false} />);
    await user.type(await screen.findByLabelText('Your name'), 'Bo');
    // The seat open, but not the players' invite: a visitor about to join read it as meant for them.
    expect(screen.getByText(`Open in this match: seat ${Number(me) + 1}.`)).toBeTruthy();
    expect(screen.queryByLabelText('Invite link')).toBeNull();
    await user.click(screen.getByRole('button', { name: `Take seat ${Number(me) + 1}` }));
    await screen.findByRole('region', { name: 'Your hand' }, { timeout: 10_000 });
    expect(screen.queryByText(/Waiting for a player/)).toBeNull();
    expect(document.querySelector('.prompt--mine')).not.toBeNull();
    // The Take seat button is gone with its panel: focus is on the game's prompt, not lost.
    await waitFor(() => expect(document.activeElement?.classList.contains('prompt')).toBe(true));
  });

  it('once the game is over, links to its replay and its review, offers its last board, and calls nobody away', async () => {
    fakeServer({
      'GET /games/air-land-sea/m1': () => ({
        body: {
          ...OPEN_MATCH,
          players: [
            { id: 0, name: 'Ada', isConnected: false },
            { id: 1, name: 'Bo', isConnected: false },
          ],
          gameover: { winner: '0' },
        },
      }),
    });
    render(<MatchPage game="air-land-sea" matchID="m1" watch={false} />);
    const review = await screen.findByRole('link', { name: 'Review the game' });
    expect(review.getAttribute('href')).toBe('/review/air-land-sea/m1');
    expect(screen.getByRole('link', { name: 'Watch the replay' }).getAttribute('href')).toBe('/replay/air-land-sea/m1');
    // Nobody is waited for once the game is over: nobody is called away, no seat is offered.
    expect(screen.getByText('Ada vs Bo')).toBeTruthy();
    // Whether it counts, in the header from the start (QA).
    expect(document.querySelector('.play-header .badge')?.textContent).toBe('Rated');
    expect(screen.getByRole('heading', { name: 'This Air, Land & Sea match is over' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'See the last board' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Take seat|Watch it/ })).toBeNull();
  });

  it('once the game is over, a rematch asked for by the other player is announced within seconds', async () => {
    saveSeat({ game: 'air-land-sea', matchID: 'm1', playerID: '0', credentials: 'c0', playerName: 'Ada', joinedAt: 1 });
    // Bo asks for the rematch a second after the page first hears of the match.
    let rematchAt: number | undefined;
    fakeServer({
      'GET /games/air-land-sea/m1': () => ({
        body: {
          ...OPEN_MATCH,
          players: [
            { id: 0, name: 'Ada' },
            { id: 1, name: 'Bo' },
          ],
          gameover: { winner: '1' },
          ...(Date.now() >= (rematchAt ??= Date.now() + 1_000) ? { nextMatchID: 'm2' } : {}),
        },
      }),
      'GET /games/air-land-sea/m2': () => ({ body: { ...OPEN_MATCH, matchID: 'm2', players: [{ id: 0 }, { id: 1, name: 'Bo' }] } }),
    });
    render(<MatchPage game="air-land-sea" matchID="m1" watch={false} />);
    await screen.findByText('The game is over.', {}, { timeout: 10_000 });
    // The next poll, 3 s on (a game under way is asked about every 10 s), has the rematch, and who asked for it.
    await screen.findByText('A rematch is ready: Bo is in it.', {}, { timeout: 6_000 });
    expect(screen.getByRole('button', { name: 'Play again' })).toBeTruthy();
  });

  it('a rematch its player left, and the server removed, is news too: "Ada is in it" stayed (QA)', async () => {
    saveSeat({ game: 'air-land-sea', matchID: 'm1', playerID: '1', credentials: 'c1', playerName: 'Bo', joinedAt: 1 });
    let left = false;
    fakeServer({
      'GET /games/air-land-sea/m1': () => ({ body: ENDED_WITH_REMATCH }),
      'GET /games/air-land-sea/m2': () =>
        left
          ? { status: 404, body: { error: 'not found' } }
          : { body: { ...OPEN_MATCH, matchID: 'm2', players: [{ id: 0, name: 'Ada' }, { id: 1 }] } },
    });
    render(<MatchPage game="air-land-sea" matchID="m1" watch={false} />);
    await screen.findByText('A rematch is ready: Ada is in it.', {}, { timeout: 10_000 });
    left = true;
    // Asked again now and then (every 10 s) once someone is in it.
    await screen.findByText('The rematch was called off: everyone in it left. Play again starts another.', {}, { timeout: 12_000 });
    expect(screen.getByRole('button', { name: 'Play again' })).toBeTruthy();
  }, 20_000);

  it('a double click on Play again joins the rematch once (QA: the second join was refused, 409)', async () => {
    saveSeat({ game: 'air-land-sea', matchID: 'm1', playerID: '1', credentials: 'c1', playerName: 'Bo', joinedAt: 1 });
    const server = fakeServer({
      'GET /games/air-land-sea/m1': () => ({ body: ENDED_WITH_REMATCH }),
      'GET /games/air-land-sea/m2': () => ({ body: { ...OPEN_MATCH, matchID: 'm2', players: [{ id: 0, name: 'Ada' }, { id: 1 }] } }),
      'POST /games/air-land-sea/m2/join': () => ({ body: { playerID: '1', playerCredentials: 'c2' } }),
    });
    render(<MatchPage game="air-land-sea" matchID="m1" watch={false} />);
    await screen.findByText('A rematch is ready: Ada is in it.', {}, { timeout: 10_000 });
    // Two clicks before the first join has come back.
    const button = screen.getByRole('button', { name: 'Play again' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(loadSeat('m2')).toMatchObject({ credentials: 'c2' }));
    expect(server.posts().filter((r) => r.path.endsWith('/join'))).toHaveLength(1);
  });

  it('a rematch whose seats were all taken meanwhile says so, and Play again is no longer offered', async () => {
    const user = userEvent.setup();
    saveSeat({ game: 'air-land-sea', matchID: 'm1', playerID: '1', credentials: 'c1', playerName: 'Bo', joinedAt: 1 });
    fakeServer({
      'GET /games/air-land-sea/m1': () => ({ body: ENDED_WITH_REMATCH }),
      'GET /games/air-land-sea/m2': () => ({
        body: {
          ...OPEN_MATCH,
          matchID: 'm2',
          players: [
            { id: 0, name: 'Ada' },
            { id: 1, name: 'Gus' },
          ],
        },
      }),
      'POST /games/air-land-sea/m2/join': () => ({ status: 409, body: { error: 'this match is full', reason: 'full' } }),
    });
    render(<MatchPage game="air-land-sea" matchID="m1" watch={false} />);
    await screen.findByText('A rematch is ready: Ada and Gus are in it.', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Play again' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Someone else took your seat in the rematch: it is full. Find another match in the lobby.',
    );
    expect(screen.queryByRole('button', { name: 'Play again' })).toBeNull();
    expect(screen.queryByText(/A rematch is ready/)).toBeNull();
    expect(screen.getByText('The game is over.')).toBeTruthy();
  });

  it.each([
    ['refuses for a passing reason: the seat is kept and the reason shown', 503, 'kept'],
    ['finds the match gone: the seat is forgotten all the same', 404, 'forgotten'],
    ['takes the leave: the seat is forgotten', 200, 'forgotten'],
  ] as const)('leaving a table still filling, when the server %s', async (_, status, outcome) => {
    const user = userEvent.setup();
    saveSeat({ game: 'air-land-sea', matchID: 'm1', playerID: '0', credentials: 'c0', playerName: 'Ada', joinedAt: 1 });
    window.history.replaceState(null, '', '/match/air-land-sea/m1');
    const { posts } = fakeServer({
      'GET /games/air-land-sea/m1': () => ({ body: OPEN_MATCH }),
      'POST /games/air-land-sea/m1/leave': () => ({ status, body: status === 200 ? {} : { error: 'the server is busy' } }),
    });
    render(<MatchPage game="air-land-sea" matchID="m1" watch={false} />);
    await user.click(await screen.findByRole('button', { name: 'Leave this match' }, { timeout: 10_000 }));
    expect(screen.getByText(/Give up your seat\? Nobody else has joined: the match is removed\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual({
      method: 'POST',
      path: '/games/air-land-sea/m1/leave',
      body: { playerID: '0', credentials: 'c0' },
    });
    if (outcome === 'kept') {
      await screen.findByText('The server is busy.');
      expect(loadSeat('m1'), 'still this browser’s seat').not.toBeNull();
      expect(window.location.pathname).toBe('/match/air-land-sea/m1');
      expect(screen.getByRole('button', { name: 'Leave this match' })).toBeTruthy();
    } else {
      await waitFor(() => expect(window.location.pathname).toBe('/'));
      expect(loadSeat('m1')).toBeNull();
    }
  });

  it('the leave question goes when the table fills, taking focus to the game begun, and does not come back open when it empties again', async () => {
    const user = userEvent.setup();
    saveSeat({ game: 'air-land-sea', matchID: 'm1', playerID: '0', credentials: 'c0', playerName: 'Ada', joinedAt: 1 });
    const tables = [
      OPEN_MATCH,
      {
        ...OPEN_MATCH,
        players: [
          { id: 0, name: 'Ada' },
          { id: 1, name: 'Bo' },
        ],
      },
      OPEN_MATCH,
    ];
    // The table the server answers with is the test's to set, not the count of requests: a request
    // more than the polls (the board's seat news asks again) emptied the table early (about 1 run
    // in 5), and the waiting box back took the focus.
    let table = 0;
    fakeServer({ 'GET /games/air-land-sea/m1': () => ({ body: tables[table] }) });
    render(<MatchPage game="air-land-sea" matchID="m1" watch={false} />);
    await user.click(await screen.findByRole('button', { name: 'Leave this match' }, { timeout: 10_000 }));
    expect(screen.getByText(/Give up your seat\?/)).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Stay');
    table = 1;
    await waitFor(() => expect(screen.queryByText(/Give up your seat\?/)).toBeNull(), { timeout: 5_000 });
    // The board loads its code and syncs first (focus-when-shown waits up to 15 s for it): the
    // default second was too short once, in a fresh-clone CI on a busy machine.
    await waitFor(
      () => expect(document.activeElement?.classList.contains('prompt'), 'focus goes to the prompt of the game begun').toBe(true),
      { timeout: 5_000 },
    );
    // Bo's seat frees again (the next poll, 10 s later while the table is full).
    table = 2;
    await screen.findByRole('button', { name: 'Leave this match' }, { timeout: 15_000 });
    expect(screen.queryByText(/Give up your seat\?/)).toBeNull();
  }, 30_000);

  it('leaving a table where only the computer would stay says the match is removed', async () => {
    const user = userEvent.setup();
    saveSeat({ game: 'land-vs-sea', matchID: 'm3', playerID: '0', credentials: 'c0', playerName: 'Ada', joinedAt: 1 });
    fakeServer({
      'GET /games/land-vs-sea/m3': () => ({
        body: {
          ...OPEN_MATCH,
          matchID: 'm3',
          gameName: 'land-vs-sea',
          setupData: {},
          players: [{ id: 0, name: 'Ada' }, { id: 1, name: 'Computer (easy)', data: { bot: 'easy' } }, { id: 2 }],
        },
      }),
    });
    render(<MatchPage game="land-vs-sea" matchID="m3" watch={false} />);
    await user.click(await screen.findByRole('button', { name: 'Leave this match' }, { timeout: 10_000 }));
    expect(screen.getByText(/Give up your seat\? Nobody else has joined: the match is removed\./)).toBeTruthy();
  });

  it('a match found gone says so and is not asked about again', async () => {
    const server = fakeServer({ 'GET /games/air-land-sea/m1': () => ({ status: 404, body: { error: 'No air-land-sea match "m1"' } }) });
    render(<MatchPage game="air-land-sea" matchID="m1" watch={false} />);
    await screen.findByText(/This match does not exist/);
    await new Promise((r) => setTimeout(r, 3_500)); // past the next poll of a waiting page (3 s)
    expect(server.requests.filter((r) => r.path === '/games/air-land-sea/m1')).toHaveLength(1);
  }, 10_000);

  /** Match m1 over (`winner`), Ada's seat bound to `ada`; her history's items as `items()` gives them at each ask. */
  function finishedWithHistory(ada: string, winner: string, items: () => unknown[]): void {
    fakeServer({
      'GET /games/air-land-sea/m1': () => ({
        body: {
          ...OPEN_MATCH,
          players: [
            { id: 0, name: 'Ada', data: { player: ada } },
            { id: 1, name: 'Bo' },
          ],
          gameover: { winner },
        },
      }),
      [`GET /players/${ada}`]: () => ({
        body: { id: ada, name: 'Ada', since: 1, ratings: [], matches: { total: 1, offset: 0, limit: 50, items: items() } },
      }),
    });
  }

  it('once the game is over, says what it did to the player’s rating, asking again until the server has settled it (one request at a time)', async () => {
    const ada = 'AdaAdaAdaAdaAda0';
    saveSeat({ game: 'air-land-sea', matchID: 'm1', playerID: '0', credentials: 'c', playerName: 'Ada', joinedAt: 1 });
    let asked = 0;
    const settled = {
      matchID: 'm1',
      game: 'air-land-sea',
      finishedAt: 1,
      seat: '0',
      side: '',
      result: 'win',
      rated: true,
      rating: { before: 1500, after: 1561.6, change: 61.6, rdBefore: 350, rdAfter: 290 },
      opponents: [],
      partners: [],
      replay: '/replay/air-land-sea/m1',
    };
    const earlier = { ...settled, matchID: 'm0', rating: { ...settled.rating, after: 1400, change: -100 } };
    // Not yet in the history at the first ask.
    finishedWithHistory(ada, '0', () => (asked++ === 0 ? [earlier] : [settled, earlier]));
    render(<MatchPage game="air-land-sea" matchID="m1" watch={false} />);
    // The header's rating and the end's note ask for Ada's profile at once: one request.
    await screen.findByRole('link', { name: /^Ada/ });
    await new Promise((r) => setTimeout(r, 300));
    expect(asked).toBe(1);
    const note = await screen.findByText(/^Your Air, Land & Sea rating/, {}, { timeout: 3_000 });
    expect(note.textContent).toBe(
      'Your Air, Land & Sea rating: 1500 → 1562 (+62). It is provisional (“?”): your first games move it most. Your page',
    );
    expect(screen.getByRole('link', { name: 'Your page' }).getAttribute('href')).toBe(`/player/${ada}`);
    expect(asked).toBe(2);
  });

  it('an unrated end says the reason the server recorded, and so does the header: a rated setup resigned before every seat moved', async () => {
    const ada = 'AdaAdaAdaAdaAda0';
    saveSeat({ game: 'air-land-sea', matchID: 'm1', playerID: '0', credentials: 'c', playerName: 'Ada', joinedAt: 1 });
    const settled = { matchID: 'm1', game: 'air-land-sea', finishedAt: 1, seat: '0', side: '', result: 'loss', rated: false };
    finishedWithHistory(ada, '1', () => [{ ...settled, unrated: 'unplayed', opponents: [], partners: [], replay: null }]);
    render(<MatchPage game="air-land-sea" matchID="m1" watch={false} />);
    const note = await screen.findByText(/^This match is not rated/, {}, { timeout: 3_000 });
    expect(note.textContent).toBe(
      'This match is not rated: it ended before every seat had made a move, and a match counts only once every seat has moved. Your page',
    );
    // The header's badge follows: it said "Rated" from the setup until the end (QA).
    const badge = document.querySelector('.play-header .badge')!;
    expect(badge.textContent).toBe('Unrated');
    expect(badge.getAttribute('title')).toBe(
      'Not rated: it ended before every seat had made a move, and a match counts only once every seat has moved',
    );
  });

  it('gives each player’s level beside their name: a person’s rating in this game, the computer’s fixed one (QA)', async () => {
    const ada = 'AdaAdaAdaAdaAda0';
    const profile = (ratings: unknown[]) => ({ body: { id: ada, name: 'Ada', since: 1, ratings, matches: { total: 0, items: [] } } });
    fakeServer({
      'GET /games/air-land-sea/m3': () => ({
        body: {
          ...OPEN_MATCH,
          players: [
            { id: 0, name: 'Ada', data: { player: ada } },
            { id: 1, name: 'Computer (hard)', data: { bot: 'hard' } },
          ],
        },
      }),
      [`GET /players/${ada}`]: () =>
        profile([
          { game: 'land-vs-sea', rating: 1900, rd: 60, games: 40, wins: 30, losses: 10, draws: 0, provisional: false },
          { game: 'air-land-sea', rating: 1611.6, rd: 200, games: 3, wins: 2, losses: 1, draws: 0, provisional: true },
        ]),
    });
    render(<MatchPage game="air-land-sea" matchID="m3" watch={false} />);
    await screen.findByText('1612?');
    const header = document.querySelector('.play-header__players')!;
    expect(header.textContent).toBe('Ada 1612? vs Computer (hard) 2162');
    // Its "?" explained where it shows, in the words of the header (no "RD", a players' page term).
    expect(screen.getByText('1612?').closest('[title]')!.getAttribute('title')).toBe(
      'Rating 1612, provisional (“?”): a few more games settle it',
    );
    expect(screen.getByText('2162').closest('[title]')!.getAttribute('title')).toBe('The computer’s fixed rating');
    expect(screen.getByRole('link', { name: 'Ada' })).toBeTruthy();
  });

  it('names a rematch’s kept seat by its player first, with their rating, as the other seats read (QA)', async () => {
    const vic = 'vicvicvicvicvic0';
    fakeServer({
      'GET /games/air-land-sea/m3': () => ({
        body: {
          ...OPEN_MATCH,
          matchID: 'm3',
          players: [{ id: 0, name: 'Uma' }, { id: 1 }],
          keptFor: { '1': vic },
          keptNames: { '1': 'Vic' },
        },
      }),
      [`GET /players/${vic}`]: () => ({
        body: {
          id: vic,
          name: 'Vic',
          since: 1,
          ratings: [{ game: 'air-land-sea', rating: 1662.3, rd: 200, games: 1, wins: 1, losses: 0, draws: 0, provisional: true }],
          matches: { total: 0, items: [] },
        },
      }),
    });
    render(<MatchPage game="air-land-sea" matchID="m3" watch={false} />);
    await screen.findByText('1662?');
    // It read "Uma vs seat kept for Vic 1662?" (whose seat, whose rating?).
    expect(document.querySelector('.play-header__players')!.textContent).toBe('Uma vs Vic (seat kept) 1662?');
  });

  it('a rematch’s board names the seat kept for a player not yet back by that player, as the header does (QA: "Player 2")', async () => {
    saveSeat({ game: 'land-vs-sea', matchID: 'm3', playerID: '0', credentials: 'c', playerName: 'Uma', joinedAt: 1 });
    fakeServer({
      'GET /games/land-vs-sea/m3': () => ({
        body: {
          ...OPEN_MATCH,
          gameName: 'land-vs-sea',
          matchID: 'm3',
          players: [{ id: 0, name: 'Uma' }, { id: 1 }],
          keptFor: { '1': 'vicvicvicvicvic0' },
          keptNames: { '1': 'Vic' },
        },
      }),
    });
    render(<MatchPage game="land-vs-sea" matchID="m3" watch={false} />);
    const players = await screen.findByRole('region', { name: 'Players' });
    expect(within(players).getByText('Vic')).toBeTruthy();
    expect(players.textContent).not.toMatch(/Player 2/);
    // And the invitation by name: the sides pass round in a rematch, so "seat 2 (Sea)" no longer says who.
    expect(screen.getByText('Waiting for Vic, the last match’s player, in seat 2 (Sea). Send them this link:')).toBeTruthy();
  });

  it('names a seat bound to a player as a link to their page; an anonymous seat and the computer are plain text', async () => {
    fakeServer({
      'GET /games/land-vs-sea/m2': () => ({
        body: {
          ...OPEN_MATCH,
          players: [
            { id: 0, name: 'Ada', data: { player: 'AdaAdaAdaAdaAda0' } },
            { id: 1, name: 'Bo' },
            { id: 2, name: 'Computer (easy)', data: { bot: 'easy', player: 'NotAPlayerAtAll0' } },
            { id: 3, name: 'Cy', data: { player: 'too short' } },
          ],
        },
      }),
    });
    render(<MatchPage game="land-vs-sea" matchID="m2" watch={false} />);
    const ada = await screen.findByRole('link', { name: /^Ada / });
    expect(ada.getAttribute('href')).toBe('/player/AdaAdaAdaAdaAda0');
    const header = ada.closest('.play-header__players')!;
    expect(header.querySelectorAll('a')).toHaveLength(1);
    // Four seats are two teams: each with its team-mate, seats 1 and 3 (Land) against 2 and 4 (Sea).
    expect(header.textContent).toBe('Ada (Land) & Computer (easy, Land) 1500 vs Bo (Sea) & Cy (Sea)');
  });
});
