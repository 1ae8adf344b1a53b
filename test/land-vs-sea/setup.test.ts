import { describe, expect, it } from 'vitest';
import { seededRng } from '../../games/common/random';
import { NEW_MATCH_INVENTORY, landVsSea, mapTileIds, setupOn, validateSetup, type TileDeal } from '../../games/land-vs-sea/rules';

const allTiles = (): [TileDeal[], TileDeal[]] => {
  const deals = mapTileIds(NEW_MATCH_INVENTORY).map((tile): TileDeal => ({ tile, up: 0 }));
  return [deals.slice(0, 29), deals.slice(29)];
};

describe('setup', () => {
  it('starts a new match on tile inventory v2, and records it: the match keeps it to its end', () => {
    expect(NEW_MATCH_INVENTORY).toBe(2);
    expect(landVsSea.setup(2, undefined, seededRng('setup')).inventory).toBe(2);
    // Matches on v1 (tests and tools) start as v1 matches did.
    expect(setupOn(1, 2, undefined, seededRng('setup')).inventory).toBe(1);
  });

  it('puts the start tile in the centre, sets the Volcano aside and deals two stacks of 29', () => {
    const state = landVsSea.setup(2, undefined, seededRng('setup'));
    expect(state.board).toEqual({ '0,0': { tile: 'START', face: 0, rotation: 0 } });
    expect(state.stacks.map((s) => s.length)).toEqual([29, 29]);
    expect(new Set(state.stacks.flat().map((d) => d.tile))).toEqual(new Set(mapTileIds(2)));
    expect(new Set(state.stacks.flat().map((d) => d.up))).toEqual(new Set([0, 1]));
    expect(state.score).toEqual({ land: 0, sea: 0 });
    expect(state.options).toEqual({ mountainsAndCorals: false, caravansAndShips: false, waypoints: false });
    expect({ step: state.step, current: state.current }).toEqual({ step: 'draft', current: '0' });
  });

  it('shuffles with the injected randomness: the same seed gives the same game', () => {
    expect(landVsSea.setup(2, {}, seededRng(5))).toEqual(landVsSea.setup(2, {}, seededRng(5)));
    expect(landVsSea.setup(2, {}, seededRng(5))).not.toEqual(landVsSea.setup(2, {}, seededRng(6)));
  });

  it('takes fixed stacks, top first', () => {
    const stacks = allTiles();
    const state = landVsSea.setup(2, { stacks }, seededRng(1));
    expect(state.stacks).toEqual(stacks);
  });

  it.each([
    [{ waypoints: 'yes' }, 2, /waypoints must be true or false/],
    [{ mountains: true }, 2, /unknown setup option "mountains"/],
    ['all', 2, /must be an object/],
    [{}, 5, /2 to 4 players/],
    [{ stacks: [[]] }, 2, /two lists/],
    [{ stacks: [allTiles()[0], []] }, 2, /stack 1 is empty/],
    [{ stacks: [[{ tile: 'T99', up: 0 }], allTiles()[1]] }, 2, /unknown map tile "T99"/],
    [{ stacks: [[{ tile: 'START', up: 0 }], allTiles()[1]] }, 2, /unknown map tile "START"/],
    [{ stacks: [[{ tile: 'T01', up: 2 }], allTiles()[1]] }, 2, /T01 needs up: 0 or 1/],
    [{ stacks: [allTiles()[0], [...allTiles()[1], { tile: 'T01', up: 0 }]] }, 2, /T01 appears twice/],
    [{ stacks: [allTiles()[0].slice(1), allTiles()[1]] }, 2, /missing T01/],
  ])('rejects bad setup data %j (%i players)', (data, players, message) => {
    expect(validateSetup(data, players)).toMatch(message);
    if (players === 2) expect(() => landVsSea.setup(2, data as never, seededRng(1))).toThrow(message);
  });

  it('accepts no data, booleans, and options a player count forces on', () => {
    expect(validateSetup(undefined, 2)).toBeUndefined();
    expect(validateSetup({ mountainsAndCorals: true, caravansAndShips: false }, 2)).toBeUndefined();
    expect(validateSetup({ waypoints: false }, 3)).toBeUndefined();
    expect(validateSetup({ waypoints: false }, 4)).toBeUndefined();
    expect(validateSetup({ stacks: [allTiles()[0].slice(0, 3), [...allTiles()[0].slice(3), ...allTiles()[1]]] }, 2)).toBeUndefined();
  });
});
