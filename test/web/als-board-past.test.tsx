// @vitest-environment jsdom
/**
 * A position of the past (the match page's history, a replay, a review: `reviewing`) is shown,
 * not played from: the board offers no move and does not ask the viewer to make one, on a turn
 * of theirs or a choice of theirs alike.
 */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { calledMoves, position, renderBoard } from './support/als';

afterEach(cleanup);

const HANDS: [string, string] = ['A3 A6 L1 L3 S1 S4', 'A1 A2 L2 L5 L6 S6'];

describe('Air, Land & Sea board: a position of the past', () => {
  it('on the viewer’s turn: names it, offers no card to play and no withdrawal', async () => {
    const user = userEvent.setup();
    const { moves } = renderBoard(position({ hands: HANDS }), '0', { reviewing: true });
    expect(screen.getByRole('status').textContent).toBe('Your turn.');
    expect(document.querySelector('.prompt--mine')).toBeNull();
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull();
    // The hand is there to look at; picking a card opens no place to play it.
    expect(screen.getByRole('region', { name: 'Your hand' }).textContent).toMatch(/Heavy Bombers/);
    for (const card of screen.queryAllByRole('button', { name: /Heavy Bombers/ })) await user.click(card);
    expect(screen.queryAllByRole('button', { name: /^(Face up|Face down|Deploy|Play) / })).toEqual([]);
    expect(calledMoves(moves)).toEqual([]);
  });

  it('on a choice of the viewer’s: names it, offers nothing to flip and no declining', () => {
    const { moves } = renderBoard(position({ hands: HANDS }, '0 deploy A6; 1 deploy L6; 0 deploy S1'), '0', { reviewing: true });
    expect(screen.getByRole('status').textContent).toMatch(/^Transport: you may move one of your cards\.$/);
    expect(screen.queryAllByRole('button', { name: /^(Move|Flip) / })).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Don’t move a card' })).toBeNull();
    expect(calledMoves(moves)).toEqual([]);
  });

  it('the same position live offers the moves (what the two tests above take away)', () => {
    renderBoard(position({ hands: HANDS }, '0 deploy A6; 1 deploy L6; 0 deploy S1'), '0');
    expect(screen.getByRole('status').textContent).toMatch(/^Transport: you may move one of your cards/);
    expect(screen.getByRole('button', { name: 'Move Heavy Bombers (A6)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Don’t move a card' })).toBeTruthy();
  });
});
