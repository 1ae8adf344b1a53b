// @vitest-environment jsdom
/**
 * Land vs Sea by keyboard: your tiles' faces and the places the held tile fits are each one Tab
 * stop, moved through with the arrow keys (which then do not pan the map); after a move, focus
 * goes to the next thing to do (never dropped to <body>).
 */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { landVsSea } from '../../../games/land-vs-sea';
import { Board } from '../../../games/land-vs-sea/board/Board';
import { put, scenario } from '../../land-vs-sea/support';
import { calledMoves, renderBoard } from './support';

afterEach(cleanup);

// user-event walks a radio group by its name with CSS.escape, which jsdom lacks.
if (typeof window.CSS?.escape !== 'function') {
  Object.defineProperty(window, 'CSS', { value: { escape: (s: string) => s.replace(/[^\w-]/g, (c) => `\\${c}`) }, configurable: true });
}

const HANDS = [
  ['T21', 'T41'],
  ['T30', 'T53'],
];
const focused = () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName;

describe('Land vs Sea board by keyboard', () => {
  it('your tiles are one Tab stop: the arrows move between their faces', async () => {
    const user = userEvent.setup();
    renderBoard(scenario({ hands: HANDS }));
    const faces = screen.getAllByRole('button', { name: /^Tile \d, (public|private) face/ });
    expect(faces).toHaveLength(4);
    // The held face is the stop.
    expect(faces.map((f) => f.tabIndex)).toEqual([0, -1, -1, -1]);
    faces[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(focused()).toMatch(/^Tile 1, private face/);
    await user.keyboard('{ArrowDown}');
    expect(focused()).toMatch(/^Tile 2, public face/);
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(focused()).toMatch(/^Tile 2, private face/);
  });

  it('the rotations are one Tab stop: Tab reaches the chosen one and leaves the group, the arrows choose', async () => {
    const user = userEvent.setup();
    renderBoard(scenario({ hands: HANDS }));
    const rotations = screen.getAllByRole('radio', { name: /^Rotation \d/ }) as HTMLInputElement[];
    expect(rotations).toHaveLength(6);
    const checked = () => rotations.findIndex((r) => r.checked);
    const start = checked();
    expect(start).toBeGreaterThanOrEqual(0);
    // From the button before the group, one Tab lands on the chosen rotation, the next leaves it.
    screen.getByRole('button', { name: 'Rotate clockwise (R)' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(rotations[start]);
    await user.tab();
    expect(rotations).not.toContain(document.activeElement);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(rotations[start]);
    // The arrows move and choose, round the ends.
    await user.keyboard('{ArrowRight}');
    expect(checked()).toBe((start + 1) % 6);
    expect(document.activeElement).toBe(rotations[(start + 1) % 6]);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(checked()).toBe((start + 5) % 6);
    // R still rotates with focus on a rotation (it is no text field).
    await user.keyboard('r');
    expect(checked()).toBe(start);
  });

  it('the places are one Tab stop: arrows go from place to place without panning, Enter places', async () => {
    const user = userEvent.setup();
    const { moves, container } = renderBoard(scenario({ hands: HANDS }));
    const spots = [...container.querySelectorAll<SVGGElement>('.spot')];
    expect(spots).toHaveLength(2);
    expect(spots.map((s) => s.tabIndex)).toEqual(spots.map((_, i) => (i === 0 ? 0 : -1)));
    const map = container.querySelector('svg.lvs-map__svg');
    const viewBox = map?.getAttribute('viewBox');
    spots[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(spots[1]);
    // From the last place round to the first, and back.
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(spots[0]);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(spots[1]);
    expect(map?.getAttribute('viewBox')).toBe(viewBox);
    await user.keyboard('{Enter}');
    expect(calledMoves(moves).map(([name]) => name)).toEqual(['place']);
  });

  it('P goes from the hand to the places the held tile fits (they come before the hand, a long way round by Tab)', async () => {
    const user = userEvent.setup();
    const { moves } = renderBoard(scenario({ hands: HANDS }));
    expect(screen.getByText(/then the arrows/).closest('p')?.textContent).toMatch(
      /^Fits \d+ highlighted places? \(keyboard: P, then the arrows\)\.$/,
    );
    screen.getAllByRole('button', { name: /^Tile 1, public face/ })[0]!.focus();
    await user.keyboard('p');
    expect(focused()).toMatch(/^Place the tile at/);
    await user.keyboard('{Enter}');
    expect(calledMoves(moves).map(([move]) => move)).toEqual(['place']);
  });

  it('after placing, focus goes to the stack to refill from; after that, to the prompt', () => {
    const placing = scenario({ hands: HANDS });
    const { moves, rerender, container } = renderBoard(placing);
    container.querySelector<SVGGElement>('.spot')?.focus();
    const board = (state: typeof placing) => (
      <Board G={landVsSea.view(state, '0')} moves={moves} isConnected isMultiplayer={false} seatNames={{ '1': 'Robot' }} />
    );
    const placed = scenario({ hands: HANDS });
    put(placed, 'T21 @0,-1 r3');
    // The spot that had focus is gone with the placement.
    rerender(board(placed));
    expect(screen.getByRole('status').textContent).toMatch(/Refill your hand/);
    expect(focused()).toMatch(/^Take from stack 1/);
    landVsSea.apply(placed, '0', { type: 'take', stack: 0 }, () => 0);
    rerender(board(placed));
    expect(screen.getByRole('status').textContent).not.toMatch(/Refill/);
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });
});
