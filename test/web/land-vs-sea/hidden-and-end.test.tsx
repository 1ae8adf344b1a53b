// @vitest-environment jsdom
/** What each seat may see (no hidden face but your own), and the end-of-game summary. */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seededRng } from '../../../games/common/random';
import { definition, inventoryOf, landVsSea, mapTradeRoutes, publicFace, tileDef } from '../../../games/land-vs-sea';
import { describeFace, type Seats } from '../../../games/land-vs-sea/board/describe';
import { ScoreBar } from '../../../games/land-vs-sea/board/PlayersPanel';
import type { View } from '../../../games/land-vs-sea/rules';
import { scenario } from '../../land-vs-sea/support';
import { playToEnd, renderBoard } from './support';

afterEach(cleanup);

// T21 face 1 is public for player 0; face 0 is their private face.
const HANDS = [
  ['T21.1', 'T41'],
  ['T30', 'T53'],
];

describe('Land vs Sea board: hidden faces', () => {
  it('shows you both faces of your tiles, the private one marked', () => {
    renderBoard(scenario({ hands: HANDS }), '0');
    const hand = screen.getByRole('region', { name: 'Your tiles' });
    expect(within(hand).getAllByRole('button', { name: /public face/ })).toHaveLength(2);
    expect(within(hand).getAllByRole('button', { name: /private face/ })).toHaveLength(2);
    expect(within(hand).getAllByText('private')).toHaveLength(2);
  });

  it('shows an opponent only the public faces of your tiles', () => {
    const state = scenario({ hands: HANDS });
    const { container } = renderBoard(state, '1');
    const players = screen.getByRole('region', { name: 'Players' });
    const publicT21 = describeFace(publicFace(1, { tile: 'T21', up: 1 }));
    expect(within(players).getByRole('img', { name: `Player 1’s tile 1, public face: ${publicT21}` })).toBeTruthy();
    // Only their own two tiles show a private face; no tile id reaches the page.
    expect(within(screen.getByRole('region', { name: 'Your tiles' })).getAllByRole('button', { name: /private face/ })).toHaveLength(2);
    expect(container.querySelectorAll('.face-button--private')).toHaveLength(2);
    expect(container.innerHTML).not.toMatch(/T21|T41/);
  });

  it('shows a spectator no hand and no private face', () => {
    const { container } = renderBoard(scenario({ hands: HANDS }), null);
    expect(screen.queryByRole('region', { name: 'Your tiles' })).toBeNull();
    expect(container.querySelectorAll('.face-button--private')).toHaveLength(0);
    expect(container.innerHTML).not.toMatch(/T\d\d/);
    expect(screen.getByRole('status').textContent).toMatch(/Player 1 \(Land\) is placing a tile/);
  });
});

describe('Land vs Sea board: the players panel', () => {
  it('puts a computer’s part in its brackets, apart from the name a long one may cut short', () => {
    renderBoard(scenario({ hands: HANDS }), '0', { seatNames: { '1': 'Computer 1 (easy)' } });
    const heads = [...screen.getByRole('region', { name: 'Players' }).querySelectorAll('.lvs-player__head')];
    expect(
      heads.map((h) => [h.querySelector('.lvs-player__name')!.textContent, h.querySelector('.lvs-player__role')!.textContent]),
    ).toEqual([
      ['You', '(Land)'],
      ['Computer 1', '(easy, Sea)'],
    ]);
  });
});

describe('Land vs Sea board: the players panel with 4', () => {
  it('says which player is your team-mate (QA: which computer was the partner?)', () => {
    const hands = [
      ['T11', 'T12'],
      ['T13', 'T14'],
      ['T15', 'T16'],
      ['T17', 'T18'],
    ];
    renderBoard(scenario({ players: 4, options: { waypoints: true }, hands }), '1', {
      seatNames: { '0': 'Ann', '2': 'Computer 2 (easy)', '3': 'Computer 3 (hard)' },
    });
    const players = [...screen.getByRole('region', { name: 'Players' }).querySelectorAll('.lvs-player')];
    expect(
      players.map((p) => [p.querySelector('.lvs-player__name')!.textContent, p.querySelector('.lvs-player__mate')?.textContent ?? null]),
    ).toEqual([
      ['Ann', null],
      ['You', null],
      ['Computer 2', null],
      ['Computer 3', 'Your team-mate: you score together'],
    ]);
  });
});

