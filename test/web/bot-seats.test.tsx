// @vitest-environment jsdom
/**
 * Computer seats in the lobby: the new-match form fills seats with the computer (`bots` sent on
 * create, never seat 1, the creator's), and the lists and the join panel show such a seat as the
 * computer with its level and never offer to join it.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findGame } from '../../games';
import { LobbyPage } from '../../web/lobby/LobbyPage';
import { readMatch } from '../../web/lobby/match-data';
import { JoinPanel } from '../../web/play/JoinPanel';
import { fakeServer, NO_MATCHES, OPEN_MATCH } from './support/fake-server';

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const joined = (game: string, matchID: string) => ({
  [`POST /games/${game}/${matchID}/join`]: () => ({ body: { playerID: '0', playerCredentials: 'c' } }),
});

describe('new match with computer seats', () => {
  it('Air, Land & Sea against the computer: seat 2 is the computer at the chosen level', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      ...NO_MATCHES,
      'POST /games/air-land-sea/create': () => ({ body: { matchID: 'a' } }),
      ...joined('air-land-sea', 'a'),
    });
    render(<LobbyPage />);
    await user.type(screen.getByLabelText('Your name'), 'Ada');
    expect(screen.queryByLabelText(/^Seat 1/)).toBeNull(); // the creator's
    const seat2 = screen.getByLabelText('Seat 2') as HTMLSelectElement;
    expect([...seat2.options].map((o) => o.textContent)).toEqual(['Player', 'Computer (easy)', 'Computer (medium)', 'Computer (hard)']);
    await user.selectOptions(seat2, 'hard');
    expect(screen.getByText(/the computer takes its seats at once/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create a match' }));
    await waitFor(() => expect(server.posts()).toHaveLength(2));
    expect(server.posts()[0]!.body).toMatchObject({ numPlayers: 2, bots: { '1': 'hard' } });
    expect(server.posts()[1]!.body).toEqual({ playerName: 'Ada', playerID: '0' });
  });

  it('Land vs Sea for 4: each other seat with its part, people and computers mixed', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      ...NO_MATCHES,
      'POST /games/land-vs-sea/create': () => ({ body: { matchID: 'l' } }),
      ...joined('land-vs-sea', 'l'),
    });
    render(<LobbyPage />);
    await user.click(screen.getByRole('radio', { name: /Land vs Sea/ }));
    await user.type(screen.getByLabelText('Your name'), 'Ada');
    await user.selectOptions(screen.getByLabelText('Players'), '4');
    await user.selectOptions(screen.getByLabelText('You play'), 'Sea (seat 2)');
    expect(screen.queryByLabelText('Seat 2 (Sea)')).toBeNull(); // the creator's
    await user.selectOptions(screen.getByLabelText('Seat 3 (Land)'), 'easy');
    await user.selectOptions(screen.getByLabelText('Seat 1 (Land)'), 'medium');
    expect(screen.getByLabelText('Seat 4 (Sea)')).toBeTruthy();
    expect(screen.getByText('then send the link to a friend')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create a match' }));
    await waitFor(() => expect(server.posts()).toHaveLength(2));
    expect(server.posts()[0]!.body).toMatchObject({ numPlayers: 4, bots: { '2': 'easy', '0': 'medium' } });
    expect(server.posts()[1]!.body).toEqual({ playerName: 'Ada', playerID: '1' });
  });

  it('Land vs Sea at random: the side is drawn at creation, the computer takes the seats named by how they stand to the creator', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      ...NO_MATCHES,
      'POST /games/land-vs-sea/create': () => ({ body: { matchID: 'r' } }),
      ...joined('land-vs-sea', 'r'),
    });
    render(<LobbyPage />);
    await user.click(screen.getByRole('radio', { name: /Land vs Sea/ }));
    await user.type(screen.getByLabelText('Your name'), 'Ada');
    await user.selectOptions(screen.getByLabelText('Players'), '4');
    expect(screen.getByLabelText<HTMLSelectElement>('You play').value).toBe('random');
    const labels = [...document.querySelectorAll('.new-match label[for^="seat-"]')].map((l) => l.textContent);
    expect(labels).toEqual(['Opponent 1', 'Team-mate', 'Opponent 2']);
    await user.selectOptions(screen.getByLabelText('Team-mate'), 'easy');
    await user.selectOptions(screen.getByLabelText('Opponent 2'), 'hard');
    vi.spyOn(Math, 'random').mockReturnValue(0.8); // seat 4 of 4
    await user.click(screen.getByRole('button', { name: 'Create a match' }));
    await waitFor(() => expect(server.posts()).toHaveLength(2));
    vi.restoreAllMocks();
    // Seat 4 is Sea: the team-mate is seat 2, the opponent before seat 4 in turn order is seat 3.
    expect(server.posts()[0]!.body).toMatchObject({ numPlayers: 4, bots: { '1': 'easy', '2': 'hard' } });
    expect(server.posts()[1]!.body).toEqual({ playerName: 'Ada', playerID: '3' });
  });

  it('a match of people only sends no bots', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      ...NO_MATCHES,
      'POST /games/air-land-sea/create': () => ({ body: { matchID: 'p' } }),
      ...joined('air-land-sea', 'p'),
    });
    render(<LobbyPage />);
    await user.type(screen.getByLabelText('Your name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Create a match' }));
    await waitFor(() => expect(server.posts()).toHaveLength(2));
    expect(server.posts()[0]!.body).not.toHaveProperty('bots');
  });
});

const WITH_BOT = {
  ...OPEN_MATCH,
  gameName: 'land-vs-sea',
  setupData: {},
  players: [{ id: 0, name: 'Ada' }, { id: 1, name: 'Computer (hard)', data: { bot: 'hard' } }, { id: 2 }],
};

describe('computer seats in the lists', () => {
  it('the open matches show the computer with its level; the free person’s seat can be joined', async () => {
    fakeServer({
      ...NO_MATCHES,
      'GET /games/land-vs-sea': () => ({ body: { matches: [WITH_BOT] } }),
    });
    const user = userEvent.setup();
    render(<LobbyPage />);
    await user.click(screen.getByRole('radio', { name: /Land vs Sea/ }));
    expect(await screen.findByText('Ada (Land) vs Computer (hard, Sea) vs open seat (Cartographer)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join' })).toBeTruthy();
  });

  it('a match whose only other seat is the computer offers no join', async () => {
    const full = {
      ...OPEN_MATCH,
      players: [
        { id: 0, name: 'Ada' },
        { id: 1, name: 'Computer (easy)', data: { bot: 'easy' } },
      ],
    };
    fakeServer({ ...NO_MATCHES, 'GET /games/air-land-sea': () => ({ body: { matches: [full] } }) });
    render(<LobbyPage />);
    expect(await screen.findByText('Ada vs Computer (easy)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('two computers at the table are told apart by their number, whatever names they were stored with', async () => {
    const two = {
      ...OPEN_MATCH,
      players: [
        { id: 0, name: 'Ada' },
        { id: 1, name: 'Computer (easy)', data: { bot: 'easy' } },
        { id: 2, name: 'Computer (easy)', data: { bot: 'easy' } },
      ],
    };
    fakeServer({ ...NO_MATCHES, 'GET /games/air-land-sea': () => ({ body: { matches: [two] } }) });
    render(<LobbyPage />);
    expect(await screen.findByText('Ada vs Computer 1 (easy) vs Computer 2 (easy)')).toBeTruthy();
  });

  it('the join panel names the computer seat and offers only the person’s', () => {
    const match = readMatch(WITH_BOT)!;
    render(<JoinPanel entry={findGame('land-vs-sea')!} match={match} onJoined={vi.fn()} onWatch={vi.fn()} onRefresh={vi.fn()} />);
    expect(screen.getByText('Seat 2 (Sea): Computer (hard)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Take seat 2/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Take seat 3 (Cartographer)' })).toBeTruthy();
  });

  it('a seat marked as the computer reads as the computer whatever its name says', () => {
    const match = readMatch({ ...WITH_BOT, players: [{ id: 0, name: 'Ada' }, { id: 1, name: 'Bo', data: { bot: 'easy' } }, { id: 2 }] })!;
    expect(match.players[1]).toMatchObject({ taken: true, bot: 'easy' });
    expect(readMatch({ ...WITH_BOT, players: [{ id: 0, data: { bot: 'easy' } }] })!.players[0]!.bot).toBeUndefined();
  });
});
