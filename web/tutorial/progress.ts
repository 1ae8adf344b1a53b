/**
 * Where a learner is in a tutorial, from two facts only: how many moves the match has made (its
 * boardgame.io state id) and which explanations the learner has read (clicked Next on). Derived,
 * never stored, so the panel can never disagree with the board.
 */
import type { MoveCall } from '../../games/common/move-call';
import type { Tutorial } from '../../games/common/tutorial';

/** The step showing: the first whose move is not made yet or whose explanation is unread; else the last. */
export function currentStep(tutorial: Tutorial, movesMade: number, read: ReadonlySet<number>): number {
  const last = tutorial.steps.length - 1;
  let moves = 0;
  for (let index = 0; index < last; index++) {
    const step = tutorial.steps[index]!;
    if (step.move) {
      if (moves >= movesMade) return index;
      moves++;
    } else if (!read.has(index)) return index;
  }
  return last;
}

/** The number of the match's move a step makes (0 for the first move), or null for an explanation. */
export function plyOf(tutorial: Tutorial, index: number): number | null {
  if (!tutorial.steps[index]?.move) return null;
  return tutorial.steps.slice(0, index).filter((step) => step.move).length;
}

/** Two moves are the same when their names and arguments are. */
export function sameMove(a: MoveCall, b: MoveCall): boolean {
  return a.move === b.move && JSON.stringify(a.args) === JSON.stringify(b.args);
}
