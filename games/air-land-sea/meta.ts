/** Air, Land & Sea as the lobby lists it: small data only; the rules, board and bot load on demand. */
import { LEVELS } from '../common/levels';
import { loadBoth, type GameMeta } from '../common/meta';

const definition = () => import('./definition').then((m) => m.definition);

export const meta: GameMeta = {
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
  levels: LEVELS,
  definition,
  load: () => loadBoth(definition, () => import('./game').then((m) => m.AirLandSeaGame)),
  board: () => import('./board/Board').then((m) => m.Board),
};
