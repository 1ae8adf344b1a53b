// @vitest-environment jsdom
/** What the last move did is marked on the board: the card played, flipped or moved; a card destroyed is announced. */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { view, type AlsState } from '../../games/air-land-sea/rules';
import { Board } from '../../games/air-land-sea/board/Board';
import { lastTouched } from '../../games/air-land-sea/board/last-move';
import { battle as position, run } from '../air-land-sea/support';

afterEach(cleanup);

/** The marks `viewer` sees after `step`, from the position before it. */
function marksAfter(state: AlsState, step: string, viewer: '0' | '1' = '1') {
  const before = view(state, viewer);
  run(state, step);
  const touched = lastTouched(before, view(state, viewer));
  return { marks: Object.fromEntries(touched.marks), destroyed: touched.destroyed };
}

describe('Air, Land & Sea: the last move on the board', () => {
  it('marks a card played (face up or down), a card flipped and a card moved', () => {
    const s = position({ hands: ['A6 L6 S1 S6 L3', 'A4 L5 S5 A2'] });
    expect(marksAfter(s, '0 improvise A6 land')).toEqual({ marks: { 'land:0:0': 'played' }, destroyed: null });
    expect(marksAfter(s, '1 deploy A4')).toEqual({ marks: { 'air:1:0': 'played' }, destroyed: null });
    run(s, '0 deploy L6; 1 improvise L5 sea; 0 deploy S1');
    expect(marksAfter(s, '0 transport land 0 sea')).toEqual({ marks: { 'sea:0:1': 'moved' }, destroyed: null });
  });

  it('announces a card destroyed as it was played (Containment)', () => {
    const s = position({ hands: ['A5 A6', 'L2 S5'] });
    run(s, '0 deploy A5');
    expect(marksAfter(s, '1 improvise L2 land', '0')).toEqual({ marks: {}, destroyed: '1' });
  });

  it('says whose card was destroyed, in the viewer’s words', () => {
    const s = position({ hands: ['A5 A6', 'L2 S5'] });
    run(s, '0 deploy A5');
    const note = (viewer: '0' | '1') => {
      const before = view(s, viewer);
      const after = view(run(structuredClone(s), '1 improvise L2 land'), viewer);
      const { container, rerender } = render(<Board G={before} moves={{}} isConnected isMultiplayer={false} />);
      rerender(<Board G={after} moves={{}} isConnected isMultiplayer={false} />);
      const text = container.querySelector('.destroyed-note')?.textContent;
      cleanup();
      return text;
    };
    expect(note('1')).toBe('Your card was destroyed');
    expect(note('0')).toBe('Opponent’s card was destroyed');
  });

  it('marks the flipped card, and renders the marks', () => {
    const s = position({ hands: ['A6 L6 S1 S6 L3', 'A4 L5 S5 A2'] });
    run(s, '0 improvise A6 land; 1 improvise L5 air');
    const before = view(s, '0');
    run(s, '0 deploy L3');
    // Maneuver (L3) flips an uncovered card in an adjacent theater: the opponent's in Air.
    run(s, '0 flip air 1');
    expect(Object.fromEntries(lastTouched(before, view(s, '0')).marks)).toMatchObject({ 'air:1:0': 'flipped' });
    const { container, rerender } = render(<Board G={before} moves={{}} isConnected isMultiplayer={false} />);
    rerender(<Board G={view(s, '0')} moves={{}} isConnected isMultiplayer={false} />);
    expect(container.querySelectorAll('.card--last').length).toBeGreaterThan(0);
    expect(container.querySelector('.card--flipped')?.textContent).toMatch(/Ambush|Cover Fire|Disrupt|Heavy Tanks|Reinforce|Maneuver/);
  });
});
