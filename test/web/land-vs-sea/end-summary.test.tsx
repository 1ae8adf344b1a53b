// @vitest-environment jsdom
/** The end-of-game summary: each side's points rule by rule, only for the rules in play. */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seededRng } from '../../../games/common/random';
import {
  inventoryOf,
  landVsSea,
  mapAreas,
  setupOn,
  type Options,
  type Score,
  type ScoreBreakdown,
  type State,
  type View,
} from '../../../games/land-vs-sea';
import { seatsFor, winnerText, type Seats } from '../../../games/land-vs-sea/board/describe';
import { EndSummary } from '../../../games/land-vs-sea/board/EndSummary';
import { act, put, scenario, take } from '../../land-vs-sea/support';
import { playToEnd, renderBoard } from './support';

afterEach(cleanup);

/** The start tile's land area completed (4 tiles, for Land), then the game called over. */
function landAreaDone(players: 2 | 3 = 2): State {
  // With 3 players the Cartographer, next after Sea, places the completing tile.
  const hands =
    players === 2
      ? [
          ['T21', 'T41'],
          ['T30', 'T53'],
        ]
      : [
          ['T21', 'T53'],
          ['T30', 'T56'],
          ['T41', 'T51'],
        ];
  const state = scenario({ players, hands, next: ['T08', 'T12', 'T16', 'T34'] });
  const skipWaypoint = () => {
    if (state.step === 'waypoint') act(state, state.current, { type: 'skipWaypoint' });
  };
  put(state, 'T21 @0,-1 r3');
  skipWaypoint();
  take(state);
  put(state, 'T30 @1,-1 r4');
  skipWaypoint();
  take(state);
  put(state, 'T41 @1,0 r5');
  state.step = 'over';
  return state;
}

function showSummary(
  state: State,
  changes: { options?: Partial<Options>; score: Score; scoreBy: ScoreBreakdown },
  names: Record<string, string> = {},
) {
  const view = landVsSea.view(state, '0');
  const G: View = { ...view, options: { ...view.options, ...changes.options }, score: changes.score, scoreBy: changes.scoreBy };
  render(<EndSummary G={G} seats={seatsFor(G, names)} areas={mapAreas(G.board, G.inventory)} onClose={() => {}} />);
  return screen.getByRole('dialog');
}

function headers(dialog: HTMLElement): string[] {
  return within(dialog)
    .getAllByRole('columnheader')
    .map((h) => h.textContent ?? '');
}

/** Each side's row: its name, then its cells. */
function rows(dialog: HTMLElement): [string, string[]][] {
  return within(dialog)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent ?? '',
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent ?? ''),
    ]);
}

