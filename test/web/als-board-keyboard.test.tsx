// @vitest-environment jsdom
/**
 * Air, Land & Sea by keyboard: the hand and the places a card can go are each one Tab stop,
 * moved through with the arrow keys; after every move and every half-made choice, focus goes
 * to the next thing to do (never dropped to <body>).
 */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { view } from '../../games/air-land-sea/rules';
import { Board } from '../../games/air-land-sea/board/Board';
import { calledMoves, position, renderBoard } from './support/als';

afterEach(cleanup);

const HANDS: [string, string] = ['A3 A6 L4 S1 S2 S4', 'A1 A2 L1 L2 L6 S6'];
const focused = () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName;

describe('Air, Land & Sea board by keyboard', () => {
  it('the hand is one Tab stop: arrows, Home and End move between the cards', async () => {
    const user = userEvent.setup();
    renderBoard(position({ hands: HANDS }));
    const hand = screen.getAllByRole('button', { name: /^Play .*\(\w\d\)$/ });
    expect(hand.map((b) => b.tabIndex)).toEqual([0, -1, -1, -1, -1, -1]);
    hand[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe('Play Heavy Bombers (A6)');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(focused()).toBe('Play Transport (S1)');
    await user.keyboard('{ArrowLeft}');
    expect(focused()).toBe('Play Cover Fire (L4)');
    await user.keyboard('{End}');
    expect(focused()).toBe('Play Redeploy (S4)');
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe('Play Maneuver (A3)');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(focused()).toBe('Play Redeploy (S4)');
    // The card last visited is the hand's Tab stop.
    expect(hand.map((b) => b.tabIndex)).toEqual([-1, -1, -1, -1, -1, 0]);
  });

  it('a card and a theater in five keystrokes: picking a card puts focus on its first target', async () => {
    const user = userEvent.setup();
    const { moves } = renderBoard(position({ hands: HANDS }));
    screen.getByRole('button', { name: 'Play Maneuver (A3)' }).focus();
    await user.keyboard('{ArrowRight}{Enter}');
    // Heavy Bombers picked: the targets are one group, the first of them focused.
    expect(focused()).toBe('Deploy Heavy Bombers face up to Air');
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe('Play Heavy Bombers face down to Air');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focused()).toBe('Play Heavy Bombers face down to Sea');
    await user.keyboard('{Enter}');
    expect(calledMoves(moves)).toEqual([['improvise', ['A6', 'sea']]]);
  });

  it('Escape drops the picked card and focus goes back to it in the hand', async () => {
    const user = userEvent.setup();
    renderBoard(position({ hands: HANDS }));
    screen.getByRole('button', { name: 'Play Cover Fire (L4)' }).focus();
    await user.keyboard('{Enter}');
    expect(focused()).toBe('Play Cover Fire face down to Air');
    await user.keyboard('{Escape}');
    expect(focused()).toBe('Play Cover Fire (L4)');
  });

  it('after a move: the prompt while the opponent plays, then the hand when it is your turn again', async () => {
    const user = userEvent.setup();
    const { moves, rerender } = renderBoard(position({ hands: HANDS }));
    const board = (script: string) => (
      <Board G={view(position({ hands: HANDS }, script), '0')} moves={moves} isConnected isMultiplayer={false} />
    );
    screen.getByRole('button', { name: 'Play Heavy Bombers (A6)' }).focus();
    await user.keyboard('{Enter}{Enter}');
    expect(calledMoves(moves)).toEqual([['deploy', ['A6', 'air']]]);
    // The move comes back: the buttons pressed are gone, focus waits on the prompt, not <body>.
    rerender(board('0 deploy A6'));
    expect(document.activeElement).toBe(screen.getByRole('status'));
    expect(screen.getByRole('status').textContent).not.toMatch(/Your turn/);
    // The opponent plays: your turn again, focus on your hand.
    rerender(board('0 deploy A6; 1 deploy L6'));
    expect(screen.getByRole('status').textContent).toMatch(/Your turn/);
    expect(focused()).toBe('Play Maneuver (A3)');
  });

  it('after a move that asks for a choice, focus is on the choice', async () => {
    const user = userEvent.setup();
    const { moves, rerender } = renderBoard(position({ hands: HANDS }));
    screen.getByRole('button', { name: 'Play Transport (S1)' }).focus();
    await user.keyboard('{Enter}');
    expect(focused()).toBe('Play Transport face down to Air');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(focused()).toBe('Deploy Transport face up to Sea');
    await user.keyboard('{Enter}');
    expect(calledMoves(moves)).toEqual([['deploy', ['S1', 'sea']]]);
    // Transport: you may move one of your cards. The card to move has focus.
    rerender(<Board G={view(position({ hands: HANDS }, '0 deploy S1'), '0')} moves={moves} isConnected isMultiplayer={false} />);
    expect(focused()).toBe('Move Transport (S1)');
    await user.keyboard('{Enter}');
    expect(focused()).toBe('Move here: the card to Air');
  });

  it('does not take focus from outside the board', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    const { moves, rerender } = renderBoard(position({ hands: HANDS }, '0 deploy A6'));
    outside.focus();
    rerender(
      <Board G={view(position({ hands: HANDS }, '0 deploy A6; 1 deploy L6'), '0')} moves={moves} isConnected isMultiplayer={false} />,
    );
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });
});
