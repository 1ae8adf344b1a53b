// @vitest-environment jsdom
/**
 * The replay and review pages of a match the server does not have say so, and link nowhere
 * else about it (its match page and its other page would only say so again); a match still
 * being played keeps the link to its match page.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { State } from 'boardgame.io';
import { AirLandSeaGame } from '../../games/air-land-sea';
import { saveSeat } from '../../web/lobby/seats';
import { ReplayPage } from '../../web/play/ReplayPage';
import { ReducerMatch } from '../support/reducer';
import { ReviewPage } from '../../web/review/ReviewPage';

// The review's chart library reads the screen's pixel ratio as it loads; jsdom has no matchMedia.
vi.hoisted(() => {
  const query = { matches: false, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {} };
  window.matchMedia ??= (() => query) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const answering = (status: number) =>
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify({ error: 'no' }), { status, headers: { 'Content-Type': 'application/json' } }),
  );

const pages = [
  ['replay', () => <ReplayPage game="air-land-sea" matchID="gone1" />, ['The match page', 'Review the game']],
  ['review', () => <ReviewPage game="air-land-sea" matchID="gone1" query={new URLSearchParams()} />, ['The replay', 'The match page']],
] as const;

describe.each(pages)('the %s page', (_, page, links) => {
  it('of a match the server does not have: says so, with no links to its other pages', async () => {
    answering(404);
    render(page());
    await screen.findByText('There is no such match (finished matches are cleaned up after a day).', {}, { timeout: 10_000 });
    for (const name of links) expect(screen.queryByRole('link', { name })).toBeNull();
    expect(screen.getByRole('link', { name: /Lobby/ })).toBeTruthy();
  });

  it('of a match still being played: says when it opens, and links to the match', async () => {
    answering(403);
    render(page());
    await screen.findByText(/still being played/, {}, { timeout: 10_000 });
    expect(screen.getByRole('link', { name: 'The match page' }).getAttribute('href')).toBe('/match/air-land-sea/gone1');
  });
});

/** A finished Air, Land & Sea match between Ada and Bo that `first` ended at once by resigning, served as its replay. */
function servedResignation() {
  const m = new ReducerMatch({ ...AirLandSeaGame, seed: 'replay-seat' }, 2);
  const first = m.active()[0]!;
  expect(m.move(first, 'resign', ['resigned'])).toBe(true);
  const replay = {
    matchID: 'done1',
    gameName: 'air-land-sea',
    numPlayers: 2,
    players: [
      { id: 0, name: 'Ada' },
      { id: 1, name: 'Bo' },
    ],
    gameover: m.state.ctx.gameover,
    initialState: m.initial as State,
    moves: [{ player: first, move: 'resign', args: ['resigned'] }],
  };
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify(replay), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  return first;
}

describe('the replay page of a finished match', () => {
  it('watched by one who did not play it: the board names the seat it is seen from, never "you"', async () => {
    const first = servedResignation();
    render(<ReplayPage game="air-land-sea" matchID="done1" />);
    const seenFrom = (await screen.findByRole('combobox', { name: 'Seen from' }, { timeout: 10_000 })) as HTMLSelectElement;
    expect(seenFrom.value).toBe('0');
    expect(screen.getByRole('region', { name: 'Ada’s hand' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your hand' })).toBeNull();
    expect([...document.querySelectorAll('.player__name')].map((n) => n.textContent)).toEqual(['Bo', 'Ada']);
    await userEvent.click(screen.getByRole('button', { name: 'End' }));
    expect(document.querySelector('.prompt')!.textContent).toBe(first === '0' ? 'Ada resigned. Bo wins.' : 'Bo resigned. Ada wins.');
    expect(document.querySelector('.replay .play-area__board')!.textContent).not.toMatch(/\b(You|Your)\b/);
    // At the end, the main button plays the match again from its start (it did nothing there).
    await userEvent.click(screen.getByRole('button', { name: 'Play from the start' }));
    expect(document.querySelector('.replay__where')!.textContent).toMatch(/^Start · /);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Play from the start' }, { timeout: 3_000 });
    expect(document.querySelector('.replay__where')!.textContent).toMatch(/^Move 1 of 1 · /);
  });

  it('is seen first from the seat this browser played, and its log says who resigned and who wins', async () => {
    const first = servedResignation();
    saveSeat({ game: 'air-land-sea', matchID: 'done1', playerID: '1', credentials: 'c', playerName: 'Bo', joinedAt: 1 });
    render(<ReplayPage game="air-land-sea" matchID="done1" />);
    const seenFrom = (await screen.findByRole('combobox', { name: 'Seen from' }, { timeout: 10_000 })) as HTMLSelectElement;
    expect(seenFrom.value).toBe('1');
    const [resigner, winner] = first === '0' ? ['Ada', 'Bo'] : ['Bo', 'Ada'];
    expect(screen.getByRole('region', { name: 'Game log' }).textContent).toContain(`${resigner} resigned ${winner} wins`);
    // At its end the board says how the match ended, seen from this browser's seat (Bo's).
    await userEvent.click(screen.getByRole('button', { name: 'End' }));
    expect(document.querySelector('.prompt')!.textContent).toBe(first === '1' ? 'You resigned. Ada wins.' : 'Ada resigned. You win.');
    // The keyboard keeps its place in the replay's toolbar at either end, and Home goes back.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'End' }));
    await userEvent.keyboard('{Home}');
    expect(document.querySelector('.replay__where')!.textContent).toMatch(/^Start · /);
    await userEvent.keyboard('{End}');
    expect(document.querySelector('.replay__where')!.textContent).toMatch(/^Move 1 of 1 · /);
    expect(screen.getByRole('region', { name: 'Your hand' })).toBeTruthy();
    // Seen from Ada's seat, the board is not this player's: it names everyone.
    await userEvent.selectOptions(seenFrom, '0');
    expect(screen.getByRole('region', { name: 'Ada’s hand' })).toBeTruthy();
    expect(document.querySelector('.prompt')!.textContent).toBe(`${resigner} resigned. ${winner} wins.`);
  });
});
