/**
 * Land vs Sea as the lobby lists it: small data only; the rules, board and bot load on demand.
 * The three scoring options are on/off; the engine forces all of them on with 3 players and
 * waypoints on with 4 (rules/options.ts), so those selects show as disabled when the lobby
 * passes the player count among the values (as `numPlayers`).
 */
import { LEVELS } from '../common/levels';
import { loadBoth, type GameMeta, type OptionSpec } from '../common/meta';

const ON_OFF = [
  { value: 'off', label: 'Off' },
  { value: 'on', label: 'On' },
] as const;

/** The player count, when the lobby gives it to `disabledWhen` (key `numPlayers` or `players`). */
const playersIn = (values: Readonly<Record<string, string>>): number => Number(values.numPlayers ?? values.players ?? 2);

const option = (key: string, label: string, forcedFrom: readonly number[]): OptionSpec => ({
  key,
  label,
  choices: ON_OFF,
  initial: 'off',
  disabledWhen: (values) => forcedFrom.includes(playersIn(values)),
});

const definition = () => import('./definition').then((m) => m.definition);

export const meta: GameMeta = {
  name: 'land-vs-sea',
  title: 'Land vs Sea',
  blurb: 'Two to four players lay double-sided hex tiles: Land builds continents, Sea builds oceans. Close an area to score it.',
  playerCounts: [2, 3, 4],
  options: [
    option('mountainsAndCorals', 'Mountains & corals', [3]),
    option('caravansAndShips', 'Caravans & ships', [3]),
    option('waypoints', 'Waypoints', [3, 4]),
  ],
  setupData: (values) => ({
    mountainsAndCorals: values.mountainsAndCorals === 'on',
    caravansAndShips: values.caravansAndShips === 'on',
    waypoints: values.waypoints === 'on',
  }),
  levels: LEVELS,
  definition,
  load: () => loadBoth(definition, () => import('./game').then((m) => m.LandVsSeaGame)),
  board: () => import('./board/Board').then((m) => m.Board),
};
