/** Air, Land & Sea as the lobby lists it: small data only; the rules, board and bot load on demand. */
import { LEVELS } from '../common/levels';
import { rating } from './rating';
import { loadBoth, type GameMeta } from '../common/meta';
import { BEGINNER_TARGET_VP, DEFAULT_TARGET_VP, TARGET_VPS } from './rules/vocabulary';

const definition = () => import('./definition').then((m) => m.definition);

/** "To 12 VP · First edition"; the revised edition, the usual one, goes without saying. */
function describeSetup(setupData: unknown): string[] {
  const data = typeof setupData === 'object' && setupData !== null ? (setupData as Record<string, unknown>) : {};
  const target = TARGET_VPS.find((vp) => vp === data.targetVP) ?? DEFAULT_TARGET_VP;
  const parts = [data.mode === 'beginner' ? `Beginner: first to ${BEGINNER_TARGET_VP} VP` : `To ${target} VP`];
  if (data.edition === 'first') parts.push('First edition');
  return parts;
}

export const meta: GameMeta = {
  name: 'air-land-sea',
  title: 'Air, Land & Sea',
  blurb: 'Two players, three theaters, eighteen cards. Win theaters — or withdraw before it costs you.',
  playerCounts: [2],
  options: [
    {
      key: 'mode',
      label: 'Mode',
      description:
        'Standard: a battle won is worth 6 VP, or 2 to 6 when the loser withdraws. Beginner: 1 VP a battle, withdrawn or not; first to 3 wins.',
      choices: [
        { value: 'standard', label: 'Standard' },
        { value: 'beginner', label: 'Beginner (1 VP a battle, first to 3)' },
      ],
      initial: 'standard',
    },
    {
      key: 'targetVP',
      label: 'Play to',
      description: 'The victory points that win the game, scored over several battles.',
      choices: [
        { value: '12', label: '12 VP' },
        { value: '18', label: '18 VP' },
      ],
      initial: '12',
      forced: (values) => (values.mode === 'beginner' ? { label: `${BEGINNER_TARGET_VP} VP`, why: 'beginner mode' } : undefined),
    },
    {
      key: 'edition',
      label: 'Edition',
      description: 'In the first edition Air Drop, Reinforce, Disrupt, Redeploy, Containment and Blockade work differently.',
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
  describeSetup,
  levels: LEVELS,
  rating,
  definition,
  load: () => loadBoth(definition, () => import('./game').then((m) => m.AirLandSeaGame)),
  board: () => import('./board/Board').then((m) => m.Board),
  howToPlay: () => import('./howto/HowToPlay').then((m) => m.HowToPlay),
  tutorial: () => import('./tutorial/script').then((m) => m.alsTutorial),
};
