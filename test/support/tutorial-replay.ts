/**
 * A tutorial's script replayed through its game's pure engine, as the tutorial page plays it:
 * the setup from its setup data, then each step's move by the seat the step names (the learner,
 * or the opponent). Every move must be the acting seat's and legal there, so a rules change that
 * breaks a script fails here rather than in front of a learner.
 */
import { expect } from 'vitest';
import type { SomeGame } from '../../games/common/definition';
import { seededRng } from '../../games/common/random';
import type { Tutorial } from '../../games/common/tutorial';

export interface ReplayedStep<State, Action, Claim> {
  index: number;
  step: Tutorial<Action, Claim>['steps'][number];
  /** The position while the step shows (before its move). */
  state: State;
}

/** The seat that makes a step's move. */
function seatOf(tutorial: Tutorial<unknown, unknown>, by: 'learner' | 'opponent'): string {
  if (by === 'learner') return tutorial.learner;
  const others = Array.from({ length: tutorial.numPlayers }, (_, seat) => String(seat)).filter((seat) => seat !== tutorial.learner);
  expect(others, 'a scripted opponent holds one seat').toHaveLength(1);
  return others[0]!;
}

/** Every step with the position it shows; fails on a move that is not legal for its seat. */
export function replayTutorial<State, Action, Claim>(
  definition: SomeGame,
  tutorial: Tutorial<Action, Claim>,
): ReplayedStep<State, Action, Claim>[] {
  const { engine } = definition;
  expect(engine.validateSetup(tutorial.setupData, tutorial.numPlayers)).toBeUndefined();
  // The scripted deal fixes everything the first part of the game depends on: any seed will do.
  const rng = seededRng(`tutorial:${tutorial.game}`);
  const state = engine.setup(tutorial.numPlayers, tutorial.setupData, rng);
  const out: ReplayedStep<State, Action, Claim>[] = [];
  tutorial.steps.forEach((step, index) => {
    out.push({ index, step, state: engine.copy(state) as State });
    if (!step.move) return;
    const seat = seatOf(tutorial as Tutorial<unknown, unknown>, step.move.by);
    const where = `step ${index + 1} (“${step.text.slice(0, 40)}…”)`;
    expect(engine.toAct(state), `${where}: seat ${seat} is to act`).toContain(seat);
    const legal = engine.legalActions(state, seat);
    expect(legal, `${where}: the scripted move is legal`).toContainEqual(step.move.action);
    const result = engine.apply(state, seat, step.move.action, rng);
    expect(result, where).toEqual({ ok: true });
  });
  return out;
}
