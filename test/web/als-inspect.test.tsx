// @vitest-environment jsdom
/**
 * Inspecting Air, Land & Sea cards where they lie: covered cards, your face-down cards (what they
 * are, and what they count face down), the opponent's face-down cards (their strength and nothing
 * else), the hand and the last battle's board; by hover, keyboard focus, a long press or a click.
 * A click or a tap on a card you can play still picks it; a long press does not.
 */
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Board } from '../../games/air-land-sea/board/Board';
import { CARDS, revealedView, view } from '../../games/air-land-sea/rules';
import { LONG_PRESS_MS } from '../../games/common/inspect';
import { calledMoves, position, renderBoard } from './support/als';

afterEach(cleanup);

const HANDS: [string, string] = ['A3 A6 L4 S1 S2 S4', 'A1 A2 L1 L2 L6 S6'];
/** Escalation deployed to Sea and covered there by Heavy Bombers face down; the opponent's Ambush face down in Air. */
const COVERED = '0 deploy S2; 1 improvise L2 air; 0 improvise A6 sea';

const tooltip = () => screen.queryByRole('tooltip');
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('Air, Land & Sea: inspecting a card where it lies', () => {
  it('hovering a covered card shows its theater, strength and ability; leaving hides it', async () => {
    const user = userEvent.setup();
    renderBoard(position({ hands: HANDS }, COVERED));
    const covered = screen.getByRole('button', { name: 'Escalation (S2), covered' });
    await user.hover(covered);
    const shown = await screen.findByRole('tooltip');
    expect(shown.textContent).toContain('Escalation');
    expect(shown.textContent).toContain('Sea card, strength 2');
    expect(shown.textContent).toContain('Your card in Sea, covered by 1 card');
    expect(shown.textContent).toContain(`Ongoing: ${CARDS.S2.text}`);
    await user.unhover(covered);
    expect(tooltip()).toBeNull();
  });

  it('your face-down card: what it is, that it counts 2 face down, and its ability if flipped up', async () => {
    const user = userEvent.setup();
    renderBoard(position({ hands: HANDS }, '0 improvise S4 land; 1 improvise L2 air'));
    await user.click(screen.getByRole('button', { name: 'Redeploy (S4, face down)' }));
    const text = tooltip()?.textContent ?? '';
    expect(text).toContain('Redeploy (face down)');
    expect(text).toContain('Sea card, strength 4');
    expect(text).toContain('Your card in Land, uncovered');
    expect(text).toContain('Face down: counts as strength 2, with no ability.');
    expect(text).toContain(`Face up — Instant: ${CARDS.S4.text}`);
  });

  it('a face-down card counts what Escalation makes it', async () => {
    const user = userEvent.setup();
    renderBoard(position({ hands: HANDS }, COVERED));
    await user.click(screen.getByRole('button', { name: 'Heavy Bombers (A6, face down)' }));
    expect(tooltip()?.textContent).toContain('Face down: counts as strength 4, with no ability.');
  });

  it('the opponent’s face-down card shows its strength and where it lies, nothing of what it is', async () => {
    const user = userEvent.setup();
    renderBoard(position({ hands: HANDS }, COVERED));
    await user.click(screen.getByRole('button', { name: 'Face-down card' }));
    const text = tooltip()?.textContent ?? '';
    expect(text).toBe('Face-down card: strength 2Opponent’s card in Air, uncovered');
    for (const secret of ['Ambush', 'L2', CARDS.L2.text, 'Land']) expect(text).not.toContain(secret);
    cleanup();
    // Its owner sees what it is: the same inspection, from the view that holds it.
    renderBoard(position({ hands: HANDS }, COVERED), '1');
    await user.click(screen.getByRole('button', { name: 'Ambush (L2, face down)' }));
    expect(tooltip()?.textContent).toContain(`Face up — Instant: ${CARDS.L2.text}`);
  });

  it('a click on a look-only card keeps its inspection; a second click or a click elsewhere hides it', async () => {
    const user = userEvent.setup();
    renderBoard(position({ hands: HANDS }, COVERED));
    const card = screen.getByRole('button', { name: 'Escalation (S2), covered' });
    await user.click(card);
    expect(card.getAttribute('aria-expanded')).toBe('true');
    expect(card.getAttribute('aria-describedby')).toBe(tooltip()?.id);
    await user.click(card);
    expect(tooltip()).toBeNull();
    await user.click(card);
    expect(tooltip()).not.toBeNull();
    await user.click(screen.getByRole('status'));
    expect(tooltip()).toBeNull();
  });

  it('keyboard: focus shows a hand card’s inspection, Escape hides it and nothing else', async () => {
    const user = userEvent.setup();
    renderBoard(position({ hands: HANDS }));
    const maneuver = screen.getByRole('button', { name: 'Play Maneuver (A3)' });
    await user.keyboard('{Shift}');
    act(() => maneuver.focus());
    const shown = tooltip();
    expect(shown?.textContent).toContain(`Instant: ${CARDS.A3.text}`);
    expect(shown?.textContent).toContain('In your hand');
    expect(maneuver.getAttribute('aria-describedby')).toBe(shown?.id);
    // Arrows move the focus and the inspection with it.
    await user.keyboard('{ArrowRight}');
    expect(tooltip()?.textContent).toContain('Heavy Bombers');
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(maneuver.getAttribute('aria-pressed')).toBe('true');
    act(() => maneuver.focus());
    expect(tooltip()).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(tooltip()).toBeNull();
    // The first Escape closed the inspection only; the next one drops the picked card.
    expect(maneuver.getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{Escape}');
    expect(maneuver.getAttribute('aria-pressed')).toBe('false');
  });

  it('focus the board hands on after a move shows nothing; moving it on with the arrows does', async () => {
    const user = userEvent.setup();
    const { moves, rerender } = renderBoard(position({ hands: HANDS }));
    const board = (script: string) => (
      <Board G={view(position({ hands: HANDS }, script), '0')} moves={moves} isConnected isMultiplayer={false} />
    );
    screen.getByRole('button', { name: 'Play Heavy Bombers (A6)' }).focus();
    await user.keyboard('{Enter}{Enter}');
    rerender(board('0 deploy A6'));
    rerender(board('0 deploy A6; 1 deploy L6'));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Play Maneuver (A3)');
    expect(tooltip()).toBeNull();
    await user.keyboard('{ArrowRight}');
    expect(tooltip()?.textContent).toContain('Cover Fire');
  });

  it('a click focuses a card without showing its inspection, and still picks it', async () => {
    const user = userEvent.setup();
    const { moves } = renderBoard(position({ hands: HANDS }));
    const maneuver = screen.getByRole('button', { name: 'Play Maneuver (A3)' });
    await user.click(maneuver);
    expect(maneuver.getAttribute('aria-pressed')).toBe('true');
    expect(tooltip()).toBeNull();
    expect(calledMoves(moves)).toEqual([]);
  });

  it('touch: a long press shows the card and does not pick it; a tap picks it', async () => {
    const user = userEvent.setup();
    const { moves } = renderBoard(position({ hands: HANDS }));
    const cover = screen.getByRole('button', { name: 'Play Cover Fire (L4)' });
    await user.pointer({ keys: '[TouchA>]', target: cover });
    expect(tooltip()).toBeNull();
    await wait(LONG_PRESS_MS + 100);
    await user.pointer({ keys: '[/TouchA]', target: cover });
    expect(tooltip()?.textContent).toContain(`Ongoing: ${CARDS.L4.text}`);
    expect(cover.getAttribute('aria-pressed')).toBe('false');
    // A tap on it only hides it.
    await user.pointer({ keys: '[TouchA]', target: tooltip() as Element });
    expect(tooltip()).toBeNull();
    expect(cover.getAttribute('aria-pressed')).toBe('false');
    // Shown again, a tap on the card hides it and acts as a tap always did.
    await user.pointer({ keys: '[TouchA>]', target: cover });
    await wait(LONG_PRESS_MS + 100);
    await user.pointer({ keys: '[/TouchA]', target: cover });
    expect(tooltip()).not.toBeNull();
    await user.pointer({ keys: '[TouchA]', target: cover });
    expect(tooltip()).toBeNull();
    expect(cover.getAttribute('aria-pressed')).toBe('true');
    expect(calledMoves(moves)).toEqual([]);
  });

  it('the cards in the theaters that are only to look at are one Tab stop, the hand’s another', async () => {
    renderBoard(position({ hands: HANDS }, COVERED));
    const theaters = document.querySelector('.theaters') as HTMLElement;
    const looks = [...theaters.querySelectorAll<HTMLButtonElement>('.card-inspect')];
    expect(looks).toHaveLength(3);
    expect(looks.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    const hand = within(screen.getByRole('region', { name: 'Your hand' })).getAllByRole('button');
    expect(hand.filter((b) => b.tabIndex === 0)).toHaveLength(1);
  });

  it('the last battle’s board: each card can be inspected, face-down ones included', async () => {
    const user = userEvent.setup();
    renderBoard(position({ hands: HANDS }, `${COVERED}; 1 withdraw`));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Ambush face down' }));
    const text = tooltip()?.textContent ?? '';
    expect(text).toContain('Ambush (face down)');
    expect(text).toContain('Opponent’s card in Air when battle 1 ended');
    expect(text).toContain(`Face up — Instant: ${CARDS.L2.text}`);
    // Escape closes the inspection, not the dialog.
    await user.keyboard('{Escape}');
    expect(tooltip()).toBeNull();
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it("a replay's disclosed hand: each card named there shows its ability", async () => {
    const user = userEvent.setup();
    const state = position({ hands: HANDS }, COVERED);
    const { moves } = renderBoard(state, '0', { G: revealedView(state, '0') });
    const hand = screen.getByRole('list', { name: "Opponent's hand" });
    const tanks = within(hand).getByRole('button', { name: 'Heavy Tanks (L6)' });
    // A mouse that moved in: jsdom puts every event at 0,0, where the touch test above left the
    // emulated mouse, and a mouse still there is taken for that touch's echo.
    await user.pointer({ target: tanks, coords: { clientX: 40, clientY: 40 } });
    const shown = await screen.findByRole('tooltip');
    expect(shown.textContent).toContain('Land card, strength 6');
    expect(shown.textContent).toContain("In Opponent's hand");
    expect(within(hand).getAllByRole('button')).toHaveLength(5);
    expect(calledMoves(moves)).toEqual([]);
  });
});
