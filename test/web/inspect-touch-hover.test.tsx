// @vitest-environment jsdom
/**
 * A touch leaves the browser's emulated mouse where the finger was: when the board changes under
 * that point (the opponent moved), the browser sends a mouse pointerenter there, and a phone
 * player saw a card's inspection open by itself. A mouse that has not moved since a touch opens
 * nothing; a mouse that really moves (a laptop with a touchscreen and a mouse) still does.
 */
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { HOVER_MS, LONG_PRESS_MS } from '../../games/common/inspect';
import { position, renderBoard } from './support/als';

afterEach(cleanup);

const HANDS: [string, string] = ['A3 A6 L4 S1 S2 S4', 'A1 A2 L1 L2 L6 S6'];
/** Where the finger touched: the compatibility mouse events come at the same point. */
const TOUCHED = { clientX: 60, clientY: 600 };

const tooltip = () => screen.queryByRole('tooltip');
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('inspection: the mouse a touch leaves behind', () => {
  it('a mouse pointerenter where the last touch was opens nothing; a mouse that moved does, after its delay', async () => {
    const user = userEvent.setup();
    renderBoard(position({ hands: HANDS }));
    const cover = screen.getByRole('button', { name: 'Play Cover Fire (L4)' });
    const escalation = screen.getByRole('button', { name: 'Play Escalation (S2)' });
    await user.pointer({ keys: '[TouchA]', target: cover, coords: TOUCHED });
    expect(cover.getAttribute('aria-pressed')).toBe('true');

    // The board changed under the finger's point: the emulated mouse "enters" another card there.
    await user.pointer({ pointerName: 'mouse', target: escalation, coords: TOUCHED });
    await wait(HOVER_MS + 100);
    expect(tooltip()).toBeNull();

    // A real mouse moves away, then onto the card: its inspection shows after the usual pause.
    await user.pointer({ pointerName: 'mouse', target: document.body, coords: { clientX: 300, clientY: 20 } });
    await user.pointer({ pointerName: 'mouse', target: escalation, coords: { clientX: 140, clientY: 610 } });
    expect(tooltip()).toBeNull();
    await wait(HOVER_MS + 100);
    expect(tooltip()?.textContent).toContain('Escalation');
  });

  it('a mouse left at the touch point that then moves over the same card shows it', async () => {
    const user = userEvent.setup();
    renderBoard(position({ hands: HANDS }));
    const cover = screen.getByRole('button', { name: 'Play Cover Fire (L4)' });
    await user.pointer({ keys: '[TouchA]', target: cover, coords: TOUCHED });
    await user.pointer({ pointerName: 'mouse', target: cover, coords: TOUCHED });
    await wait(HOVER_MS + 100);
    expect(tooltip()).toBeNull();
    await user.pointer({ pointerName: 'mouse', target: cover, coords: { clientX: 75, clientY: 612 } });
    await wait(HOVER_MS + 100);
    expect(tooltip()?.textContent).toContain('Cover Fire');
  });

  it('a touch anywhere on the page counts, not only one on a card; a long press still inspects', async () => {
    const user = userEvent.setup();
    renderBoard(position({ hands: HANDS }));
    const cover = screen.getByRole('button', { name: 'Play Cover Fire (L4)' });
    await user.pointer({ keys: '[TouchA]', target: screen.getByRole('status'), coords: TOUCHED });
    await user.pointer({ pointerName: 'mouse', target: cover, coords: TOUCHED });
    await wait(HOVER_MS + 100);
    expect(tooltip()).toBeNull();

    await user.pointer({ keys: '[TouchA>]', target: cover, coords: TOUCHED });
    await wait(LONG_PRESS_MS + 100);
    await user.pointer({ keys: '[/TouchA]', target: cover, coords: TOUCHED });
    expect(tooltip()?.textContent).toContain('Cover Fire');
    expect(cover.getAttribute('aria-pressed')).toBe('false');
  });
});