describe('Land vs Sea board: drawn for another’s seat', () => {
  it('names that seat, never "you": a replay watched by one who did not play it', () => {
    renderBoard(scenario({ hands: HANDS }), '0', { named: true, reviewing: true, seatNames: { '0': 'Ada', '1': 'Bo' } });
    expect(screen.getByRole('region', { name: 'Ada’s tiles' })).toBeTruthy();
    const heads = [...screen.getByRole('region', { name: 'Players' }).querySelectorAll('.lvs-player__name')];
    expect(heads.map((h) => h.textContent)).toEqual(['Ada', 'Bo']);
    expect(document.querySelector('.prompt')!.textContent).toMatch(/^Ada \(Land\) /);
    expect(document.body.textContent).not.toMatch(/\b(You|Your)\b/);
  });
});

describe('Land vs Sea board: a replay', () => {
  it('discloses the other hands with both faces, read in the match’s own inventory (v1)', () => {
    // A match stored before inventory versions existed: it plays, and replays, on v1.
    const state = scenario({ hands: HANDS });
    delete state.inventory;
    renderBoard(state, '0', { G: definition.reveal(state, '0'), reviewing: true });
    const players = screen.getByRole('region', { name: 'Players' });
    const hidden = (inventory: 1 | 2, tile: string) => describeFace(tileDef(inventory, tile).faces[1]);
    // T30 and T53 came up on face 0: face 1 is hidden. v2 gives them other faces.
    for (const [slot, tile] of ['T30', 'T53'].entries()) {
      expect(hidden(1, tile)).not.toBe(hidden(2, tile));
      const shown = describeFace(publicFace(1, { tile, up: 0 }));
      expect(
        within(players).getByRole('img', { name: `Robot’s tile ${slot + 1}, public face: ${shown}; hidden face: ${hidden(1, tile)}` }),
      ).toBeTruthy();
    }
  });
});

describe('Land vs Sea board: the end', () => {
  const finished = () => playToEnd(landVsSea.setup(2, { caravansAndShips: true, mountainsAndCorals: true }, seededRng('game')), 'moves');

  it('sums up the final scores and the trade routes, and offers another game', async () => {
    const user = userEvent.setup();
    const state = finished();
    const onPlayAgain = vi.fn();
    renderBoard(state, '0', { onPlayAgain });
    const dialog = screen.getByRole('dialog');
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').at(-1)?.textContent)).toEqual([
      String(state.score.land),
      String(state.score.sea),
    ]);
    const routes = mapTradeRoutes(state.board, inventoryOf(state), 2);
    expect(within(dialog).getByRole('heading', { name: 'Trade routes' })).toBeTruthy();
    expect(within(dialog).queryAllByRole('listitem')).toHaveLength(routes.length);
    await user.click(within(dialog).getByRole('button', { name: 'Play again' }));
    expect(onPlayAgain).toHaveBeenCalledTimes(1);
  });

  it('closes to show the map and opens again', async () => {
    const user = userEvent.setup();
    renderBoard(finished(), '1');
    await user.click(screen.getByRole('button', { name: 'Look at the map' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Final scores' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('Land vs Sea score bar: which side is yours', () => {
  const seatsOf = (me: string | null, you: string | null, players = ['0', '1']): Seats => ({
    me: me as Seats['me'],
    you: you as Seats['you'],
    players: players as Seats['players'],
    name: (p) => (p === you ? 'You' : `Player ${Number(p) + 1}`),
    role: (p) => (Number(p) % 2 === 0 ? 'land' : 'sea'),
    label: (p) => p,
    whose: (p) => p,
  });
  const G = { score: { land: 3, sea: 1 } } as unknown as View;
  const shortMarks = () => [...document.querySelectorAll('.lvs-score__you')].map((e) => e.textContent);

  it('marks your side "You", or "Your team" with four, for the phone’s narrow bar', () => {
    render(<ScoreBar G={G} seats={seatsOf('0', '0')} />);
    expect(shortMarks()).toEqual(['You']);
    cleanup();
    render(<ScoreBar G={G} seats={seatsOf('1', '1', ['0', '1', '2', '3'])} />);
    expect(shortMarks()).toEqual(['Your team']);
  });

  it('says "You" of nobody on a board drawn for another’s seat (a replay), nor for a spectator', () => {
    render(<ScoreBar G={G} seats={seatsOf('0', null)} />);
    expect(shortMarks()).toEqual([]);
    expect(document.querySelector('.is-mine .lvs-score__who--shown')!.textContent).toBe('Player 1');
    cleanup();
    render(<ScoreBar G={G} seats={seatsOf(null, null)} />);
    expect(shortMarks()).toEqual([]);
    expect(document.body.textContent).not.toMatch(/\bYou/);
  });
});
