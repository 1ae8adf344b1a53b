// @vitest-environment jsdom
/**
 * A position of the past (the match page's history, a replay, a review: `reviewing`) is shown,
 * not played from: no place to put a tile, no stack to take from, no waypoint, no tile held, and
 * the prompt names the viewer's step instead of asking for it.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { put, scenario } from '../../land-vs-sea/support';
import { calledMoves, legalOf, renderBoard, spotLabels } from './support';

afterEach(cleanup);

const HANDS: [string[], string[]] = [
  ['T21', 'T41'],
  ['T30', 'T53'],
];

describe('Land vs Sea board: a position of the past', () => {
  it('placing: names the step, highlights no hex, and the live board does', () => {
    const state = scenario({ hands: HANDS });
    const { container, moves } = renderBoard(state, '0', { reviewing: true });
    expect(screen.getByRole('status').textContent).toBe('Your turn: placing a tile.');
    expect(document.querySelector('.prompt--mine')).toBeNull();
    expect(spotLabels(container)).toEqual([]);
    // No bar above the map for a tile to hold (a phone shows it): nothing is held.
    expect(container.querySelector('.lvs-map__bar--top')).toBeNull();
    expect(calledMoves(moves)).toEqual([]);
    cleanup();
    const live = renderBoard(state, '0');
    expect(spotLabels(live.container).length).toBeGreaterThan(0);
    expect(live.container.querySelector('.lvs-map__bar--top')).not.toBeNull();
  });

  it('refilling the hand: no stack to take from', () => {
    const state = scenario({ hands: HANDS });
    put(state, 'T21 @0,-1 r3');
    renderBoard(state, '0', { reviewing: true });
    expect(screen.getByRole('status').textContent).toBe('Your turn: taking a tile.');
    expect(screen.queryAllByRole('button', { name: /^Take from stack/ }).filter((b) => !(b as HTMLButtonElement).disabled)).toEqual([]);
  });

  it('a waypoint: no segment to put it on, no skipping', () => {
    const state = scenario({ options: { waypoints: true }, hands: HANDS });
    put(state, 'T21 @0,-1 r3');
    expect(legalOf(state, 'placeWaypoint').length).toBeGreaterThan(0);
    renderBoard(state, '0', { reviewing: true });
    expect(screen.getByRole('status').textContent).toBe('Your turn: a waypoint to place or skip.');
    expect(screen.queryAllByRole('button', { name: /^Put your waypoint/ })).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Skip the waypoint' })).toBeNull();
  });

  it('another seat’s step reads as it does live', () => {
    const state = scenario({ hands: HANDS });
    for (const viewer of ['1', null] as const) {
      renderBoard(state, viewer);
      const live = screen.getByRole('status').textContent;
      cleanup();
      renderBoard(state, viewer, { reviewing: true });
      expect(screen.getByRole('status').textContent).toBe(live);
      expect(live).toMatch(/\(Land\) is placing a tile…$/);
      cleanup();
    }
  });
});
