// @vitest-environment jsdom
/** Playing cards from the hand: targets come from G.legal, a click makes exactly that move. */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Board } from '../../games/air-land-sea/board/Board';
import { calledMoves, position, renderBoard } from './support/als';

afterEach(cleanup);

const HANDS: [string, string] = ['A3 A6 L4 S1 S2 S4', 'A1 A2 L1 L2 L6 S6'];

describe('Air, Land & Sea board: playing a card', () => {
  it('offers face up only in the matching theater and face down everywhere, then deploys', async () => {
    const user = userEvent.setup();
    const { moves } = renderBoard(position({ hands: HANDS }));
    expect(screen.getByRole('status').textContent).toMatch(/Your turn/);
    await user.click(screen.getByRole('button', { name: 'Play Maneuver (A3)' }));
    // The prompt moves on to the next step.
    expect(screen.getByRole('status').textContent).toBe(
      'Where to play Maneuver? Face up to Air, or face down to any theater — or pick another card.',
    );
    expect(screen.getByRole('button', { name: 'Deploy Maneuver face up to Air' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deploy Maneuver face up to Land' })).toBeNull();
    for (const t of ['Air', 'Land', 'Sea']) expect(screen.getByRole('button', { name: `Play Maneuver face down to ${t}` })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Deploy Maneuver face up to Air' }));
    expect(calledMoves(moves)).toEqual([['deploy', ['A3', 'air']]]);
  });

  it('a hint to play a card marks that card in the hand (QA: Land vs Sea marks its hint, this board did not)', () => {
    const { container } = renderBoard(position({ hands: HANDS }), '0', { hint: { move: 'improvise', args: ['L4', 'sea'] } });
    expect(screen.getByRole('button', { name: 'Play Cover Fire (L4) (the hint)' })).toBeTruthy();
    expect([...container.querySelectorAll('.card-slot--hinted.hint-target')].map((slot) => slot.textContent)).toEqual([
      expect.stringMatching(/^Cover Fire/),
    ]);
    cleanup();
    renderBoard(position({ hands: HANDS }));
    expect(screen.queryByRole('button', { name: /\(the hint\)$/ })).toBeNull();
  });

  it('while a seat is empty, says whom the match waits for and offers nothing to play, as Land vs Sea', async () => {
    const user = userEvent.setup();
    const waiting = 'Waiting for a player in seat 2: nobody can move until every seat is taken.';
    const { moves, rerender, G } = renderBoard(position({ hands: HANDS }), '0', { waiting });
    expect(screen.getByRole('status').textContent).toBe(waiting);
    expect(document.querySelector('.prompt--mine')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Withdraw/ })).toBeNull();
    // QA: the hand was framed as playable under "nobody can move".
    expect(screen.queryAllByRole('button', { name: /^Play / })).toEqual([]);
    expect(document.querySelectorAll('.hand .target')).toHaveLength(0);
    // The seat is taken: the same board, now with its plays.
    rerender(<Board G={G} moves={moves} isConnected isMultiplayer={false} />);
    await user.click(screen.getByRole('button', { name: 'Play Maneuver (A3)' }));
    expect(screen.getByRole('status').textContent).toMatch(/^Where to play Maneuver\?/);
    await user.click(screen.getByRole('button', { name: 'Deploy Maneuver face up to Air' }));
    expect(calledMoves(moves)).toEqual([['deploy', ['A3', 'air']]]);
  });

  it('a seat shown the spectators’ view while the table fills is still “you”, with no hand to pick from', () => {
    // The server shows no hand before every seat is taken (server/withheld-deal.ts).
    const waiting = 'Waiting for a player in seat 2: nobody can move until every seat is taken. Your hand is shown then.';
    renderBoard(position({ hands: HANDS }), null, { waiting, seat: '0', matchData: [{ id: 0, name: 'Ada' }, { id: 1 }] });
    expect([...document.querySelectorAll('.player__name')].map((n) => n.textContent)).toEqual(['Opponent', 'You']);
    expect(screen.getAllByText('You control')).toHaveLength(3);
    expect(screen.queryByRole('region', { name: 'Your hand' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Play / })).toEqual([]);
  });

  it('improvises face down to a non-matching theater', async () => {
    const user = userEvent.setup();
    const { moves } = renderBoard(position({ hands: HANDS }));
    await user.click(screen.getByRole('button', { name: 'Play Heavy Bombers (A6)' }));
    await user.click(screen.getByRole('button', { name: 'Play Heavy Bombers face down to Sea' }));
    expect(calledMoves(moves)).toEqual([['improvise', ['A6', 'sea']]]);
  });

  it('a play Containment would destroy says so on its button, and can still be made', async () => {
    const user = userEvent.setup();
    // Bob's Containment (A5) is face up in Air: any card played face down is destroyed.
    const { moves } = renderBoard(position({ hands: ['A3 L4', 'A5 S2'], firstPlayer: '1' }, '1 deploy A5'));
    await user.click(screen.getByRole('button', { name: 'Play Cover Fire (L4)' }));
    const faceDown = screen.getByRole('button', { name: 'Play Cover Fire face down to Sea: destroyed by Containment' });
    expect(faceDown.textContent).toBe('Face downdestroyed by Containment');
    expect(screen.getByRole('button', { name: 'Deploy Cover Fire face up to Land' }).textContent).toBe('Face up');
    await user.click(faceDown);
    expect(calledMoves(moves)).toEqual([['improvise', ['L4', 'sea']]]);
  });

  it('a card picked with the keyboard hands the focus to a play that keeps it, not to one Containment destroys', async () => {
    const user = userEvent.setup();
    const { moves } = renderBoard(position({ hands: ['A3 L4', 'A5 S2'], firstPlayer: '1' }, '1 deploy A5'));
    screen.getByRole('button', { name: 'Play Cover Fire (L4)' }).focus();
    await user.keyboard('{Enter}');
    // The first place in the page is Air's face down, which Containment would destroy.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Deploy Cover Fire face up to Land');
    await user.keyboard('{Enter}');
    expect(calledMoves(moves)).toEqual([['deploy', ['L4', 'land']]]);
  });

  it('Escape and Cancel drop a half-made choice; nothing is sent', async () => {
    const user = userEvent.setup();
    const { moves } = renderBoard(position({ hands: HANDS }));
    await user.click(screen.getByRole('button', { name: 'Play Cover Fire (L4)' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: /Cover Fire face up/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play Cover Fire (L4)' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: /Cover Fire face up/ })).toBeNull();
    expect(calledMoves(moves)).toEqual([]);
  });

  it('is keyboard operable: Tab to a card, Enter, Tab to a target, Enter', async () => {
    const user = userEvent.setup();
    const { moves } = renderBoard(position({ hands: HANDS }));
    screen.getByRole('button', { name: 'Play Transport (S1)' }).focus();
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Deploy Transport face up to Sea' }).focus();
    await user.keyboard('{Enter}');
    expect(calledMoves(moves)).toEqual([['deploy', ['S1', 'sea']]]);
  });

  it('Aerodrome lets a strength 3 or less card go face up anywhere', async () => {
    const user = userEvent.setup();
    const state = position({ hands: ['A4 A3 S2 L4 S1 S4', 'A1 A2 L1 L2 L6 S6'] }, '0 deploy A4; 1 deploy L6');
    renderBoard(state);
    await user.click(screen.getByRole('button', { name: 'Play Escalation (S2)' }));
    expect(screen.getByRole('button', { name: 'Deploy Escalation face up to Land' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Play Cover Fire (L4)' }));
    expect(screen.queryByRole('button', { name: 'Deploy Cover Fire face up to Air' })).toBeNull();
  });

  it('waits without any target on the opponent’s turn, and shows their hand as a count', () => {
    renderBoard(position({ hands: HANDS }, '0 deploy A6'));
    expect(screen.getByRole('status').textContent).toMatch('Opponent’s turn');
    expect(screen.queryAllByRole('button', { name: /^Play / })).toEqual([]);
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull();
    expect(screen.getByLabelText('6 cards in hand')).toBeTruthy();
  });

  it('shows the opponent’s face-down card as a back and your own face-down card readable', () => {
    renderBoard(position({ hands: HANDS }, '0 improvise S4 air; 1 improvise L2 air'));
    const air = screen.getByRole('region', { name: /Air theater/ });
    const mine = within(air).getByRole('list', { name: 'Your cards in Air' });
    expect(mine.textContent).toMatch('Redeploy');
    expect(mine.textContent).toMatch('face down');
    const theirs = within(air).getByRole('list', { name: 'Opponent’s cards in Air' });
    expect(theirs.textContent).toMatch('Face down');
    expect(theirs.textContent).not.toMatch('Ambush');
  });

  it('your face-down card reads its printed strength, then what it counts (a struck "1" beside a "2" read "2±" on a phone)', () => {
    renderBoard(position({ hands: HANDS }, '0 improvise S4 air; 1 deploy A2'));
    const mine = within(screen.getByRole('region', { name: /Air theater/ })).getByRole('list', { name: 'Your cards in Air' });
    const strength = mine.querySelector('.card__strength')!;
    expect(strength.textContent).toBe('4→2');
    expect(strength.getAttribute('title')).toBe('printed 4, counts 2');
    const theirs = within(screen.getByRole('region', { name: /Air theater/ })).getByRole('list', { name: 'Opponent’s cards in Air' });
    expect(theirs.querySelector('.card__strength')!.textContent, 'a face-up card: its strength alone').toBe('2');
  });

  it('shows each side’s strength and who controls each theater', () => {
    // Totals straight from the cards: a face-down card counts 2.
    renderBoard(position({ hands: HANDS }, '0 deploy A3; 1 deploy A2; 0 deploy A6; 1 improvise L6 land; 0 deploy L4; 1 deploy S6'));
    expect(screen.getByLabelText('Air: Opponent 2, You 9')).toBeTruthy();
    expect(screen.getByLabelText('Land: Opponent 2, You 4')).toBeTruthy();
    expect(screen.getByLabelText('Sea: Opponent 6, You 0')).toBeTruthy();
    const sea = screen.getByRole('region', { name: /Sea theater/ });
    expect(sea.textContent).toMatch('They control');
    expect(screen.getByRole('region', { name: /Air theater/ }).textContent).toMatch('You control');
  });

  it('says why a total is more than its cards (Support) and who wins a tie', () => {
    // Support (A1) in Air, the middle theater: +3 to the opponent in Land and in Sea.
    renderBoard(position({ hands: ['A3 L4 S4', 'A1 L1 S2'], theaters: 'land air sea' }, '0 deploy L4; 1 deploy A1'));
    const region = (name: string) => screen.getByRole('region', { name: new RegExp(`${name} theater`) });
    expect(screen.getByLabelText('Sea: Opponent 3, You 0')).toBeTruthy();
    expect(region('Sea').textContent).toMatch('+3 from their Support');
    expect(region('Land').textContent).toMatch('+3 from their Support');
    expect(region('Air').textContent).not.toMatch('from Support');
    // Land 4 : 3, Air 0 : 1, Sea 0 : 3: no tie.
    expect(screen.queryByText('tie goes to 1st')).toBeNull();
  });

  it('at 0 : 0, says the tie goes to the 1st Player', () => {
    renderBoard(position({ hands: HANDS }));
    expect(screen.getAllByText('tie goes to 1st')).toHaveLength(3);
  });
});
