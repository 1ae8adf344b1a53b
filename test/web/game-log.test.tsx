// @vitest-environment jsdom
/**
 * The game log's newest move, in the live game, is what the board already shows: it says "now"
 * (pressing it used to do nothing one could see). Looking at an earlier move, the newest is a way
 * back like any other entry.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameLog, type LogItem } from '../../web/play/GameLog';

afterEach(cleanup);

const ITEMS: LogItem[] = [
  { stateID: 0, lines: ['Battle 1'] },
  { stateID: 1, lines: ['You played Maneuver face up to Air'] },
  { stateID: 2, lines: ['Bo played a card face down to Sea'] },
];

const entries = () => screen.getAllByRole('button');

describe('game log', () => {
  it('live: the newest move says it is on the board now; the others offer to show theirs', async () => {
    const onSelect = vi.fn();
    render(<GameLog items={ITEMS} viewing={null} onSelect={onSelect} incomplete={false} />);
    const [start, first, newest] = entries();
    expect(newest!.classList.contains('game-log__entry--now')).toBe(true);
    expect(newest!.getAttribute('aria-label')).toBe('Move 2: Bo played a card face down to Sea. The board shows this now.');
    for (const entry of [start!, first!]) {
      expect(entry.classList.contains('game-log__entry--now')).toBe(false);
      expect(entry.getAttribute('aria-label')).toMatch(/Show the board at that moment\.$/);
    }
    await userEvent.setup().click(first!);
    expect(onSelect).toHaveBeenCalledWith(1);
  });

  it('looking at an earlier move: no entry says "now", the newest leads back', async () => {
    const onSelect = vi.fn();
    render(<GameLog items={ITEMS} viewing={1} onSelect={onSelect} incomplete={false} />);
    for (const entry of entries()) expect(entry.classList.contains('game-log__entry--now')).toBe(false);
    expect(entries()[1]!.getAttribute('aria-current')).toBe('true');
    await userEvent.setup().click(entries()[2]!);
    expect(onSelect).toHaveBeenCalledWith(2);
  });
});