describe('Land vs Sea end summary: points by rule', () => {
  it("shows each rule's points per side and the totals, without the columns of options that are off", () => {
    const dialog = showSummary(landAreaDone(), {
      options: { mountainsAndCorals: true, caravansAndShips: false, waypoints: true },
      score: { land: 4 + 2 + 5, sea: 3 + 1 },
      scoreBy: { land: { areas: 4, bonus: 2, ranges: 5 }, sea: { bonus: 3, waypoints: 1 } },
    });
    expect(headers(dialog)).toEqual(['Side', 'Areas', 'Bonus symbols', 'Mountains & corals', 'Waypoints', 'Final score']);
    expect(rows(dialog)).toEqual([
      ['Land · You', ['4 (1 area)', '2', '5', '0', '11']],
      ['Sea · Player 2', ['0 (0 areas)', '3', '0', '1', '4']],
    ]);
    expect(within(dialog).getByRole('table', { name: 'Points by rule' })).toBeTruthy();
    expect(within(dialog).queryByRole('heading', { name: 'Trade routes' })).toBeNull();
  });

  it('names the winner before the side, so a computer’s level does not nest in brackets', () => {
    const dialog = showSummary(
      landAreaDone(),
      { score: { land: 4, sea: 6 }, scoreBy: { land: { areas: 4 }, sea: { bonus: 6 } } },
      { '1': 'Computer 1 (easy)' },
    );
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe('Computer 1 (easy) wins as Sea with 6 points.');
    expect(rows(dialog).map(([side]) => side)).toEqual(['Land · You', 'Sea · Computer 1 (easy)']);
    // The part goes into the computer's brackets, as the lobby says it; a person's own brackets stay theirs.
    const G = landVsSea.view(landAreaDone(), '0');
    expect(seatsFor(G, { '1': 'Computer 1 (easy)' }).label('1')).toBe('Computer 1 (easy, Sea)');
    expect(seatsFor(G, { '1': 'Ann (2)' }).label('1')).toBe('Ann (2) (Sea)');
    expect(seatsFor(G, {}).label('0')).toBe('You (Land)');
  });

  it('says a team of two wins together', () => {
    const roles: Record<string, 'land' | 'sea'> = { '0': 'sea', '1': 'land', '2': 'sea', '3': 'land' };
    const seats: Seats = {
      me: '0',
      you: '0',
      players: ['0', '1', '2', '3'],
      name: (p) => ['You', 'Ann', 'Bob', 'Cy'][Number(p)]!,
      role: (p) => roles[p]!,
      label: (p) => p,
      whose: (p) => p,
    };
    const G = { score: { land: 9, sea: 7 } } as View;
    expect(winnerText(G, seats)).toBe('Ann & Cy win as Land with 9 points.');
    expect(winnerText({ score: { land: 7, sea: 9 } } as View, seats)).toBe('You win as Sea with 9 points!');
  });

  it('says why a match of three is drawn when two sides tie for the most points', () => {
    const roles: Record<string, 'land' | 'sea' | 'cartographer'> = { '0': 'land', '1': 'sea', '2': 'cartographer' };
    const seats = (me: Seats['me']): Seats => ({
      me,
      you: me,
      players: ['0', '1', '2'],
      name: (p) => ['Ada', 'Bo', 'Cy'][Number(p)]!,
      role: (p) => roles[p]!,
      label: (p) => p,
      whose: (p) => p,
    });
    const tie = { score: { land: 12, sea: 8, cartographer: 12 } } as View;
    expect(winnerText(tie, seats('1'))).toBe('A draw: Ada (Land) and Cy (Cartographer) tie for the most points (12).');
    expect(winnerText(tie, seats('2'))).toBe('A draw: Ada (Land) and you (Cartographer) tie for the most points (12).');
    expect(winnerText({ score: { land: 5, sea: 5, cartographer: 5 } } as View, seats(null))).toBe('A draw at 5 points.');
    expect(winnerText({ score: { land: 5, sea: 5 } } as View, seats(null))).toBe('A draw at 5 points.');
  });

  it('shows the caravan and trade route columns with Caravans & Ships only', () => {
    const dialog = showSummary(landAreaDone(), {
      options: { mountainsAndCorals: false, caravansAndShips: true, waypoints: false },
      score: { land: 4 + 2 + 3, sea: 4 },
      scoreBy: { land: { areas: 4, adjacency: 2, routes: 3 }, sea: { adjacency: 4 } },
    });
    expect(headers(dialog)).toEqual(['Side', 'Areas', 'Bonus symbols', 'Caravans & ships', 'Trade routes', 'Final score']);
    expect(rows(dialog).map(([, cells]) => cells)).toEqual([
      ['4 (1 area)', '0', '2', '3', '9'],
      ['0 (0 areas)', '0', '4', '0', '4'],
    ]);
  });

  it('gives the Cartographer every rule column but areas, which it cannot own', () => {
    const dialog = showSummary(landAreaDone(3), {
      score: { land: 4, sea: 0, cartographer: 6 + 1 + 2 + 2 + 1 },
      scoreBy: { land: { areas: 4 }, cartographer: { ranges: 6, bonus: 1, adjacency: 2, routes: 2, waypoints: 1 } },
    });
    expect(headers(dialog)).toEqual([
      'Side',
      'Areas',
      'Bonus symbols',
      'Mountains & corals',
      'Caravans & ships',
      'Waypoints',
      'Trade routes',
      'Final score',
    ]);
    expect(rows(dialog).at(-1)).toEqual(['Cartographer · Player 3', ['—', '1', '6', '2', '1', '2', '12']]);
  });

  it('adds up to the final score in a game played to the end', () => {
    const options = { mountainsAndCorals: true, caravansAndShips: true, waypoints: true };
    const state = playToEnd(landVsSea.setup(2, options, seededRng('summary')), 'summary');
    renderBoard(state, '0', { ratingNote: 'This match is not rated.' });
    // Under the result, before the table: the player's own news first.
    expect(screen.getByRole('dialog').querySelector('h2 + .rating-note')?.textContent).toBe('This match is not rated.');
    for (const [side, cells] of rows(screen.getByRole('dialog'))) {
      const points = cells.map((c) => Number(c.split(' (')[0]));
      const total = points.pop();
      expect(
        points.reduce((a, b) => a + b, 0),
        side,
      ).toBe(total);
      expect(total, side).toBeGreaterThan(0);
    }
  });

  it('shows dashes, not a crash, for a match stored before points were counted by rule', () => {
    // Such a match is older than inventory v2 too.
    const state = playToEnd(setupOn(1, 2, { mountainsAndCorals: true, waypoints: true }, seededRng('old-2')), 'old-2');
    delete state.scoreBy;
    delete state.inventory;
    renderBoard(state, '1');
    const dialog = screen.getByRole('dialog');
    const completed = mapAreas(state.board, inventoryOf(state)).filter((a) => a.complete && a.owner === 'land');
    expect(completed.length).toBeGreaterThan(1);
    const [land] = rows(dialog);
    expect(land?.[1]).toEqual([
      `${completed.reduce((n, a) => n + a.points, 0)} (${completed.length} areas)`,
      '—',
      '—',
      '—',
      String(state.score.land),
    ]);
    expect(within(dialog).getByText(/began before points were counted rule by rule/)).toBeTruthy();
  });
});

describe('Land vs Sea end summary: the keyboard', () => {
  it('stays in the dialog: Tab goes round its buttons, never to the map it covers; Escape closes it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const G = landVsSea.view(landAreaDone(), '0');
    render(
      <>
        <button type="button">On the board</button>
        <EndSummary G={G} seats={seatsFor(G, {})} areas={mapAreas(G.board, G.inventory)} onClose={onClose} onPlayAgain={vi.fn()} />
      </>,
    );
    const again = screen.getByRole('button', { name: 'Play again' });
    const look = screen.getByRole('button', { name: 'Look at the map' });
    expect(document.activeElement).toBe(again);
    await user.tab();
    expect(document.activeElement).toBe(look);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(again);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
