/** What the board rings for a hint, move by move: read from the hinted move's arguments and the piles. */
import { describe, expect, it } from 'vitest';
import { hintTargets, makesHintedMove, type HintTargets } from '../../games/air-land-sea/board/hint-targets';
import { MOVE_NAMES } from '../../games/air-land-sea/moves';
import { view, type Player } from '../../games/air-land-sea/rules';
import { battle, run } from './support';

// Air: player 0's Heavy Bombers under a face-down card; Land: player 1's Heavy Tanks under a face-down card; Sea empty.
const state = run(
  battle({ hands: ['A3 A6 L1 L3 S1 S4', 'A1 A2 L2 L5 L6 S6'] }),
  '0 deploy A6; 1 deploy L6; 0 improvise L3 air; 1 improvise L5 land',
);

const targets = (move: string, args: unknown[], me: Player = '0') => {
  const t = hintTargets({ move, args }, view(state, me), me);
  return { hand: t.hand, cards: [...t.cards], theater: t.theater, action: t.action };
};

const NONE = { hand: null, cards: [], theater: null, action: null };

describe('Air, Land & Sea board: what a hint rings', () => {
  it('deploy and improvise: the hand card, and the button that plays it to the theater named', () => {
    expect(targets('deploy', ['A3', 'air'])).toEqual({ ...NONE, hand: 'A3', action: { type: 'deploy', card: 'A3', theater: 'air' } });
    // A deploy without a theater goes to the card's own.
    expect(targets('deploy', ['S4']).action).toEqual({ type: 'deploy', card: 'S4', theater: 'sea' });
    expect(targets('improvise', ['L1', 'sea'])).toEqual({ ...NONE, hand: 'L1', action: { type: 'improvise', card: 'L1', theater: 'sea' } });
  });

  it('flip (Maneuver, Ambush, Disrupt): the uncovered card of the side named, the opponent’s or one’s own', () => {
    expect(targets('flip', ['land', '1']).cards).toEqual(['land:1:1']);
    expect(targets('flip', ['air', '0']).cards).toEqual(['air:0:1']);
    // Player 1's view of the same piles rings the same card.
    expect(targets('flip', ['air', '0'], '1').cards).toEqual(['air:0:1']);
    expect(targets('flip', ['land', '1'])).toMatchObject({ hand: null, theater: null });
    // An empty pile has no card to ring.
    expect(targets('flip', ['sea', '1']).cards).toEqual([]);
  });

  it('transport: the hinted player’s card where it lies (covered or not), and the button that moves it where the hint says', () => {
    expect(targets('transport', ['air', 0, 'sea'])).toEqual({
      ...NONE,
      cards: ['air:0:0'],
      action: { type: 'transport', from: 'air', index: 0, to: 'sea' },
    });
    expect(targets('transport', ['land', 1, 'air'], '1').cards).toEqual(['land:1:1']);
  });

  it('redeploy: the hinted player’s face-down card to return', () => {
    expect(targets('redeploy', ['air', 1])).toEqual({
      ...NONE,
      cards: ['air:0:1'],
      action: { type: 'redeploy', theater: 'air', index: 1 },
    });
  });

  it('reinforce: its only argument, the theater, rung whole, and its "Play here" button', () => {
    expect(targets('reinforce', ['sea'])).toEqual({ ...NONE, theater: 'sea', action: { type: 'reinforce', theater: 'sea' } });
  });

  it('decline and withdraw: nothing on the board to show', () => {
    expect(targets('decline', [])).toEqual(NONE);
    expect(targets('withdraw', [])).toEqual(NONE);
  });

  it('every move of the game is covered above', () => {
    expect([...MOVE_NAMES].sort()).toEqual(['decline', 'deploy', 'flip', 'improvise', 'redeploy', 'reinforce', 'transport', 'withdraw']);
  });

  it('no hint, another game’s move or malformed arguments ring nothing', () => {
    expect(hintTargets(undefined, view(state, '0'), '0')).toMatchObject({ hand: null, theater: null, action: null });
    expect(targets('place', [0, 0])).toEqual(NONE);
    expect(targets('toString', [])).toEqual(NONE);
    expect(targets('flip', ['land'])).toEqual(NONE);
    expect(targets('transport', ['air', -1, 'sea'])).toEqual(NONE);
  });

  it('rings the drop-target button that makes the hinted move and no other', () => {
    const hinted: HintTargets = hintTargets({ move: 'transport', args: ['air', 0, 'sea'] }, view(state, '0'), '0');
    expect(makesHintedMove(hinted, { type: 'transport', from: 'air', index: 0, to: 'sea' })).toBe(true);
    expect(makesHintedMove(hinted, { type: 'transport', from: 'air', index: 0, to: 'land' })).toBe(false);
    expect(makesHintedMove(hinted, { type: 'transport', from: 'air', index: 1, to: 'sea' })).toBe(false);
    expect(makesHintedMove(hintTargets({ move: 'decline', args: [] }, view(state, '0'), '0'), { type: 'decline' })).toBe(false);
  });
});
