import { describe, expect, it } from 'vitest';
import { MIXED_RING_FIVE, MIXED_RING_LAST, START_RING_FIVE, START_RING_LAST } from '../fixtures';
import { act, put, scenario, take } from '../support';

const OPTION = { waypoints: true };
const START_LAND = { type: 'placeWaypoint', q: 0, r: 0, segment: 0 } as const;

describe('waypoint returns (option)', () => {
  it('returns a waypoint when its area is completed: 1 point to the completer, who may place it again at once', () => {
    const state = scenario({
      options: OPTION,
      hands: [
        ['T21', 'T27.1'],
        ['T30', 'T53'],
      ],
      next: ['T08', 'T12', 'T51', 'T56'],
    });
    put(state, 'T21 @0,-1 r3');
    act(state, '0', START_LAND); // on the start tile's land, still open towards (1,-1) and (1,0)
    take(state);
    put(state, 'T30 @1,-1 r4');
    act(state, '1', { type: 'skipWaypoint' });
    take(state);
    put(state, 'T27.1 @1,0 r4'); // completes the land area; its second land segment stays open
    expect(state.waypoints['0']).toBeNull();
    expect(state.score).toEqual({ land: 4 + 1, sea: 0 });
    expect(state.scoreBy).toEqual({ land: { areas: 4, waypoints: 1 } });
    expect(state.step).toBe('waypoint'); // the returned waypoint may go out again this turn
    act(state, '0', { type: 'placeWaypoint', q: 1, r: 0, segment: 1 });
    expect(state.waypoints['0']).toEqual({ q: 1, r: 0, segment: 1 });
  });

  it('gives the point to the opponent who completed the area', () => {
    const state = scenario({
      options: OPTION,
      hands: [
        ['T21', 'T08'],
        ['T30', 'T17.1'],
      ],
      next: ['T12', 'T51', 'T56', 'T53'],
    });
    put(state, 'T21 @0,-1 r3');
    act(state, '0', START_LAND);
    take(state);
    put(state, 'T30 @1,-1 r4');
    act(state, '1', { type: 'skipWaypoint' });
    take(state);
    put(state, 'T08 @-1,1 r2');
    take(state);
    put(state, 'T17.1 @1,0 r5'); // Sea completes Land's area: the bonus symbol and the waypoint are Sea's
    expect(state.waypoints['0']).toBeNull();
    expect(state.score).toEqual({ land: 4, sea: 1 + 1 });
    expect(state.scoreBy).toEqual({ land: { areas: 4 }, sea: { bonus: 1, waypoints: 1 } });
  });

  it('returns a waypoint when its tile becomes surrounded by 6 tiles', () => {
    const state = scenario({
      options: OPTION,
      hands: [
        [START_RING_LAST.tile, 'T53'],
        ['T56', 'T51'],
      ],
      board: START_RING_FIVE,
    });
    state.waypoints['1'] = { q: 0, r: 0, segment: 1 }; // Sea's, on the start tile's (open) sea
    put(state, `${START_RING_LAST.tile} ${START_RING_LAST.at}`);
    expect(state.waypoints['1']).toBeNull();
    expect(state.score).toEqual({ land: 1, sea: 0 });
    expect(state.scoreBy).toEqual({ land: { waypoints: 1 } });
  });

  it('scores 2 for two waypoints returned at once', () => {
    const state = scenario({
      options: OPTION,
      hands: [
        [MIXED_RING_LAST.tile, 'T53'],
        ['T34', 'T56'],
      ],
      board: MIXED_RING_FIVE,
    });
    state.waypoints['1'] = { q: 0, r: 3, segment: 2 }; // Sea's, on T02's one-edge sea facing the hole
    put(state, `${MIXED_RING_LAST.tile} ${MIXED_RING_LAST.at}`);
    act(state, '0', { type: 'placeWaypoint', q: 0, r: 1, segment: 2 }); // T07's one-edge land facing the hole
    take(state);
    put(state, 'T34 @0,2 r0'); // completes both areas
    expect(state.waypoints).toEqual({ '0': null, '1': null });
    expect(state.score).toEqual({ land: 4, sea: 4 + 1 + 2 });
    expect(state.scoreBy).toEqual({ land: { areas: 4 }, sea: { areas: 4, bonus: 1, waypoints: 2 } });
  });
});
