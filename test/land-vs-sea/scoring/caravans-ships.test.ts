import { describe, expect, it } from 'vitest';
import { put, scenario, take } from '../support';

const OPTION = { caravansAndShips: true };

// T41 face 1 and T14 face 0 bear caravans, T08 face 1 a ship.
describe('caravans and ships adjacency (option)', () => {
  it('gives 2 to the player who places a caravan or ship tile next to another', () => {
    const state = scenario({
      options: OPTION,
      hands: [
        ['T41.1', 'T53'],
        ['T08.1', 'T56'],
      ],
    });
    put(state, 'T41.1 @0,-1 r1');
    take(state);
    expect(state.score).toEqual({ land: 0, sea: 0 });
    put(state, 'T08.1 @1,-1 r3');
    expect(state.score).toEqual({ land: 0, sea: 2 });
    expect(state.scoreBy).toEqual({ sea: { adjacency: 2 } });
  });

  it('gives 2 once per placement, however many such neighbours', () => {
    const state = scenario({
      options: OPTION,
      hands: [
        ['T41.1', 'T14'],
        ['T53', 'T08.1'],
      ],
      next: ['T56', 'T51'],
    });
    put(state, 'T41.1 @0,-1 r1');
    take(state);
    put(state, 'T53 @-1,1 r3'); // Sea: elsewhere ("LSSSSS", land facing away from the start)
    take(state);
    put(state, 'T14 @1,0 r5'); // not next to T41
    take(state);
    expect(state.score).toEqual({ land: 0, sea: 0 });
    put(state, 'T08.1 @1,-1 r3'); // next to both
    expect(state.score).toEqual({ land: 0, sea: 2 });
    expect(state.scoreBy).toEqual({ sea: { adjacency: 2 } });
  });

  it('is off unless chosen', () => {
    const state = scenario({
      hands: [
        ['T41.1', 'T53'],
        ['T08.1', 'T56'],
      ],
    });
    put(state, 'T41.1 @0,-1 r1');
    take(state);
    put(state, 'T08.1 @1,-1 r3');
    expect(state.score).toEqual({ land: 0, sea: 0 });
  });
});
