// @vitest-environment jsdom
/** Opening a shared link without a seat: take a free seat with a name, or watch. */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findGame } from '../../games';
import { readMatch, seatLabel } from '../../web/lobby/match-data';
import { JoinPanel } from '../../web/play/JoinPanel';
import { playerToken, rememberPlayerId } from '../../web/players/identity';
import { fakeServer, OPEN_MATCH } from './support/fake-server';

const entry = findGame('air-land-sea')!;
const OPEN = readMatch(OPEN_MATCH)!;

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('join panel', () => {
  it('takes the free seat under the name given', async () => {
    const user = userEvent.setup();
    const server = fakeServer({ 'POST /games/air-land-sea/m1/join': () => ({ body: { playerID: '1', playerCredentials: 'k' } }) });
    const onJoined = vi.fn();
    render(<JoinPanel entry={entry} match={OPEN} onJoined={onJoined} onWatch={vi.fn()} onRefresh={vi.fn()} />);
    expect(screen.getByText('Seat 1: Ada')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Take seat 1' })).toBeNull();
    await user.type(screen.getByLabelText('Your name'), 'Bo');
    await user.click(screen.getByRole('button', { name: 'Take seat 2' }));
    await waitFor(() => expect(onJoined).toHaveBeenCalledWith(expect.objectContaining({ matchID: 'm1', playerID: '1', credentials: 'k' })));
    expect(server.posts()[0]!.body).toEqual({ playerName: 'Bo', playerID: '1' });
  });

  it('refusals are explained and the seats refreshed', async () => {
    const user = userEvent.setup();
    fakeServer({ 'POST /games/air-land-sea/m1/join': () => ({ status: 409, body: { error: 'seat "1" is already taken' } }) });
    const onRefresh = vi.fn();
    render(<JoinPanel entry={entry} match={OPEN} onJoined={vi.fn()} onWatch={vi.fn()} onRefresh={onRefresh} />);
    await user.type(screen.getByLabelText('Your name'), 'Bo');
    await user.click(screen.getByRole('button', { name: 'Take seat 2' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Seat "1" is already taken.');
    expect(onRefresh).toHaveBeenCalled();
  });

  it('shows how the match is played and each seat with its part', () => {
    const lvs = readMatch({
      ...OPEN_MATCH,
      gameName: 'land-vs-sea',
      players: [{ id: 0, name: 'Ada' }, { id: 1 }, { id: 2, name: 'Cy' }],
      setupData: { waypoints: false },
    })!;
    render(<JoinPanel entry={findGame('land-vs-sea')!} match={lvs} onJoined={vi.fn()} onWatch={vi.fn()} onRefresh={vi.fn()} />);
    const setup = screen.getByRole('list', { name: 'How this match is played' });
    expect([...setup.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '3 players: Land, Sea, Cartographer',
      'Mountains & corals, Caravans & ships, Waypoints: on (always with 3 players)',
    ]);
    expect(screen.getByText('Seat 1 (Land): Ada')).toBeTruthy();
    expect(screen.getByText(/Seat 2 \(Sea\):/).textContent).toBe('Seat 2 (Sea): open');
    expect(screen.getByRole('button', { name: 'Take seat 2 (Sea)' })).toBeTruthy();
  });

  it('a rematch’s seat kept for another player is not offered; to its own player it is', async () => {
    const VIC = 'vicvicvicvicvic0';
    const rematch = readMatch({ ...OPEN_MATCH, players: [{ id: 0, name: 'Uma' }, { id: 1 }], keptFor: { '1': VIC } })!;
    const onWatch = vi.fn();
    render(<JoinPanel entry={entry} match={rematch} onJoined={vi.fn()} onWatch={onWatch} onRefresh={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('This Air, Land & Sea rematch waits for its players');
    expect(screen.getByText(/Seat 2:/).textContent).toBe('Seat 2: kept for its player in the last match');
    expect(screen.queryByRole('button', { name: /Take seat/ })).toBeNull();
    cleanup();
    // With the name that player had there, when the server gives it.
    render(
      <JoinPanel
        entry={entry}
        match={{ ...rematch, players: rematch.players.map((p) => (p.keptFor ? { ...p, keptForName: 'Vic' } : p)) }}
        onJoined={vi.fn()}
        onWatch={onWatch}
        onRefresh={vi.fn()}
      />,
    );
    expect(screen.getByText(/Seat 2:/).textContent).toBe('Seat 2: kept for Vic, its player in the last match');
    expect(screen.queryByLabelText('Your name')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Watch it' }));
    expect(onWatch).toHaveBeenCalled();
    cleanup();

    playerToken();
    rememberPlayerId(VIC);
    render(<JoinPanel entry={entry} match={rematch} onJoined={vi.fn()} onWatch={vi.fn()} onRefresh={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Join this Air, Land & Sea match');
    expect(screen.getByRole('button', { name: 'Take seat 2' })).toBeTruthy();
  });

  it('a kept seat is read only from a well-formed keptFor, and only while the seat is free', () => {
    const read = (keptFor: unknown, players: unknown[] = [{ id: 0, name: 'Uma' }, { id: 1 }]) =>
      readMatch({ ...OPEN_MATCH, players, keptFor })!.players.map((p) => p.keptFor);
    expect(read({ '1': 'vicvicvicvicvic0' })).toEqual([undefined, 'vicvicvicvicvic0']);
    expect(read({ '0': 'umaumaumaumauma0' }), 'a seat taken is not kept any more').toEqual([undefined, undefined]);
    for (const odd of [
      null,
      'x',
      ['vicvicvicvicvic0'],
      { '1': 'short' },
      { '1': { id: 'vicvicvicvicvic0' } },
      JSON.parse('{"__proto__": {"1": "vicvicvicvicvic0"}}'),
    ])
      expect(read(odd), JSON.stringify(odd)).toEqual([undefined, undefined]);
  });

  it('a kept seat reads with the name its player had in the match played, when the server gives it', () => {
    const labels = (keptNames: unknown) =>
      readMatch({
        ...OPEN_MATCH,
        players: [{ id: 0, name: 'Uma' }, { id: 1 }],
        keptFor: { '1': 'vicvicvicvicvic0' },
        keptNames,
      })!.players.map(seatLabel);
    expect(labels({ '1': 'Vic' })).toEqual(['Uma', 'Vic (seat kept)']);
    for (const odd of [undefined, { '1': 3 }, { '1': ' ' }, { '0': 'Vic' }, JSON.parse('{"__proto__": {"1": "Vic"}}')])
      expect(labels(odd), JSON.stringify(odd)).toEqual(['Uma', 'kept seat']);
  });

  it('a full match can be watched', async () => {
    const user = userEvent.setup();
    const onWatch = vi.fn();
    const full = readMatch({
      ...OPEN_MATCH,
      players: [
        { id: 0, name: 'Ada' },
        { id: 1, name: 'Cy' },
      ],
    })!;
    render(<JoinPanel entry={entry} match={full} onJoined={vi.fn()} onWatch={onWatch} onRefresh={vi.fn()} />);
    expect(screen.getByText('This match is full.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('This Air, Land & Sea match is being played');
    await user.click(screen.getByRole('button', { name: 'Watch it' }));
    expect(onWatch).toHaveBeenCalled();
  });
});
