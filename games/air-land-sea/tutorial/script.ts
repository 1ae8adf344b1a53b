/**
 * The Air, Land & Sea tutorial: one scripted first battle (fixed deal, theaters Air, Land, Sea
 * from left to right, the learner as 1st Player) in which each rule comes up as it first matters:
 * a face-up play to its own theater and control, a face-down card's strength 2, ties, an instant
 * ability (Maneuver, both sides), an ongoing one (Escalation for the opponent, Support for the
 * learner), and withdrawing with its VP cost. `test/air-land-sea/tutorial.test.ts` replays it
 * through the engine and checks every claim.
 *
 * The deal: the learner plays Heavy Tanks, Transport, Maneuver and Support and withdraws holding
 * Air Drop and Reinforce; the opponent plays Disrupt (face down), Maneuver, Escalation and Super
 * Battleship and still holds Heavy Bombers and Cover Fire.
 */
import type { Tutorial } from '../../common/tutorial';
import type { Action, AlsSetupData, Theater } from '../rules';

/** What a step's text says of the position, as the script test checks it. */
export interface AlsClaim {
  /** Theater totals as the text gives them: [learner, opponent]. */
  score?: Partial<Record<Theater, readonly [number, number]>>;
  /** Who controls these theaters. */
  controls?: Partial<Record<Theater, 'learner' | 'opponent'>>;
  /** Cards left in the learner's hand. */
  hand?: number;
  /** VP the opponent would score if the learner withdrew now. */
  withdrawCost?: number;
  /** Victory points: [learner, opponent]. */
  vp?: readonly [number, number];
}

const setupData: AlsSetupData = {
  mode: 'standard',
  targetVP: 12,
  edition: 'revised',
  theaters: ['air', 'land', 'sea'],
  firstPlayer: '0',
  deal: {
    hands: [
      ['L6', 'S1', 'S3', 'A1', 'A2', 'L1'],
      ['L5', 'A3', 'S2', 'S6', 'A6', 'L4'],
    ],
    deck: ['A4', 'A5', 'L2', 'L3', 'S4', 'S5'],
  },
};

const learner = (action: Action) => ({ by: 'learner' as const, action });
const opponent = (action: Action) => ({ by: 'opponent' as const, action });
const OPPONENT_TURN = 'Your opponent’s turn: watch the board.';

