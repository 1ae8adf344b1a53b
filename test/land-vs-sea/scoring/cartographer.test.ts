import { describe, expect, it } from 'vitest';
import { act, put, scenario, take } from '../support';

// Three players: Land '0', Sea '1', Cartographer '2'; all three options are on.
const HANDS = (land: string[], sea: string[], cartographer: string[]) => [land, sea, cartographer];

describe('the Cartographer (3 players)', () => {
  it('scores every mountain range, whoever links it', () => {
    const state = scenario({ players: 3, hands: HANDS(['T24.1', 'T53'], ['T32.1', 'T56'], ['T12', 'T51']) });
    put(state, 'T24.1 @0,-1 r0');
    act(state, '0', { type: 'skipWaypoint' });
    take(state);
    put(state, 'T32.1 @0,-2 r3');
    expect(state.score).toEqual({ land: 0, sea: 0, cartographer: 2 });
    expect(state.scoreBy).toEqual({ cartographer: { ranges: 2 } });
  });

  it('scores the bonus symbols and returned waypoints of the areas it completes', () => {
    const state = scenario({ players: 3, hands: HANDS(['T21', 'T53'], ['T30', 'T56'], ['T17.1', 'T51']) });
    put(state, 'T21 @0,-1 r3');
    act(state, '0', { type: 'placeWaypoint', q: 0, r: 0, segment: 0 });
    take(state);
    put(state, 'T30 @1,-1 r4');
    act(state, '1', { type: 'skipWaypoint' });
    take(state);
    expect(state.current).toBe('2');
    put(state, 'T17.1 @1,0 r5'); // completes Land's area: 4 tiles to Land
    expect(state.score).toEqual({ land: 4, sea: 0, cartographer: 1 + 1 });
    expect(state.scoreBy).toEqual({ land: { areas: 4 }, cartographer: { bonus: 1, waypoints: 1 } });
  });
});
