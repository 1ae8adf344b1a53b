// @vitest-environment jsdom
/**
 * A hint to make an ability's choice rings on the board what it acts on, as a hint to play rings
 * the hand card (QA: "With Maneuver, flip Heavy Tanks" marked nothing: the player searched the piles).
 */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { HINT_TARGET } from '../../games/common/meta';
import type { MoveCall } from '../../games/common/move-call';
import type { AlsState } from '../../games/air-land-sea/rules';
import { position, renderBoard } from './support/als';

afterEach(cleanup);

// Theaters left to right: air, land, sea. Player 0 holds the 1st Player card.
const HANDS: [string, string] = ['A3 A6 L1 L3 S1 S4', 'A1 A2 L2 L5 L6 S6'];

/** The board with `hint` shown, and every card slot it rings, by its inspect or action name. */
function withHint(state: AlsState, hint: MoveCall) {
  const utils = renderBoard(state, '0', { hint });
  const ringed = () =>
    [...utils.container.querySelectorAll(`.card-slot--hinted.${HINT_TARGET}`)].map((slot) =>
      slot.querySelector('button')?.getAttribute('aria-label'),
    );
  const marked = () => [...utils.container.querySelectorAll(`.${HINT_TARGET}`)];
  return { ...utils, ringed, marked };
}

describe('Air, Land & Sea board: a hint for an ability’s choice', () => {
  it('flip (Maneuver): the opponent’s uncovered card to flip is ringed in its pile, and nothing else', () => {
    const { ringed, marked } = withHint(position({ hands: HANDS }, '0 deploy A6; 1 deploy L6; 0 deploy A3'), {
      move: 'flip',
      args: ['land', '1'],
    });
    expect(ringed()).toEqual(['Flip Heavy Tanks (L6) (the hint)']);
    expect(marked()).toHaveLength(1);
    expect(screen.getByRole('list', { name: 'Opponent’s cards in Land' }).contains(marked()[0]!)).toBe(true);
  });

  it('redeploy: the face-down card to return is ringed', () => {
    const { ringed, marked } = withHint(position({ hands: HANDS }, '0 improvise A6 land; 1 deploy L6; 0 deploy S4'), {
      move: 'redeploy',
      args: ['land', 0],
    });
    expect(ringed()).toEqual(['Return to hand: Heavy Bombers (A6, face down) (the hint)']);
    expect(marked()).toHaveLength(1);
  });

  it('transport: the covered card to move is ringed; once picked, so is "Move here" in the theater the hint names, and only there', async () => {
    const user = userEvent.setup();
    // Air: Heavy Bombers covered by a face-down Maneuver, both player 0's.
    const state = position({ hands: HANDS }, '0 deploy A6; 1 improvise L6 land; 0 improvise L3 air; 1 improvise S6 sea; 0 deploy S1');
    const { ringed, marked } = withHint(state, { move: 'transport', args: ['air', 0, 'land'] });
    expect(ringed()).toEqual(['Move Heavy Bombers (A6) (the hint)']);
    expect(marked()).toHaveLength(1);
    expect(marked()[0]!.classList.contains('pile__slot--covered')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Move Heavy Bombers (A6) (the hint)' }));
    expect(screen.getByRole('button', { name: 'Move here: the card to Land (the hint)' }).classList.contains(HINT_TARGET)).toBe(true);
    expect(screen.getByRole('button', { name: 'Move here: the card to Sea' }).classList.contains(HINT_TARGET)).toBe(false);
    expect(marked()).toHaveLength(2);

    // Another card picked: its "Move here" buttons are not the hint's move.
    await user.click(screen.getByRole('button', { name: 'Move Maneuver (L3, face down)' }));
    expect(screen.queryAllByRole('button', { name: /^Move here.*\(the hint\)$/ })).toEqual([]);
    expect(ringed()).toEqual(['Move Heavy Bombers (A6) (the hint)']);
  });

  it('reinforce (a theater only): the theater is ringed with its "Play here", the other theater offered is not', () => {
    const { container, marked } = withHint(position({ hands: HANDS, deck: 'S5' }, '0 deploy L1'), { move: 'reinforce', args: ['sea'] });
    const sea = screen.getByRole('region', { name: 'Sea theater (right) (the hint)' });
    expect(sea.classList.contains('theater--hinted')).toBe(true);
    expect(container.querySelectorAll('.theater--hinted')).toHaveLength(1);
    const here = screen.getByRole('button', { name: 'Play here: the drawn card face down to Sea (the hint)' });
    expect(here.classList.contains(HINT_TARGET)).toBe(true);
    expect(screen.getByRole('button', { name: 'Play here: the drawn card face down to Air' }).classList.contains(HINT_TARGET)).toBe(false);
    expect(marked()).toEqual([sea, here]);
    expect(container.querySelectorAll('.card-slot--hinted')).toHaveLength(0);
  });

  it('declining (or withdrawing) marks nothing on the board', () => {
    const state = position({ hands: HANDS }, '0 deploy A6; 1 deploy L6; 0 deploy S1');
    expect(withHint(state, { move: 'decline', args: [] }).marked()).toEqual([]);
    cleanup();
    expect(withHint(position({ hands: HANDS }), { move: 'withdraw', args: [] }).marked()).toEqual([]);
  });

  it('the hinted card played from hand: once picked, its button to the theater the hint names is ringed too', async () => {
    const user = userEvent.setup();
    const { ringed } = withHint(position({ hands: HANDS }), { move: 'improvise', args: ['L4', 'sea'] });
    expect(ringed()).toEqual([]);
    cleanup();
    const { ringed: ringedA3 } = withHint(position({ hands: HANDS }), { move: 'improvise', args: ['A3', 'sea'] });
    expect(ringedA3()).toEqual(['Play Maneuver (A3) (the hint)']);
    await user.click(screen.getByRole('button', { name: 'Play Maneuver (A3) (the hint)' }));
    expect(screen.getByRole('button', { name: 'Play Maneuver face down to Sea (the hint)' }).classList.contains(HINT_TARGET)).toBe(true);
    expect(screen.queryAllByRole('button', { name: /face (up|down) to .*\(the hint\)$/ })).toHaveLength(1);
  });
});
