// @vitest-environment jsdom
/**
 * The review's list of marked decisions says each as a player would: what you played, then the
 * better move as advice, each with its win chance ("Played: You played ..." and "Better: You
 * played ..." read as if both had been played).
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MoveValue } from '../../games/common/review';
import { MarkedDecisions, type ListedDecision } from '../../web/review/MarkedDecisions';

afterEach(cleanup);

const value = (win: number): MoveValue => ({ move: { move: 'play', args: [] }, win, rawWin: win, margin: 0, visits: 100 });

const item: ListedDecision = {
  index: 4,
  chapter: 'Battle 1, turn 3',
  evaluation: {
    forced: false,
    legal: 9,
    played: value(0.31),
    best: value(0.58),
    same: false,
    drop: 0.27,
    mark: 'mistake',
    iterations: 900,
    ms: 40,
  },
  played: 'You played Maneuver face up to Air',
  better: 'You played Cover Fire (Land 4) face down to Land',
};

describe('marked decisions', () => {
  it('say the move played, then the better one as advice, each with its win chance', () => {
    render(
      <MarkedDecisions items={[item]} everyDecision={false} onEveryDecision={() => {}} selected={null} onSelect={() => {}} complete />,
    );
    const entry = screen.getByRole('button');
    expect([...entry.querySelectorAll('.review-item__move')].map((e) => e.textContent)).toEqual([
      'You played Maneuver face up to Air (31%)',
      'Better: Play Cover Fire (Land 4) face down to Land (58%)',
    ]);
    expect(entry.textContent).toContain('Decision 5 · Battle 1, turn 3 · Mistake');
  });
});
