import { describe, expect, it } from 'vitest';
import { indexOf } from '../../../games/land-vs-sea/rules/board-index';
import { scoreTradeRoutes, tradeRoutes } from '../../../games/land-vs-sea/rules/scoring/trade-routes';
import { scenario } from '../support';

const OPTION = { caravansAndShips: true };
const CARAVAN_SHIP = { '0,-1': 'T41.1 r1', '1,-1': 'T08.1 r3' }; // a caravan next to a ship
const HANDS_2P = [
  ['T53', 'T56'],
  ['T51', 'T12'],
];
const HANDS_3P = [...HANDS_2P, ['T30', 'T21']];

describe('trade routes at the end (option)', () => {
  it('gives the route to Land when it has more caravans: 1 point per caravan and ship', () => {
    const state = scenario({ options: OPTION, hands: HANDS_2P, board: { ...CARAVAN_SHIP, '1,0': 'T14 r5' } });
    expect(tradeRoutes(indexOf(state))).toEqual([{ tiles: expect.any(Array), caravans: 2, ships: 1 }]);
    scoreTradeRoutes(state, indexOf(state));
    expect(state.score).toEqual({ land: 3, sea: 0 });
    expect(state.scoreBy).toEqual({ land: { routes: 3 } });
  });

  it('gives the route to Sea when it has more ships', () => {
    // T39 face 0 bears a ship.
    const state = scenario({ options: OPTION, hands: HANDS_2P, board: { '0,-1': 'T08.1 r1', '1,-1': 'T39 r1', '0,-2': 'T41.1 r4' } });
    const [route] = tradeRoutes(indexOf(state));
    expect(route).toMatchObject({ caravans: 1, ships: 2 });
    scoreTradeRoutes(state, indexOf(state));
    expect(state.score).toEqual({ land: 0, sea: 3 });
    expect(state.scoreBy).toEqual({ sea: { routes: 3 } });
  });

  it('gives a tied route to nobody with 2 players', () => {
    const state = scenario({ options: OPTION, hands: HANDS_2P, board: CARAVAN_SHIP });
    scoreTradeRoutes(state, indexOf(state));
    expect(state.score).toEqual({ land: 0, sea: 0 });
  });

  it('gives a tied route to the Cartographer with 3 players', () => {
    const state = scenario({ players: 3, hands: HANDS_3P, board: CARAVAN_SHIP });
    scoreTradeRoutes(state, indexOf(state));
    expect(state.score).toEqual({ land: 0, sea: 0, cartographer: 2 });
    expect(state.scoreBy).toEqual({ cartographer: { routes: 2 } });
  });

  it('needs 2 or more connected tiles: a lone caravan is no route', () => {
    const state = scenario({ options: OPTION, hands: HANDS_2P, board: { '0,-1': 'T41.1 r1' } });
    expect(tradeRoutes(indexOf(state))).toEqual([]);
  });
});
