import { describe, expect, it } from 'vitest';
import { landVsSea, type Action } from '../../games/land-vs-sea/rules';
import { act, put, refused, scenario, take } from './support';

const OPTION = { waypoints: true };
const spots = (actions: Action[]) => actions.filter((a) => a.type === 'placeWaypoint');

describe('waypoint placement (option)', () => {
  it('offers every own-terrain segment with an open edge, plus skipping, after playing and scoring', () => {
    const state = scenario({
      options: OPTION,
      hands: [
        ['T21', 'T41'],
        ['T30', 'T53'],
      ],
    });
    put(state, 'T21 @0,-1 r3'); // its one land edge faces the start: closed
    expect(state.step).toBe('waypoint');
    const legal = landVsSea.legalActions(state, '0');
    expect(spots(legal)).toEqual([{ type: 'placeWaypoint', q: 0, r: 0, segment: 0 }]);
    expect(legal).toContainEqual({ type: 'skipWaypoint' });
    expect(refused(state, '0', { type: 'placeWaypoint', q: 0, r: -1, segment: 1 })).toMatch(/open edge/);
    expect(refused(state, '0', { type: 'placeWaypoint', q: 0, r: 0, segment: 1 })).toMatch(/own terrain/);
    expect(refused(state, '0', { type: 'placeWaypoint', q: 5, r: 5, segment: 0 })).toMatch(/no tile/);
  });

  it('keeps a tile to one waypoint, whoever owns it', () => {
    const state = scenario({
      options: OPTION,
      hands: [
        ['T21', 'T41'],
        ['T30', 'T53'],
      ],
    });
    put(state, 'T21 @0,-1 r3');
    act(state, '0', { type: 'placeWaypoint', q: 0, r: 0, segment: 0 });
    take(state);
    put(state, 'T30 @1,-1 r4');
    const seaSpots = spots(landVsSea.legalActions(state, '1'));
    expect(seaSpots.some((a) => a.type === 'placeWaypoint' && a.q === 0 && a.r === 0)).toBe(false);
    expect(seaSpots.length).toBeGreaterThan(0);
    expect(refused(state, '1', { type: 'placeWaypoint', q: 0, r: 0, segment: 1 })).toMatch(/already holds/);
  });

  it('asks for nothing while the waypoint is on the map', () => {
    const state = scenario({
      options: OPTION,
      hands: [
        ['T21', 'T41'],
        ['T30', 'T53'],
      ],
      next: ['T08', 'T12'],
    });
    put(state, 'T21 @0,-1 r3');
    act(state, '0', { type: 'placeWaypoint', q: 0, r: 0, segment: 0 });
    take(state);
    put(state, 'T30 @1,-1 r4');
    act(state, '1', { type: 'skipWaypoint' });
    take(state);
    put(state, 'T08 @0,1 r1');
    expect(state.step).toBe('replenish');
  });

  it('gives the Cartographer no waypoint', () => {
    const state = scenario({
      players: 3,
      hands: [
        ['T21', 'T41'],
        ['T30', 'T53'],
        ['T08', 'T12'],
      ],
    });
    expect(Object.keys(state.waypoints)).toEqual(['0', '1']);
  });

  it('is no step at all without the option', () => {
    const state = scenario({
      hands: [
        ['T21', 'T41'],
        ['T30', 'T53'],
      ],
    });
    put(state, 'T21 @0,-1 r3');
    expect(state.step).toBe('replenish');
    expect(refused(state, '0', { type: 'skipWaypoint' })).toMatch(/no waypoint/);
  });
});
