// @vitest-environment jsdom
/**
 * Inspecting Land vs Sea tiles where they lie: on the map (its face in words, the areas through
 * it), in your hand (both faces), on the stacks and in other players' hands (the public face
 * only); by click, keyboard focus or a long press, which does not pick the tile up.
 */
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LONG_PRESS_MS } from '../../../games/common/inspect';
import { seededRng } from '../../../games/common/random';
import { NEW_MATCH_INVENTORY, landVsSea, mapTileIds, type TileDeal } from '../../../games/land-vs-sea';
import { put, scenario } from '../../land-vs-sea/support';
import { calledMoves, renderBoard } from './support';

afterEach(cleanup);

// Player 0 holds T21 (face 1 up; face 0, "LSSSSS", is private) and T41.
const HANDS = [
  ['T21.1', 'T41'],
  ['T30', 'T53'],
];

const tooltip = () => screen.queryByRole('tooltip');
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('Land vs Sea: inspecting a tile where it lies', () => {
  it('a map tile: its face turned as it lies, in words, and the areas through it', async () => {
    const user = userEvent.setup();
    const state = scenario({ hands: HANDS });
    put(state, 'T21 @0,-1 r3');
    renderBoard(state, '1');
    await user.click(screen.getByRole('button', { name: /^Start tile at \(0, 0\): / }));
    const start = tooltip()?.textContent ?? '';
    expect(start).toContain('Land: north, north-east, south-east edges');
    expect(start).toContain('Sea: south, south-west, north-west edges');
    // T21's face 0 has one land edge (north), turned 3 steps: south, against the start tile's land.
    await user.click(screen.getByRole('button', { name: /^Map tile at \(0, -1\): / }));
    const placed = tooltip()?.textContent ?? '';
    expect(placed).toContain('Map tile at (0, -1)');
    expect(placed).toContain('The last tile placed.');
    expect(placed).toContain('Land: south edge');
    expect(placed).toContain('Sea: north, north-east, south-east, south-west, north-west edges');
    expect(placed).toMatch(/In an open land area of 2 tiles: Land scores it once it is completed\./);
    expect(tooltip()?.querySelectorAll('svg')).toHaveLength(1);
  });

  it('the map’s tiles are one Tab stop: the arrows go from tile to tile without panning; focus shows each', async () => {
    const user = userEvent.setup();
    const state = scenario({ hands: HANDS });
    put(state, 'T21 @0,-1 r3');
    const { container } = renderBoard(state, '1');
    const tiles = [...container.querySelectorAll<SVGGElement>('.map-tile')];
    expect(tiles.map((t) => t.tabIndex)).toEqual([0, -1]);
    const viewBox = container.querySelector('svg.lvs-map__svg')?.getAttribute('viewBox');
    await user.keyboard('{Shift}');
    act(() => tiles[0]!.focus());
    expect(tooltip()?.textContent).toContain('Start tile at (0, 0)');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tiles[1]);
    expect(tooltip()?.textContent).toContain('Map tile at (0, -1)');
    expect(container.querySelector('svg.lvs-map__svg')?.getAttribute('viewBox')).toBe(viewBox);
    await user.keyboard('{Escape}');
    expect(tooltip()).toBeNull();
  });

  it('a hand on a board drawn for another’s seat (a replay): its details name that player', async () => {
    const user = userEvent.setup();
    renderBoard(scenario({ hands: HANDS }), '0', { named: true, reviewing: true, seatNames: { '0': 'Ada', '1': 'Bo' } });
    const hidden = screen.getByRole('button', { name: /^Tile 1, private face/ });
    await user.pointer({ keys: '[TouchA>]', target: hidden });
    await wait(LONG_PRESS_MS + 100);
    await user.pointer({ keys: '[/TouchA]', target: hidden });
    expect(tooltip()?.textContent).toContain('Ada’s tile 1');
    expect(tooltip()?.textContent).toContain('Private face: only Ada sees it');
  });

  it('your hand: a long press shows both faces of the tile and picks nothing up; a tap still does', async () => {
    const user = userEvent.setup();
    const { moves } = renderBoard(scenario({ hands: HANDS }));
    const hidden = screen.getByRole('button', { name: /^Tile 1, private face/ });
    expect(hidden.getAttribute('aria-pressed')).toBe('false');
    await user.pointer({ keys: '[TouchA>]', target: hidden });
    await wait(LONG_PRESS_MS + 100);
    await user.pointer({ keys: '[/TouchA]', target: hidden });
    const shown = tooltip();
    expect(shown?.textContent).toContain('Your tile 1');
    expect(shown?.textContent).toContain('Public face: everyone sees it');
    expect(shown?.textContent).toContain('Private face: only you see it');
    expect(shown?.querySelectorAll('svg')).toHaveLength(2);
    expect(hidden.getAttribute('aria-pressed')).toBe('false');
    await user.pointer({ keys: '[TouchA]', target: hidden });
    expect(tooltip()).toBeNull();
    expect(hidden.getAttribute('aria-pressed')).toBe('true');
    expect(calledMoves(moves)).toEqual([]);
  });

  it('a stack: the top face of its top tile, and nothing of the face under it', async () => {
    const user = userEvent.setup();
    const deals = mapTileIds(NEW_MATCH_INVENTORY).map((tile, i): TileDeal => ({ tile, up: (i % 2) as 0 | 1 }));
    // Seat 1 may not take now: each stack has a button only to look at it.
    renderBoard(landVsSea.setup(2, { stacks: [deals.slice(0, 29), deals.slice(29)] }, seededRng('draft')), '1');
    await user.click(screen.getByRole('button', { name: /^Stack 1: 29 tiles, top face / }));
    const shown = tooltip();
    expect(shown?.textContent).toContain('Stack 1: 29 tiles');
    expect(shown?.textContent).toContain('The top tile’s face up');
    expect(shown?.textContent).toContain('Its other face stays hidden until someone takes it.');
    expect(shown?.querySelectorAll('svg')).toHaveLength(1);
  });

  it('another player’s tile: its public face only, and whose the other face is', async () => {
    const user = userEvent.setup();
    const { container } = renderBoard(scenario({ hands: HANDS }), '1');
    const players = screen.getByRole('region', { name: 'Players' });
    await user.click(within(players).getByRole('button', { name: /^Player 1’s tile 1, public face/ }));
    const shown = tooltip();
    expect(shown?.textContent).toContain('Player 1’s tile 1');
    expect(shown?.textContent).toContain('Its other face is seen by Player 1 only.');
    expect(shown?.querySelectorAll('svg')).toHaveLength(1);
    expect(container.ownerDocument.body.innerHTML).not.toMatch(/T21|T41/);
  });
});
