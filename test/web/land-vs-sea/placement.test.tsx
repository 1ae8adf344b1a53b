// @vitest-environment jsdom
/** Placing a tile: pick it, flip and rotate it (buttons or keys), click a highlighted hex (on touch: tap twice). */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canonicalRotation, inventoryOf, landVsSea, tileNumber, type FaceIndex, type Rotation } from '../../../games/land-vs-sea';
import { HINT_SHOW, HINT_TARGET } from '../../../games/common/meta';
import { hexCenter } from '../../../games/land-vs-sea/board/geometry';
import { R } from '../../../games/land-vs-sea/board/HexMap';
import { put, scenario, take } from '../../land-vs-sea/support';
import { calledMoves, legalOf, renderBoard, spotLabels } from './support';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// Player 0 holds T21 showing face 1 (its public face) and T41; face 0 of T21 is "LSSSSS".
const HANDS = [
  ['T21.1', 'T41'],
  ['T30', 'T53'],
];

/** The hexes the engine allows for (slot, face, rotation), as the board labels them. */
function engineSpots(state: ReturnType<typeof scenario>, slot: number, face: FaceIndex, rotation: Rotation): string[] {
  const tile = state.hands[0]?.[slot]?.tile as string;
  const canonical = canonicalRotation(tileNumber(inventoryOf(state), tile), face, rotation);
  return legalOf(state, 'place')
    .filter((a) => a.slot === slot && a.face === face && a.rotation === canonical)
    .map((a) => `Place the tile at (${a.q}, ${a.r})`)
    .sort();
}