export const alsTutorial: Tutorial<Action, AlsClaim> = {
  game: 'air-land-sea',
  numPlayers: 2,
  setupData: { ...setupData },
  learner: '0',
  opponentName: 'Opponent',
  clickables: '.hand .card-button, .theaters .card-button, .target-button, .action-bar .withdraw, .action-bar--confirm .danger',
  realGame: { level: 'easy' },
  steps: [
    {
      text: 'Air, Land & Sea is fought in battles over three theaters: Air, Land and Sea. You and your opponent take turns playing one card each. When both hands are empty, whoever controls more theaters wins the battle.',
      point: '.theaters',
    },
    {
      text: 'This is your hand. Every card belongs to a theater and has a strength (top right); most also have an ability. You hold the 1st Player card, so you begin.',
      point: '.hand',
    },
    {
      text: 'Play Heavy Tanks face up. A face-up card must go to its own theater: pick Heavy Tanks in your hand, then “Face up” in Land.',
      move: learner({ type: 'deploy', card: 'L6', theater: 'land' }),
    },
    {
      text: 'Your Heavy Tanks give you 6 in Land against 0 (your totals are the blue numbers). The higher total controls a theater: you control Land.',
      point: '.theater--land .theater__header',
      claim: { score: { land: [6, 0] }, controls: { land: 'learner' } },
    },
    { text: OPPONENT_TURN, move: opponent({ type: 'improvise', card: 'L5', theater: 'air' }) },
    {
      text: 'Your opponent played a card face down to Air. A face-down card may go to any theater, has no ability and counts 2 — and you cannot see which card it is.',
      point: '.theater--air .pile--theirs',
      claim: { score: { air: [0, 2] }, controls: { air: 'opponent' } },
    },
    {
      text: 'You can play face down too. Transport is weak in Sea, so play it face down to Air: pick Transport, then “Face down” in Air.',
      move: learner({ type: 'improvise', card: 'S1', theater: 'air' }),
    },
    {
      text: 'Air is 2 to 2. A tie goes to the 1st Player — you — and so does a theater with no cards, like Sea.',
      point: '.theater--air .theater__header',
      claim: { score: { air: [2, 2], sea: [0, 0] }, controls: { air: 'learner', sea: 'learner' } },
    },
    { text: OPPONENT_TURN, move: opponent({ type: 'deploy', card: 'A3', theater: 'air' }) },
    { text: 'Your opponent’s Maneuver flips a card…', move: opponent({ type: 'flip', theater: 'land', owner: '0' }) },
    {
      text: 'Maneuver has an instant ability: it acts once, as the card is played, and flips an uncovered card in a theater next to its own. It turned your Heavy Tanks face down: they count 2 now, and your opponent leads Air 5 to 2.',
      point: '.theater--land .pile--mine',
      claim: { score: { air: [2, 5], land: [2, 0] } },
    },
    {
      text: 'You have a Maneuver too. Play it face up to Sea: pick Maneuver, then “Face up” in Sea.',
      move: learner({ type: 'deploy', card: 'S3', theater: 'sea' }),
    },
    {
      text: 'Its ability now flips an uncovered card next to Sea, and only Land is next to Sea. Pick your Heavy Tanks to turn them face up again.',
      move: learner({ type: 'flip', theater: 'land', owner: '0' }),
    },
    {
      text: 'Heavy Tanks count 6 again, and Maneuver gives you 3 in Sea, where your opponent has nothing yet.',
      point: '.theater--land .theater__header',
      claim: { score: { land: [6, 0], sea: [3, 0] } },
    },
    { text: OPPONENT_TURN, move: opponent({ type: 'deploy', card: 'S2', theater: 'sea' }) },
    {
      text: 'Escalation has an ongoing ability: as long as it is face up, all your opponent’s face-down cards count 4. Look at Air: they have 7 there now, against your 2.',
      point: '.theater--air .theater__header',
      claim: { score: { air: [2, 7], sea: [3, 2] }, controls: { air: 'opponent', sea: 'learner' } },
    },
    {
      text: 'Support is ongoing too: +3 to you in each theater next to it. Play it face up to Air: pick Support, then “Face up” in Air.',
      move: learner({ type: 'deploy', card: 'A1', theater: 'air' }),
    },
    {
      text: 'Support counts 1 in Air and adds 3 in Land, next door, as long as it stays face up: you have 9 in Land.',
      point: '.theater--land .theater__header',
      claim: { score: { air: [3, 7], land: [9, 0] } },
    },
    { text: OPPONENT_TURN, move: opponent({ type: 'deploy', card: 'S6', theater: 'sea' }) },
    {
      text: 'Super Battleship gives your opponent 8 in Sea against your 3. Your opponent controls Air and Sea and still holds two cards. If they win the battle fought out, they score 6 VP.',
      point: '.theater--sea .theater__header',
      claim: { score: { sea: [3, 8] }, controls: { air: 'opponent', land: 'learner', sea: 'opponent' } },
    },
    {
      text: 'Instead, you may withdraw on your turn: your opponent wins the battle, but the more cards you still hold, the fewer VP they score. With 2 cards left it costs you 3 VP. Pick “Withdraw…”, then confirm.',
      move: learner({ type: 'withdraw' }),
      claim: { hand: 2, withdrawCost: 3 },
    },
    {
      text: 'Your opponent wins the battle and scores 3 VP, not 6 (“Continue” closes the summary). A game is a series of battles with new hands each time; the first to 12 VP wins. You know the basics now!',
      point: '.dialog__buttons .primary',
      claim: { vp: [0, 3] },
    },
  ],
};
