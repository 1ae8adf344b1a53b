import { describe, expect, it } from 'vitest';
import { seededRng } from '../../games/common/random';
import { landVsSea, playersOf, roleOf } from '../../games/land-vs-sea/rules';
import { put, scenario, take } from './support';

describe('players and roles', () => {
  it('are Land and Sea; a Cartographer third; two teams with four', () => {
    expect(playersOf(2).map((p) => roleOf(2, p))).toEqual(['land', 'sea']);
    expect(playersOf(3).map((p) => roleOf(3, p))).toEqual(['land', 'sea', 'cartographer']);
    expect(playersOf(4).map((p) => roleOf(4, p))).toEqual(['land', 'sea', 'land', 'sea']);
  });

  it('uses all three options with 3 players, whatever was asked', () => {
    const state = landVsSea.setup(3, { mountainsAndCorals: false, caravansAndShips: false, waypoints: false }, seededRng(1));
    expect(state.options).toEqual({ mountainsAndCorals: true, caravansAndShips: true, waypoints: true });
    expect(state.score).toEqual({ land: 0, sea: 0, cartographer: 0 });
  });

  it('uses waypoints with 4 players, one for each player; the other options stay optional', () => {
    const state = landVsSea.setup(4, { mountainsAndCorals: true }, seededRng(1));
    expect(state.options).toEqual({ mountainsAndCorals: true, caravansAndShips: false, waypoints: true });
    expect(state.waypoints).toEqual({ '0': null, '1': null, '2': null, '3': null });
    expect(state.score).toEqual({ land: 0, sea: 0 });
  });

  it('plays Land, Sea, Land, Sea with 4 players, each team sharing one score', () => {
    const state = scenario({
      players: 4,
      hands: [
        ['T21', 'T53'],
        ['T56', 'T51'],
        ['T30', 'T12'],
        ['T17.1', 'T08'],
      ],
      next: ['T04', 'T09', 'T34', 'T16'],
    });
    const order: string[] = [];
    const turn = (code: string) => {
      order.push(state.current);
      put(state, code);
      if (state.step === 'waypoint') landVsSea.apply(state, state.current, { type: 'skipWaypoint' }, seededRng(0));
      take(state);
    };
    turn('T21 @0,-1 r3'); // Land (player 0)
    turn('T56 @-1,1 r2'); // Sea (player 1)
    turn('T30 @1,-1 r4'); // Land (player 2)
    order.push(state.current);
    put(state, 'T17.1 @1,0 r5'); // Sea (player 3) completes the land area
    expect(order).toEqual(['0', '1', '2', '3']);
    expect(state.score).toEqual({ land: 4, sea: 1 });
  });
});
