// @vitest-environment jsdom
/** Every choice an ability asks for is made by clicking what G.legal offers, and sends that move. */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { calledMoves, position, renderBoard } from './support/als';

afterEach(cleanup);

// Theaters left to right: air, land, sea. Player 0 holds the 1st Player card.
const HANDS: [string, string] = ['A3 A6 L1 L3 S1 S4', 'A1 A2 L2 L5 L6 S6'];

describe('Air, Land & Sea board: ability choices', () => {
  it('flip (Maneuver): only the legal uncovered card is clickable, and clicking flips it', async () => {
    const user = userEvent.setup();
    const { moves } = renderBoard(position({ hands: HANDS }, '0 deploy A6; 1 deploy L6; 0 deploy A3'));
    // Said for a finger as for a mouse (QA: "click it" on a phone).
    expect(screen.getByRole('status').textContent).toMatch(/Maneuver: flip an uncovered card in a theater next to Air — pick it\.$/);
    // Maneuver in Air reaches Land only: the opponent's Heavy Tanks. Own cards in Air are not targets.
    expect(screen.queryByRole('button', { name: /^Flip .*A6/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Flip Heavy Tanks (L6)' }));
    expect(calledMoves(moves)).toEqual([['flip', ['land', '1']]]);
  });

  it('flip (Disrupt): each player flips one of their own cards, the opponent out of turn', async () => {
    const user = userEvent.setup();
    const state = position({ hands: HANDS }, '0 deploy A6; 1 deploy A2; 0 deploy S1; 0 decline; 1 deploy L5; 1 flip land 1');
    // Player 1 flipped Disrupt itself; now player 0 must flip one of theirs, on player 1's turn.
    const { moves } = renderBoard(state, '0');
    // Whose Disrupt it is: not the chooser's own card.
    expect(screen.getByRole('status').textContent).toMatch(/^Opponent’s Disrupt: flip one of your uncovered cards/);
    expect(screen.queryByRole('button', { name: /Flip .*A2/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Flip Transport (S1)' }));
    expect(calledMoves(moves)).toEqual([['flip', ['sea', '0']]]);
  });

  it('shows the opponent choosing out of turn, with nothing to click', () => {
    renderBoard(position({ hands: HANDS }, '0 deploy A6; 1 deploy A2; 0 deploy S1; 0 decline; 1 deploy L5; 1 flip land 1'), '1');
    expect(screen.getByRole('status').textContent).toMatch(/^Your Disrupt: Opponent is flipping one of their uncovered cards\.$/);
    expect(screen.queryAllByRole('button', { name: /^Flip / })).toEqual([]);
  });

  it('a card turned up by Disrupt is its owner’s to resolve, and is called theirs, not the player whose turn it is', () => {
    // Player 1's Disrupt makes player 0 flip their face-down Reinforce: it resolves for player 0, on player 1's turn.
    const script = '0 improvise L1 air; 1 deploy L5; 1 flip land 1; 0 flip air 0';
    renderBoard(position({ hands: HANDS }, script), '0');
    expect(screen.getByRole('status').textContent).toMatch(/^Reinforce: you drew /);
    cleanup();
    renderBoard(position({ hands: HANDS }, script), '1');
    expect(screen.getByRole('status').textContent).toMatch(/^Reinforce: Opponent is placing a card face down next to Air\.$/);
  });

  it('transport: pick one of your cards, then the theater; the card itself can be re-picked', async () => {
    const user = userEvent.setup();
    const { moves } = renderBoard(position({ hands: HANDS }, '0 deploy A6; 1 deploy L6; 0 deploy S1'));
    expect(screen.getByRole('status').textContent).toMatch(/Transport: you may move one of your cards/);
    const bombers = screen.getByRole('button', { name: 'Move Heavy Bombers (A6)' });
    await user.click(bombers);
    expect(bombers.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Move here: the card to Air' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Move here: the card to Sea' }));
    expect(calledMoves(moves)).toEqual([['transport', ['air', 0, 'sea']]]);
  });

  it('transport can be declined', async () => {
    const user = userEvent.setup();
    const { moves } = renderBoard(position({ hands: HANDS }, '0 deploy A6; 1 deploy L6; 0 deploy S1'));
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Don’t move a card' }));
    expect(calledMoves(moves)).toEqual([['decline', []]]);
  });

  it('redeploy: click one of your face-down cards to return it (or decline)', async () => {
    const user = userEvent.setup();
    const { moves } = renderBoard(position({ hands: HANDS }, '0 improvise A6 land; 1 deploy L6; 0 deploy S4'));
    expect(screen.getByRole('status').textContent).toMatch(/Redeploy: you may return one of your face-down cards/);
    expect(screen.getByRole('button', { name: 'Don’t return a card' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Return to hand: Heavy Bombers (A6, face down)' }));
    expect(calledMoves(moves)).toEqual([['redeploy', ['land', 0]]]);
  });

  it('redeploy declined', async () => {
    const user = userEvent.setup();
    const { moves } = renderBoard(position({ hands: HANDS }, '0 improvise A6 land; 1 deploy L6; 0 deploy S4'));
    await user.click(screen.getByRole('button', { name: 'Don’t return a card' }));
    expect(calledMoves(moves)).toEqual([['decline', []]]);
  });

  it('redeployPlay: the returned card is played like any card, and withdrawing is not offered', async () => {
    const user = userEvent.setup();
    const { moves } = renderBoard(position({ hands: HANDS }, '0 improvise A6 land; 1 deploy L6; 0 deploy S4; 0 redeploy land 0'));
    expect(screen.getByRole('status').textContent).toMatch(/Redeploy: now play a card/);
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play Heavy Bombers (A6)' }));
    await user.click(screen.getByRole('button', { name: 'Deploy Heavy Bombers face up to Air' }));
    expect(calledMoves(moves)).toEqual([['deploy', ['A6', 'air']]]);
  });

  it('reinforce: shows the drawn card to its owner and offers the adjacent theaters only', async () => {
    // Reinforce in Land (the middle): Air and Sea are adjacent.
    const user = userEvent.setup();
    const { moves } = renderBoard(position({ hands: HANDS, deck: 'S5' }, '0 deploy L1'));
    expect(screen.getByRole('status').textContent).toMatch(
      /Reinforce: you drew Blockade \(Sea 5\) — play it face down in a theater next to Land/,
    );
    // The deck of 6 counts the drawn card out at once (QA: "you drew" while the deck still said 6).
    expect(screen.getByText(/^Deck \d+$/).textContent).toBe('Deck 5');
    expect(screen.queryByRole('button', { name: 'Play here: the drawn card face down to Land' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Don’t play it/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play here: the drawn card face down to Sea' }));
    expect(calledMoves(moves)).toEqual([['reinforce', ['sea']]]);
  });

  it('reinforce may be declined in the first edition', async () => {
    const user = userEvent.setup();
    const { moves } = renderBoard(position({ hands: HANDS, edition: 'first' }, '0 deploy L1'));
    await user.click(screen.getByRole('button', { name: 'Don’t play it' }));
    expect(calledMoves(moves)).toEqual([['decline', []]]);
  });
});
