// @vitest-environment jsdom
/** Withdrawing (with its VP shown before confirming), the battle summary, the end, spectators. */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actor, apply, CARDS, legalActions } from '../../games/air-land-sea/rules';
import { rng, run } from '../air-land-sea/support';
import { calledMoves, position, renderBoard } from './support/als';

afterEach(cleanup);

const HANDS: [string, string] = ['A3 A6 L1 L3 S1 S4', 'A1 A2 L2 L5 L6 S6'];

describe('Air, Land & Sea board: withdrawing and battles', () => {
  it('shows what withdrawing gives, asks to confirm, and can be kept fighting', async () => {
    const user = userEvent.setup();
    const { moves } = renderBoard(position({ hands: HANDS }));
    // 1st Player with 6 cards left: the opponent would score 2.
    await user.click(screen.getByRole('button', { name: 'Withdraw… (gives Opponent 2 VP)' }));
    expect(screen.getByRole('group', { name: 'Confirm withdrawal' }).textContent).toMatch('Opponent will score 2 VP');
    // The safe answer first and focused: a second tap, or Enter, keeps fighting.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep fighting' }));
    const answers = [...screen.getByRole('group', { name: 'Confirm withdrawal' }).querySelectorAll('button')].map((b) => b.textContent);
    expect(answers).toEqual(['Keep fighting', 'Withdraw (2 VP to Opponent)']);
    await user.click(screen.getByRole('button', { name: 'Keep fighting' }));
    expect(calledMoves(moves)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Withdraw… (gives Opponent 2 VP)' }));
    await user.click(screen.getByRole('button', { name: 'Withdraw (2 VP to Opponent)' }));
    expect(calledMoves(moves)).toEqual([['withdraw', []]]);
  });

  it('the VP shown follows the table: 2nd Player with 2 cards left gives 4', async () => {
    // Face-down plays only: no ability interrupts the count. Player 1 is left with L6 and S6.
    const script =
      '0 improvise A3 air; 1 improvise A1 air; 0 improvise A6 air; 1 improvise A2 air; 0 improvise L1 land; 1 improvise L2 land; 0 improvise L3 land; 1 improvise L5 land; 0 improvise S1 sea';
    renderBoard(position({ hands: HANDS }, script), '1');
    expect(screen.getByRole('button', { name: 'Withdraw… (gives Opponent 4 VP)' })).toBeTruthy();
  });

  it('beginner mode: withdrawing gives 1 VP', () => {
    renderBoard(position({ hands: HANDS, mode: 'beginner' }));
    expect(screen.getByRole('button', { name: 'Withdraw… (gives Opponent 1 VP)' })).toBeTruthy();
  });

  it('summarises the last battle between battles, until closed', async () => {
    const user = userEvent.setup();
    renderBoard(position({ hands: HANDS }, '0 withdraw'));
    const dialog = screen.getByRole('dialog', { name: 'Battle 1 is over' });
    expect(dialog.textContent).toMatch('Opponent wins battle 1 and scores 2 VP. You withdrew.');
    expect(dialog.textContent).toMatch('Next: battle 2');
    // Enter continues at once (the dialog opens at its title, not scrolled to the button).
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Battle 2')).toBeTruthy();
  });

  it('a side with no card in a theater says where its strength came from: the Support next door (QA)', () => {
    renderBoard(position({ hands: ['A1 L1 S1', 'A2 L2 S2'] }, '0 deploy A1 air; 1 withdraw'));
    const board = screen.getByRole('group', { name: 'The board as battle 1 ended' });
    const side = (name: string) => screen.getByRole('list', { name }).textContent;
    expect(board.textContent).toMatch(/Land\s*Opponent 0 : 3 You/);
    expect(side('You in Land')).toBe('no card: +3 from Support');
    expect(side('Opponent in Land')).toBe('no card');
  });

  it('a battle fought out lists who controlled each theater', () => {
    // Both play their first legal non-withdraw action until the battle is fought out.
    const state = position({ hands: HANDS });
    while (state.battle === 1) {
      const player = actor(state)!;
      const action = legalActions(state, player).find((a) => a.type !== 'withdraw')!;
      const result = apply(state, player, action, rng());
      expect(result.ok).toBe(true);
    }
    renderBoard(state, '0');
    const text = screen.getByRole('dialog', { name: 'Battle 1 is over' }).textContent ?? '';
    expect(text).toMatch(/scores? 6 VP/);
    expect(text).toMatch(/Control: Air — (You|Opponent), Land — (You|Opponent), Sea — (You|Opponent)\./);
  });

  it('a theater won on a tie says so, and who the tie went to', () => {
    // Every card face down, none to Sea: 6 : 6 in Air and Land, 0 : 0 in Sea; all three to the 1st Player.
    const script =
      '0 improvise A3 air; 1 improvise A1 air; 0 improvise A6 land; 1 improvise A2 land; 0 improvise L1 air; 1 improvise L2 air;' +
      '0 improvise L3 land; 1 improvise L5 land; 0 improvise S1 air; 1 improvise L6 air; 0 improvise S4 land; 1 improvise S6 land';
    renderBoard(position({ hands: HANDS }, script), '1');
    const dialog = screen.getByRole('dialog', { name: 'Battle 1 is over' });
    expect(dialog.textContent).toMatch(
      'Control: Air — Opponent (a tie), Land — Opponent (a tie), Sea — Opponent (a tie). A tie goes to the 1st Player: Opponent.',
    );
    const won = [...dialog.querySelectorAll('.battle-board__control')].map((p) => p.textContent);
    expect(won).toEqual(Array.from({ length: 3 }, () => 'Won by Opponent: a tie goes to the 1st Player'));
  });

  it('the summary shows the board as the battle ended, the opponent’s face-down cards named; the end lists every battle', () => {
    // A whole beginner game (first to 3 VP): player 1 plays face down whenever it can.
    const state = position({ hands: HANDS, mode: 'beginner' });
    let faceDown: string[] = [];
    while (state.winner === null) {
      const battle = state.battle;
      const player = actor(state)!;
      const legal = legalActions(state, player).filter((a) => a.type !== 'withdraw');
      const action = (player === '1' ? legal.find((a) => a.type === 'improvise') : undefined) ?? legal[0]!;
      if (action.type === 'improvise' && player === '1') faceDown.push(CARDS[action.card].name);
      expect(apply(state, player, action, rng()).ok).toBe(true);
      if (state.battle !== battle) faceDown = [];
    }
    renderBoard(state, '0');
    const board = screen.getByRole('group', { name: `The board as battle ${state.battle} ended` });
    expect(faceDown.length).toBeGreaterThan(0);
    for (const name of faceDown) expect(board.textContent).toContain(name);
    expect(board.textContent).toMatch(/face down/);
    const battles = screen.getByRole('list', { name: 'Battles' });
    expect(state.battle).toBeGreaterThanOrEqual(3);
    expect([...battles.querySelectorAll('li')].map((li) => li.textContent?.slice(0, 9))).toEqual(
      Array.from({ length: state.battle }, (_, i) => `Battle ${i + 1}:`),
    );
  });

  it('at the end: the winner, Play again, and a look at the final board', async () => {
    const user = userEvent.setup();
    const onPlayAgain = vi.fn();
    const state = position({ hands: HANDS, mode: 'beginner' });
    state.vp['1'] = 2;
    run(state, '0 withdraw');
    renderBoard(state, '0', { onPlayAgain, ratingNote: 'Your Air, Land & Sea rating: 1500 → 1488 (−12).' });
    const dialog = screen.getByRole('dialog', { name: 'Opponent won the game' });
    expect(dialog.querySelector('.rating-note')?.textContent).toBe('Your Air, Land & Sea rating: 1500 → 1488 (−12).');
    // In the board's order: the opponent first, as above the theaters and in their scores.
    expect(dialog.textContent).toMatch('Score: Opponent 3 — You 0');
    expect(dialog.querySelectorAll('.battle-board__score')).toHaveLength(3);
    for (const score of dialog.querySelectorAll('.battle-board__score')) expect(score.textContent).toMatch(/^Opponent \d+ : \d+ You$/);
    await user.click(screen.getByRole('button', { name: 'Play again' }));
    expect(onPlayAgain).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Look at the board' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Opponent won the game.');
    // The final scores can be read again.
    await user.click(screen.getByRole('button', { name: 'Final scores' }));
    expect(screen.getByRole('dialog', { name: 'Opponent won the game' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Final scores' })).toBeNull();
  });

  it('the end keeps the keyboard: Tab goes round its buttons, never to the board it covers; Escape closes it', async () => {
    const user = userEvent.setup();
    const state = position({ hands: HANDS, mode: 'beginner' });
    state.vp['1'] = 2;
    run(state, '0 withdraw');
    renderBoard(state, '0', { onPlayAgain: vi.fn() });
    const again = screen.getByRole('button', { name: 'Play again' });
    const look = screen.getByRole('button', { name: 'Look at the board' });
    expect(document.activeElement).toBe(look);
    await user.tab();
    expect(document.activeElement).toBe(again);
    await user.tab();
    expect(document.activeElement).toBe(look);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(again);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(look);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a spectator sees both hands as counts, names by seat, and nothing to click but cards to look at', () => {
    renderBoard(position({ hands: HANDS }, '0 improvise S4 air'), null, {
      matchData: [
        { id: 0, name: 'Ada' },
        { id: 1, name: 'Bo' },
      ],
    });
    expect(screen.getByRole('status').textContent).toBe('Bo’s turn…');
    // The one button is the face-down card's, which only shows what anyone may know of it.
    expect(screen.queryAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Face-down card']);
    expect(screen.getByRole('list', { name: 'Ada’s cards in Air' }).textContent).not.toMatch('Redeploy');
    expect(screen.getByRole('list', { name: 'Players' }).textContent).toMatch(/Bo.*6.*Ada.*5/);
    // Neither side is "you" or "they" to a spectator: the theaters name who controls them.
    expect(screen.getByRole('region', { name: /Air theater/ }).textContent).toMatch('Ada controls');
  });
});
