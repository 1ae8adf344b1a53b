/**
 * Land vs Sea as the lobby lists it: small data only; the rules, board and bot load on demand.
 * The three scoring options are on/off; the player count forces some on (all three with 3
 * players, waypoints with 4: `rules/options.ts`, whose rule the form and the lists read, so they
 * show what the engine will play).
 */
import { LEVELS } from '../common/levels';
import { rating } from './rating';
import { loadBoth, type GameMeta, type OptionSpec } from '../common/meta';
import { OPTION_LABELS, ROLE_NAMES } from './board/describe';
import { effectiveOptions } from './rules/options';
import { roleOf } from './rules/roles';
import { OPTION_NAMES, PLAYER_COUNTS, PLAYERS, type OptionName, type PlayerCount } from './rules/vocabulary';

const ON_OFF = [
  { value: 'off', label: 'Off' },
  { value: 'on', label: 'On' },
] as const;

/** One line each: what the option adds to the basic game (the rules page says it in full). */
const DESCRIPTIONS: Record<OptionName, string> = {
  mountainsAndCorals: 'Linking mountains scores for Land and linking corals for Sea, as soon as they touch.',
  caravansAndShips: 'Placing a caravan or ship next to another scores 2, and trade routes score at the end.',
  waypoints: 'Land and Sea each put a waypoint in an open area; the tile that brings it home scores 1.',
};

/** What an option does instead with this many players (the rules' "Three players"). */
const DESCRIPTIONS_WITH: Partial<Record<PlayerCount, Partial<Record<OptionName, string>>>> = {
  3: { mountainsAndCorals: 'Linking mountains or corals scores for the Cartographer, as soon as they touch.' },
};

const isPlayerCount = (n: number): n is PlayerCount => (PLAYER_COUNTS as readonly number[]).includes(n);

/** The player count, when the lobby gives it to `forced` (key `numPlayers` or `players`). */
const playersIn = (values: Readonly<Record<string, string>>): number => Number(values.numPlayers ?? values.players ?? 2);

/** Why this many players play with the option whatever was asked, or undefined if they need not. */
function forcedOn(numPlayers: number, name: OptionName): string | undefined {
  return isPlayerCount(numPlayers) && effectiveOptions(numPlayers, {})[name] ? `always with ${numPlayers} players` : undefined;
}

const option = (key: OptionName): OptionSpec => ({
  key,
  label: OPTION_LABELS[key],
  description: DESCRIPTIONS[key],
  choices: ON_OFF,
  initial: 'off',
  forced: (values) => {
    const numPlayers = playersIn(values);
    const why = forcedOn(numPlayers, key);
    if (!why) return undefined;
    const description = isPlayerCount(numPlayers) ? DESCRIPTIONS_WITH[numPlayers]?.[key] : undefined;
    return { value: 'on', label: 'On', why, ...(description ? { description } : {}) };
  },
});

const seatRoles = (numPlayers: number): string[] =>
  isPlayerCount(numPlayers) ? PLAYERS.slice(0, numPlayers).map((p) => ROLE_NAMES[roleOf(numPlayers, p)]) : [];

/** "4 players: Land, Sea, Land, Sea (two teams) · Waypoints: on (always with 4 players) · ...": the options on. */
function describeSetup(setupData: unknown, numPlayers: number): string[] {
  const data = typeof setupData === 'object' && setupData !== null ? (setupData as Record<string, unknown>) : {};
  const table = isPlayerCount(numPlayers)
    ? [`${numPlayers} players: ${seatRoles(numPlayers).join(', ')}${numPlayers === 4 ? ' (two teams)' : ''}`]
    : [];
  // The options the player count forces share one line and one reason, not a reason each.
  const forced = OPTION_NAMES.filter((name) => forcedOn(numPlayers, name));
  const chosen = OPTION_NAMES.filter((name) => !forced.includes(name) && data[name] === true);
  const on = [
    ...chosen.map((name) => `${OPTION_LABELS[name]}: on`),
    ...(forced.length > 0 ? [`${forced.map((name) => OPTION_LABELS[name]).join(', ')}: on (${forcedOn(numPlayers, forced[0]!)})`] : []),
  ];
  return [...table, ...(on.length > 0 ? on : ['No options (the basic game)'])];
}

const definition = () => import('./definition').then((m) => m.definition);

export const meta: GameMeta = {
  name: 'land-vs-sea',
  title: 'Land vs Sea',
  blurb: 'Two to four players lay double-sided hex tiles: Land builds continents, Sea builds oceans. Close an area to score it.',
  playerCounts: [2, 3, 4],
  options: OPTION_NAMES.map(option),
  setupData: (values) => ({
    mountainsAndCorals: values.mountainsAndCorals === 'on',
    caravansAndShips: values.caravansAndShips === 'on',
    waypoints: values.waypoints === 'on',
  }),
  describeSetup,
  seatRoles,
  levels: LEVELS,
  rating,
  definition,
  load: () => loadBoth(definition, () => import('./game').then((m) => m.LandVsSeaGame)),
  board: () => import('./board/Board').then((m) => m.Board),
  howToPlay: () => import('./howto/HowToPlay').then((m) => m.HowToPlay),
  tutorial: () => import('./tutorial/script').then((m) => m.lvsTutorial),
};