describe('Land vs Sea board: placing a tile', () => {
  it('holds the first tile by its public face; flip and rotate with buttons, then place', async () => {
    const user = userEvent.setup();
    const state = scenario({ hands: HANDS });
    const { moves, container } = renderBoard(state);
    expect(screen.getByRole('status').textContent).toMatch(/Your turn/);
    expect(screen.getByRole('button', { name: /^Tile 1, public face/ }).getAttribute('aria-pressed')).toBe('true');
    expect(spotLabels(container)).toEqual(engineSpots(state, 0, 1, 0));

    await user.click(screen.getByRole('button', { name: /^Flip/ }));
    expect(screen.getByRole('button', { name: /^Tile 1, private face/ }).getAttribute('aria-pressed')).toBe('true');
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Rotate clockwise (R)' }));
    expect((screen.getByRole('radio', { name: /^Rotation 3/ }) as HTMLInputElement).checked).toBe(true);
    expect(spotLabels(container)).toEqual(engineSpots(state, 0, 0, 3));

    await user.click(screen.getByRole('button', { name: 'Place the tile at (0, -1)' }));
    expect(calledMoves(moves)).toEqual([['place', [0, 0, 0, -1, 3]]]);
  });

  it('picks up a tile turned to the first rotation that fits, so spots show without searching', async () => {
    const user = userEvent.setup();
    // T05's public face fits nowhere at rotation 0 next to the start tile, but does at rotation 1.
    const state = scenario({
      hands: [
        ['T05', 'T41'],
        ['T30', 'T53'],
      ],
    });
    expect(engineSpots(state, 0, 0, 0)).toEqual([]);
    const { container } = renderBoard(state);
    expect((screen.getByRole('radio', { name: /^Rotation 1/ }) as HTMLInputElement).checked).toBe(true);
    expect(spotLabels(container)).toEqual(engineSpots(state, 0, 0, 1));
    expect(spotLabels(container).length).toBeGreaterThan(0);
    // A rotation the player chooses is kept, even one that fits nowhere.
    await user.click(screen.getByRole('radio', { name: /^Rotation 0/ }));
    expect(spotLabels(container)).toEqual([]);
    expect(screen.getByText(/No place for this rotation/)).toBeTruthy();
  });

  it('a hint to place holds the tile as the hint has it and marks its hex, which places it', async () => {
    const user = userEvent.setup();
    const state = scenario({ hands: HANDS });
    // A placement the board does not show by itself: the second tile, turned.
    const hinted = legalOf(state, 'place').find((a) => a.slot === 1 && a.rotation !== 0)!;
    const args = [hinted.slot, hinted.face, hinted.q, hinted.r, hinted.rotation];
    const { moves, container } = renderBoard(state, '0', { hint: { move: 'place', args } });
    const pressed = screen
      .getAllByRole('button', { name: /^Tile \d, (public|private) face/ })
      .filter((b) => b.getAttribute('aria-pressed') === 'true');
    expect(pressed.map((b) => b.getAttribute('aria-label')?.slice(0, 6))).toEqual(['Tile 2']);
    expect((screen.getByRole('radio', { name: new RegExp(`^Rotation ${hinted.rotation}`) }) as HTMLInputElement).checked).toBe(true);
    const marked = [...container.querySelectorAll('.spot--hinted')];
    expect(marked.map((el) => el.getAttribute('aria-label'))).toEqual([`Place the tile at (${hinted.q}, ${hinted.r}) (the hint)`]);
    await user.click(screen.getByRole('button', { name: `Place the tile at (${hinted.q}, ${hinted.r}) (the hint)` }));
    expect(calledMoves(moves)).toEqual([['place', args]]);
  });

  it('flips with F and rotates back with Shift+R', async () => {
    const user = userEvent.setup();
    const state = scenario({ hands: HANDS });
    const { moves } = renderBoard(state);
    screen.getByRole('button', { name: /^Tile 1, public face/ }).focus();
    await user.keyboard('f');
    await user.keyboard('RRR'); // 0 -> 5 -> 4 -> 3
    expect((screen.getByRole('radio', { name: /^Rotation 3/ }) as HTMLInputElement).checked).toBe(true);
    await user.keyboard('rr'); // 3 -> 5
    await user.keyboard('RR'); // 5 -> 3
    await user.click(screen.getByRole('button', { name: 'Place the tile at (0, -1)' }));
    expect(calledMoves(moves)).toEqual([['place', [0, 0, 0, -1, 3]]]);
  });

  it('is keyboard operable: Tab to a highlighted hex, Enter places', async () => {
    const user = userEvent.setup();
    const state = scenario({ hands: HANDS });
    const { moves } = renderBoard(state);
    await user.click(screen.getByRole('button', { name: /^Tile 1, private face/ }));
    await user.click(screen.getByRole('radio', { name: /^Rotation 3/ }));
    screen.getByRole('button', { name: 'Place the tile at (0, -1)' }).focus();
    await user.keyboard('{Enter}');
    expect(calledMoves(moves)).toEqual([['place', [0, 0, 0, -1, 3]]]);
  });

  it('on touch, the first tap shows the tile on the spot and the second places it; Cancel takes it back', async () => {
    const user = userEvent.setup();
    const state = scenario({ hands: HANDS });
    const { moves, container } = renderBoard(state);
    await user.click(screen.getByRole('button', { name: /^Tile 2, public face/ }));
    const spot = (name: string) => screen.getByRole('button', { name: `Place the tile at ${name}` });
    const [first, second] = spotLabels(container).map((label) => label.replace('Place the tile at ', ''));
    expect(second).toBeDefined();
    const tap = (target: Element) => user.pointer({ keys: '[TouchA]', target });

    await tap(spot(first!));
    expect(calledMoves(moves)).toEqual([]);
    expect(spot(first!).querySelector('.spot__ghost')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Place here' })).toBeNull();
    expect(calledMoves(moves)).toEqual([]);

    await tap(spot(first!));
    await tap(spot(second!)); // a tap elsewhere moves the tile there
    expect(spot(first!).querySelector('.spot__ghost')).toBeNull();
    expect(spot(second!).querySelector('.spot__ghost')).not.toBeNull();
    expect(calledMoves(moves)).toEqual([]);
    await tap(spot(second!));
    const [q, r] = second!.slice(1, -1).split(', ').map(Number);
    expect(calledMoves(moves)).toEqual([['place', [1, 0, q, r, 0]]]);
  });

  it('on touch, "Place here" places the tile shown', async () => {
    const user = userEvent.setup();
    const state = scenario({ hands: HANDS });
    const { moves, container } = renderBoard(state);
    const [first] = spotLabels(container).map((label) => label.replace('Place the tile at ', ''));
    await user.pointer({ keys: '[TouchA]', target: screen.getByRole('button', { name: `Place the tile at ${first}` }) });
    await user.click(screen.getByRole('button', { name: 'Place here' }));
    const [q, r] = first!.slice(1, -1).split(', ').map(Number);
    expect(calledMoves(moves)).toEqual([['place', [0, 1, q, r, 0]]]);
  });

  it('on touch, a spot tapped under "Place here" (stuck to the screen’s foot) is scrolled clear of it', async () => {
    const user = userEvent.setup();
    const state = scenario({ hands: HANDS });
    const { container } = renderBoard(state);
    const [first] = spotLabels(container);
    // jsdom lays nothing out: the spot's foot 30 px below the bar's top, the bar 50 px high.
    const rect = (top: number, height: number) =>
      ({ top, bottom: top + height, height, left: 0, right: 0, width: 0, x: 0, y: top }) as DOMRect;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      if (this.classList.contains('spot--armed')) return rect(520, 30);
      return this.classList.contains('lvs-map__bar') ? rect(520, 50) : rect(0, 0);
    });
    const scrollBy = vi.fn();
    vi.stubGlobal('scrollBy', scrollBy);
    await user.pointer({ keys: '[TouchA]', target: screen.getByRole('button', { name: first }) });
    expect(screen.getByRole('button', { name: 'Place here' })).toBeTruthy();
    expect(scrollBy).toHaveBeenCalledWith(0, 38);
  });

  it('places the second tile of the hand with its own slot', async () => {
    const user = userEvent.setup();
    const state = scenario({ hands: HANDS });
    const { moves, container } = renderBoard(state);
    await user.click(screen.getByRole('button', { name: /^Tile 2, public face/ }));
    const spot = legalOf(state, 'place').find((a) => a.slot === 1 && a.face === 0 && a.rotation === 0);
    expect(spot).toBeDefined();
    expect(spotLabels(container)).toEqual(engineSpots(state, 1, 0, 0));
    await user.click(screen.getByRole('button', { name: `Place the tile at (${spot?.q}, ${spot?.r})` }));
    expect(calledMoves(moves)).toEqual([['place', [1, 0, spot?.q, spot?.r, 0]]]);
  });

  it('highlights look-alike rotations too and sends the rotation held (the engine accepts it)', async () => {
    // T15 face 0 is "LLSLLS": rotations k and k + 3 put the same tile on the map.
    const user = userEvent.setup();
    const state = scenario({
      hands: [
        ['T15', 'T41'],
        ['T30', 'T53'],
      ],
    });
    const listed = legalOf(state, 'place').find((a) => a.slot === 0 && a.face === 0);
    if (!listed) throw new Error('T15 fits nowhere');
    const held = ((listed.rotation + 3) % 6) as Rotation;
    expect(legalOf(state, 'place').some((a) => a.slot === 0 && a.face === 0 && a.rotation === held)).toBe(false);
    const { moves } = renderBoard(state);
    await user.click(screen.getByRole('radio', { name: new RegExp(`^Rotation ${held}`) }));
    await user.click(screen.getByRole('button', { name: `Place the tile at (${listed.q}, ${listed.r})` }));
    const sent = { type: 'place' as const, slot: 0, face: 0 as const, q: listed.q, r: listed.r, rotation: held };
    expect(calledMoves(moves)).toEqual([['place', [0, 0, listed.q, listed.r, held]]]);
    expect(landVsSea.apply(state, '0', sent, () => 0).ok).toBe(true);
  });

  it('counts the places each rotation fits', async () => {
    const user = userEvent.setup();
    const state = scenario({ hands: HANDS });
    renderBoard(state);
    await user.click(screen.getByRole('button', { name: /^Tile 1, private face/ }));
    for (const r of [0, 1, 2, 3, 4, 5] as const) {
      const n = engineSpots(state, 0, 0, r).length;
      expect(screen.getByRole('radio', { name: new RegExp(`^Rotation ${r}: fits ${n} place`) })).toBeTruthy();
    }
  });

  it('shows a preview of the held tile on a hovered spot', async () => {
    const user = userEvent.setup();
    const state = scenario({ hands: HANDS });
    const { container } = renderBoard(state);
    const spot = screen.getAllByRole('button', { name: /^Place the tile at/ })[0] as Element;
    expect(container.querySelector('.spot__ghost')).toBeNull();
    await user.hover(spot);
    expect(container.querySelector('.spot__ghost')).not.toBeNull();
  });

  it('offers nothing to place when it is not your turn', () => {
    const state = scenario({ hands: HANDS });
    const { container, moves } = renderBoard(state, '1');
    expect(screen.getByRole('status').textContent).toMatch(/Player 1 \(Land\) is placing a tile/);
    expect(spotLabels(container)).toEqual([]);
    expect(calledMoves(moves)).toEqual([]);
  });

  it('draws a completed area with the points its owner scored', () => {
    const state = scenario({
      hands: [
        ['T21', 'T41'],
        ['T30', 'T53'],
      ],
      next: ['T08', 'T12', 'T51', 'T56'],
    });
    put(state, 'T21 @0,-1 r3');
    take(state);
    put(state, 'T30 @1,-1 r4');
    take(state);
    put(state, 'T41 @1,0 r5');
    const { container } = renderBoard(state);
    expect(state.score.land).toBe(4);
    const labels = [...container.querySelectorAll('.area-label text')].map((t) => t.textContent);
    expect(labels).toEqual(['+4']);
    expect(container.querySelectorAll('.segment--complete').length).toBe(4);
  });

  it('"Show it on the board" brings the hinted hex into the map\'s view, big enough to tap, and leaves a view that shows it so', () => {
    const state = scenario({ hands: HANDS });
    const hinted = legalOf(state, 'place').find((a) => a.slot === 1)!;
    const { container } = renderBoard(state, '0', {
      hint: { move: 'place', args: [hinted.slot, hinted.face, hinted.q, hinted.r, hinted.rotation] },
    });
    const svg = container.querySelector('svg.lvs-map__svg') as SVGSVGElement;
    const box = () => svg.getAttribute('viewBox')!.split(' ').map(Number) as [number, number, number, number];
    const show = () => fireEvent(container.querySelector(`.${HINT_TARGET}`)!, new Event(HINT_SHOW, { bubbles: true }));
    const fitted = box();
    show();
    expect(box(), 'the fitted map of a short game already shows it large').toEqual(fitted);
    // Zoomed out, as the fitted map of a long game on a phone is: the hex was a few pixels wide.
    for (let i = 0; i < 8; i++) fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    const [, , farWidth] = box();
    show();
    const [x, y, width, height] = box();
    const centre = hexCenter(hinted.q, hinted.r, R);
    expect(x + width / 2).toBeCloseTo(centre.x);
    expect(y + height / 2).toBeCloseTo(centre.y);
    // jsdom's map is 800 px wide (no layout): 64 px a hex of 100 units.
    expect(width).toBeCloseTo(800 / 0.64);
    expect(width).toBeLessThan(farWidth);
  });

  it('pans and zooms with buttons and keys without placing anything', () => {
    const state = scenario({ hands: HANDS });
    const { container, moves } = renderBoard(state);
    const svg = container.querySelector('svg.lvs-map__svg') as SVGSVGElement;
    const fitted = svg.getAttribute('viewBox');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    const zoomed = svg.getAttribute('viewBox');
    expect(zoomed).not.toBe(fitted);
    fireEvent.keyDown(svg, { key: 'ArrowLeft' });
    expect(svg.getAttribute('viewBox')).not.toBe(zoomed);
    fireEvent.click(screen.getByRole('button', { name: /^Fit/ }));
    expect(svg.getAttribute('viewBox')).toBe(fitted);
    expect(calledMoves(moves)).toEqual([]);
  });
});
