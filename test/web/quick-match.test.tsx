// @vitest-environment jsdom
/**
 * The lobby's quick-match panel against a faked `/quick` API: what it asks for ("any" or the
 * chosen options), the waiting view (clock, countdown to the computer, Cancel), the computer's
 * offer once its time has come, the seat kept like a created match's, a reload that resumes
 * waiting, the page left (a beacon), an expired ticket, a cancel that comes too late.
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LobbyPage } from '../../web/lobby/LobbyPage';
import { loadTicket, saveTicket } from '../../web/lobby/quick';
import { clock } from '../../web/lobby/QuickMatch';
import { loadSeat } from '../../web/lobby/seats';
import { fakeServer, NO_MATCHES } from './support/fake-server';

const TICKET = 't'.repeat(32);

function waiting(overrides: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    status: 'waiting',
    game: 'air-land-sea',
    numPlayers: 2,
    options: 'any',
    playerName: 'Ada',
    waitingSince: now - 5_000,
    botOfferAt: now + 15_000,
    now,
    expiresAfterSeconds: 15,
    levels: ['easy', 'medium', 'hard'],
    others: 0,
    ...overrides,
  };
}

const MATCHED = {
  status: 'matched',
  game: 'air-land-sea',
  numPlayers: 2,
  matchID: 'qm1',
  playerID: '1',
  credentials: 'secret',
  playerName: 'Ada',
};

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('quick match panel', () => {
  it('asks for "any" by default; while waiting shows the clock and when the computer comes, and keeps the ticket for a reload', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      ...NO_MATCHES,
      'POST /quick': () => ({ status: 201, body: { ticket: TICKET, ...waiting({ waitingSince: Date.now() }) } }),
      [`GET /quick/${TICKET}`]: () => ({ body: waiting() }),
      [`DELETE /quick/${TICKET}`]: () => ({ body: { status: 'cancelled' } }),
    });
    render(<LobbyPage />);
    // One name field for the quick match, the new match and a Join (each form had its own copy).
    expect(document.querySelectorAll('input[autocomplete="nickname"]')).toHaveLength(1);
    await user.type(screen.getByLabelText('Your name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Quick match' }));
    await screen.findByText(/If nobody comes by 0:20 you can play the computer/);
    expect(server.posts()[0]).toEqual({
      method: 'POST',
      path: '/quick',
      body: { game: 'air-land-sea', numPlayers: 2, options: 'any', playerName: 'Ada' },
    });
    expect(screen.getByRole('status').textContent).toBe('Looking for a player for Air, Land & Sea…');
    expect(screen.getByRole('timer').textContent).toMatch(/^0:0[4-7]$/);
    expect(screen.queryByRole('button', { name: /Play the computer/ })).toBeNull();
    expect(loadTicket()).toMatchObject({ ticket: TICKET, game: 'air-land-sea', playerName: 'Ada', asked: 'any options' });
    expect(screen.getByText(/^You asked for:/).textContent).toMatch(
      /^You asked for: any options\. With Any you may get the other player's options, and ratings count only standard games/,
    );
    // A name typed while waiting is for the next match; this one is Ada's.
    await user.type(screen.getByLabelText('Your name'), 'lin');
    expect(screen.getByText(/^Playing as Ada/).textContent).toBe('Playing as Ada (“Adalin” from your next match)');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('button', { name: 'Quick match' });
    expect(server.requests.some((r) => r.method === 'DELETE' && r.path === `/quick/${TICKET}`)).toBe(true);
    expect(loadTicket()).toBeNull();
  });

  it('without a name, the name field says so, once, and takes the focus, asking nothing; typing a name ends it', async () => {
    const user = userEvent.setup();
    const server = fakeServer(NO_MATCHES);
    render(<LobbyPage />);
    await user.click(screen.getByRole('button', { name: 'Quick match' }));
    const field = screen.getByLabelText('Your name');
    expect(screen.getByRole('alert').textContent).toBe('Enter your name first: the other players see it.');
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // The new-game form's button too: still one message, under the field.
    await user.click(screen.getByRole('button', { name: 'Create a match' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await user.type(field, 'Ada{Enter}');
    expect(document.activeElement, 'Enter puts the keyboard away').not.toBe(field);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field.getAttribute('aria-invalid')).toBeNull();
    // Cleared later, the field is not told off before a start is asked for again.
    await user.clear(field);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.posts()).toEqual([]);
  });

  it('sends the chosen options, made whole, when "These" is picked, and finds them as left after a Cancel', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      ...NO_MATCHES,
      'POST /quick': () => ({ status: 201, body: { ticket: TICKET, ...waiting() } }),
      [`GET /quick/${TICKET}`]: () => ({ body: waiting() }),
      [`DELETE /quick/${TICKET}`]: () => ({ body: { status: 'cancelled' } }),
    });
    render(<LobbyPage />);
    await user.type(screen.getByLabelText('Your name'), 'Ada');
    await user.click(screen.getByRole('radio', { name: 'These:' }));
    const panel = screen.getByRole('form', { name: /Quick match/ });
    await user.selectOptions(panel.querySelector('#quick-air-land-sea-targetVP')!, '18');
    await user.click(screen.getByRole('button', { name: 'Quick match' }));
    await screen.findByRole('status');
    expect(server.posts()[0]!.body.options).toEqual({ mode: 'standard', targetVP: '18', edition: 'revised' });
    // The wait repeats what was asked for, and that it will not count (QA).
    expect(screen.getByText(/^You asked for:/).textContent).toBe(
      'You asked for: To 18 VP. Not rated: ratings count only standard games: 2 players, standard mode, to 12 VP, revised edition.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('form', { name: /Quick match/ });
    expect(within(again).getByRole<HTMLInputElement>('radio', { name: 'These:' }).checked).toBe(true);
    expect(again.querySelector<HTMLSelectElement>('#quick-air-land-sea-targetVP')!.value).toBe('18');
  });

  it('a reload resumes waiting; once the time has come the computer is offered, and taking it opens the match with the seat kept', async () => {
    saveTicket({ ticket: TICKET, game: 'air-land-sea', playerName: 'Ada' });
    const user = userEvent.setup();
    const server = fakeServer({
      ...NO_MATCHES,
      [`GET /quick/${TICKET}`]: () => ({ body: waiting({ waitingSince: Date.now() - 25_000, botOfferAt: Date.now() - 5_000 }) }),
      [`POST /quick/${TICKET}/computer`]: () => ({ body: MATCHED }),
    });
    render(<LobbyPage />);
    // Each level with its fixed rating, to pick one near your own (QA).
    await screen.findByRole('button', { name: 'Play the computer (hard, rated 2162)' });
    // Someone may wait still too far from your rating: not "nobody" (QA).
    expect(screen.getByRole('status').textContent).toBe(
      'Nobody near your level yet: the search widens as you wait. You can play the computer meanwhile.',
    );
    expect(screen.queryByText(/If nobody comes by/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play the computer (medium, rated 1895)' }));
    await waitFor(() => expect(window.location.pathname).toBe('/match/air-land-sea/qm1'));
    expect(server.posts().at(-1)).toEqual({ method: 'POST', path: `/quick/${TICKET}/computer`, body: { level: 'medium' } });
    expect(loadSeat('qm1')).toMatchObject({
      game: 'air-land-sea',
      matchID: 'qm1',
      playerID: '1',
      credentials: 'secret',
      playerName: 'Ada',
    });
    expect(loadTicket()).toBeNull();
  });

  it('at a table of three, says who already waits with you: the computer would seat them too', async () => {
    saveTicket({ ticket: TICKET, game: 'land-vs-sea', playerName: 'Ada' });
    let answer = waiting({ game: 'land-vs-sea', numPlayers: 3, others: 0 });
    fakeServer({ ...NO_MATCHES, [`GET /quick/${TICKET}`]: () => ({ body: answer }) });
    render(<LobbyPage />);
    await screen.findByText('Looking for 2 players for Land vs Sea…');
    answer = waiting({ game: 'land-vs-sea', numPlayers: 3, others: 1 });
    await screen.findByText('1 player is waiting with you. Looking for 1 more for Land vs Sea…', {}, { timeout: 3_000 });
    answer = waiting({ game: 'land-vs-sea', numPlayers: 3, others: 1, botOfferAt: Date.now() - 1_000 });
    await screen.findByText(
      '1 player is waiting with you. You can play now, with them and the computer in the seat left, while the search goes on.',
      {},
      { timeout: 3_000 },
    );
  });

  it('matched while waiting: off to the match; leaving the page sends a beacon; an expired ticket says so', async () => {
    saveTicket({ ticket: TICKET, game: 'air-land-sea', playerName: 'Ada' });
    const beacons: string[] = [];
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: (url: string) => beacons.push(url) > 0 });
    let answer: unknown = waiting();
    fakeServer({ ...NO_MATCHES, [`GET /quick/${TICKET}`]: () => ({ body: answer }) });
    const view = render(<LobbyPage />);
    await screen.findByRole('timer');
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(beacons).toEqual([`/quick/${TICKET}/leave`]);
    answer = MATCHED;
    await waitFor(() => expect(window.location.pathname).toBe('/match/air-land-sea/qm1'), { timeout: 3_000 });
    expect(loadSeat('qm1')?.credentials).toBe('secret');
    view.unmount();
    expect(beacons).toHaveLength(1); // matched: nothing to leave

    window.history.replaceState(null, '', '/');
    saveTicket({ ticket: TICKET, game: 'air-land-sea', playerName: 'Ada' });
    fakeServer({ ...NO_MATCHES, [`GET /quick/${TICKET}`]: () => ({ status: 404, body: { error: 'no such quick-match ticket' } }) });
    render(<LobbyPage />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/Your place in the queue has expired/);
    expect(screen.getByRole('button', { name: 'Quick match' })).toBeTruthy();
    expect(loadTicket()).toBeNull();
  });

  it('a cancel that comes after the match was made takes the seat instead', async () => {
    saveTicket({ ticket: TICKET, game: 'air-land-sea', playerName: 'Ada' });
    const user = userEvent.setup();
    let cancelled = false;
    fakeServer({
      ...NO_MATCHES,
      [`GET /quick/${TICKET}`]: () => ({ body: cancelled ? MATCHED : waiting() }),
      [`DELETE /quick/${TICKET}`]: () => {
        cancelled = true;
        return { status: 409, body: { error: 'a match was found for this ticket before it was cancelled', status: 'matched' } };
      },
    });
    render(<LobbyPage />);
    await screen.findByRole('timer');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(window.location.pathname).toBe('/match/air-land-sea/qm1'));
  });

  it('clock', () => {
    expect([clock(0), clock(999), clock(65_000), clock(-5)]).toEqual(['0:00', '0:00', '1:05', '0:00']);
  });
});
