// @vitest-environment jsdom
/**
 * The server lists and serves matches as clients made them: a seat named with an object, a
 * match without players or with odd options must not take the lobby or a match page down. Each
 * page shows what it can read and drops the rest, never a blank page.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../web/app/App';
import { scenario } from '../land-vs-sea/support';
import { renderBoard as renderLvs } from './land-vs-sea/support';
import { position, renderBoard as renderAls } from './support/als';
import { fakeServer, OPEN_MATCH } from './support/fake-server';

const MALFORMED = [
  { matchID: 'objname', players: [{ id: 0, name: { toString: 1 } }, { id: 1 }], setupData: 'odd', createdAt: 5 },
  { matchID: 'noplayers', players: null, setupData: { targetVP: {} }, createdAt: 'yesterday' },
  { matchID: 'oddseats', players: [null, { id: '1', name: 7 }, 'x', { id: 2, name: ['Zed'] }], createdAt: 4 },
  { players: [{ id: 0, name: 'no match id' }], createdAt: 3 },
  null,
  'not a match',
];

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('malformed matches from the server', () => {
  it('the lobby lists the readable matches and what it can of the odd ones', async () => {
    fakeServer({ 'GET /games/air-land-sea': () => ({ body: { matches: [...MALFORMED, OPEN_MATCH] } }) });
    window.history.replaceState(null, '', '/');
    render(<App />);
    expect(await screen.findByText('Ada vs open seat')).toBeTruthy();
    const rows = screen.getAllByRole('listitem').map((li) => li.querySelector('.match-list__who')?.textContent);
    // Newest first; a match without a readable creation time last.
    expect(rows).toEqual(['a player vs open seat', 'a player vs a player', 'Ada vs open seat', '(no seats)']);
    const watch = screen.getAllByRole('link', { name: 'Watch' }).map((a) => a.getAttribute('href'));
    expect(watch).toEqual([
      '/match/air-land-sea/objname?watch=1',
      '/match/air-land-sea/oddseats?watch=1',
      '/match/air-land-sea/m1?watch=1',
      '/match/air-land-sea/noplayers?watch=1',
    ]);
    expect(screen.getAllByRole('button', { name: 'Join' })).toHaveLength(2);
  });

  it('a list that is not a list shows as empty', async () => {
    fakeServer({ 'GET /games/air-land-sea': () => ({ body: { matches: { m1: OPEN_MATCH } } }) });
    window.history.replaceState(null, '', '/');
    render(<App />);
    expect(await screen.findByText(/No open matches right now/)).toBeTruthy();
  });

  it('a match page with a seat named by an object offers the free seat', async () => {
    fakeServer({ 'GET /games/air-land-sea/objname': () => ({ body: MALFORMED[0] }) });
    window.history.replaceState(null, '', '/match/air-land-sea/objname');
    render(<App />);
    expect(await screen.findByRole('button', { name: 'Take seat 2' })).toBeTruthy();
    expect(screen.getByText('a player vs open seat')).toBeTruthy();
    expect(screen.getByText(/Seat 1: a player/)).toBeTruthy();
  });

  it('a board names a seat named by an object by its seat number', () => {
    // boardgame.io hands the board the match's seats as stored, over the socket.
    const matchData = [
      { id: 0, name: { toString: 1 } as unknown as string },
      { id: 1, name: 'Bo' },
    ];
    renderAls(position({ hands: ['A3 A6 L1 L3 S1 S4', 'A1 A2 L2 L5 L6 S6'] }), null, { matchData });
    expect(screen.getByRole('list', { name: 'Players' }).textContent).toMatch(/Player 1/);
    cleanup();
    renderLvs(
      scenario({
        hands: [
          ['T21.1', 'T41'],
          ['T30', 'T53'],
        ],
      }),
      null,
      { matchData },
    );
    expect(screen.getByRole('status').textContent).toMatch(/Player 1 \(Land\) is placing a tile/);
  });

  it('a match the page cannot read at all says so', async () => {
    fakeServer({ 'GET /games/air-land-sea/gone': () => ({ body: { players: 'none' } }) });
    window.history.replaceState(null, '', '/match/air-land-sea/gone');
    render(<App />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not read/i);
  });
});
