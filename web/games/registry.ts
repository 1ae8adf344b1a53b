/**
 * The games the app offers. Adding a game is one entry here; its board and bot are dynamic
 * imports, so no game's code is in the initial bundle (only these few lines of data).
 */
import { landVsSeaEntry } from './land-vs-sea/entry';
import type { GameEntry, OptionSpec } from './types';

export const initialValues = (entry: GameEntry): Record<string, string> =>
  Object.fromEntries(entry.options.map((o: OptionSpec) => [o.key, o.initial]));

const airLandSea: GameEntry = {
  name: 'air-land-sea',
  title: 'Air, Land & Sea',
  blurb: 'Two players, three theaters, eighteen cards. Win theaters — or withdraw before it costs you.',
  playerCounts: [2],
  options: [
    {
      key: 'mode',
      label: 'Mode',
      choices: [
        { value: 'standard', label: 'Standard' },
        { value: 'beginner', label: 'Beginner (1 VP a battle, first to 3)' },
      ],
      initial: 'standard',
    },
    {
      key: 'targetVP',
      label: 'Play to',
      choices: [
        { value: '12', label: '12 VP' },
        { value: '18', label: '18 VP' },
      ],
      initial: '12',
      disabledWhen: (values) => values.mode === 'beginner',
    },
    {
      key: 'edition',
      label: 'Edition',
      choices: [
        { value: 'revised', label: 'Revised (2020)' },
        { value: 'first', label: 'First (2019)' },
      ],
      initial: 'revised',
    },
  ],
  setupData: (values) => ({
    mode: values.mode === 'beginner' ? 'beginner' : 'standard',
    edition: values.edition === 'first' ? 'first' : 'revised',
    // Beginner mode plays to 3; the engine refuses a targetVP with it.
    ...(values.mode === 'beginner' ? {} : { targetVP: values.targetVP === '18' ? 18 : 12 }),
  }),
  levels: ['easy', 'medium', 'hard'],
  load: () => import('./air-land-sea/module').then((m) => m.airLandSeaModule),
};

export const GAMES: readonly GameEntry[] = [airLandSea, landVsSeaEntry];

export function findGame(name: string): GameEntry | undefined {
  return GAMES.find((g) => g.name === name);
}
