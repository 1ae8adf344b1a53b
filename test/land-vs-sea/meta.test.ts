/**
 * Land vs Sea as the lobby shows a match: the player count with each seat's role, and the options
 * as the engine plays them, those the player count forces on as such, with why.
 */
import { describe, expect, it } from 'vitest';
import { meta } from '../../games/land-vs-sea/meta';
import { landVsSea, type SetupData } from '../../games/land-vs-sea';
import { seededRng } from '../../games/common/random';

describe('Land vs Sea lobby entry', () => {
  it.each([
    [2, { waypoints: true }, ['2 players: Land, Sea', 'Waypoints: on']],
    [2, { mountainsAndCorals: false }, ['2 players: Land, Sea', 'No options (the basic game)']],
    [
      3,
      { waypoints: false },
      ['3 players: Land, Sea, Cartographer', 'Mountains & corals, Caravans & ships, Waypoints: on (always with 3 players)'],
    ],
    [
      4,
      { caravansAndShips: true },
      ['4 players: Land, Sea, Land, Sea (two teams)', 'Caravans & ships: on', 'Waypoints: on (always with 4 players)'],
    ],
  ])('describes %i players with %j', (numPlayers, setupData, parts) => {
    expect(meta.describeSetup(setupData, numPlayers)).toEqual(parts);
  });

  it('names each seat by its role', () => {
    expect(meta.seatRoles?.(3)).toEqual(['Land', 'Sea', 'Cartographer']);
    expect(meta.seatRoles?.(4)).toEqual(['Land', 'Sea', 'Land', 'Sea']);
  });

  it.each([2, 3, 4])('with %i players, the options shown as forced are those the engine plays whatever was asked', (numPlayers) => {
    const values = { mountainsAndCorals: 'off', caravansAndShips: 'off', waypoints: 'off', players: String(numPlayers) };
    const played = landVsSea.setup(numPlayers, meta.setupData(values) as SetupData, seededRng('forced')).options;
    for (const option of meta.options) {
      const forced = option.forced?.(values);
      expect(forced ? forced.value : 'off', option.key).toBe(played[option.key as keyof typeof played] ? 'on' : 'off');
      if (forced) expect(forced).toMatchObject({ value: 'on', label: 'On', why: `always with ${numPlayers} players` });
    }
  });
});
