/**
 * What the Land vs Sea tutorial's steps say of the game holds in the engine: the tiles in each
 * hand, the area its island completes (owner, tiles, bonus symbols) and the score.
 * (test/common/tutorials.test.ts checks that every scripted move is legal.)
 */
import { describe, expect, it } from 'vitest';
import { definition } from '../../games/land-vs-sea/definition';
import { mapAreas, type State } from '../../games/land-vs-sea/rules';
import { lvsTutorial, type LvsClaim } from '../../games/land-vs-sea/tutorial/script';
import { replayTutorial } from '../support/tutorial-replay';

const LEARNER = Number(lvsTutorial.learner);
const OPPONENT = 1 - LEARNER;

function check(state: State, before: State, claim: LvsClaim): void {
  if (claim.score) expect({ land: state.score.land, sea: state.score.sea }).toEqual(claim.score);
  if (claim.hands) expect([state.hands[LEARNER]?.length, state.hands[OPPONENT]?.length]).toEqual(claim.hands);
  if (claim.completed) {
    // The area the step names is one the last move completed, not one complete before.
    const was = new Set(
      mapAreas(before.board, before.inventory!)
        .filter((a) => a.complete)
        .map((a) => a.id),
    );
    const fresh = mapAreas(state.board, state.inventory!).filter((a) => a.complete && !was.has(a.id));
    expect(fresh.map((a) => ({ owner: a.owner, tiles: a.tiles.length, bonus: a.bonus }))).toEqual([claim.completed]);
  }
}

describe('the Land vs Sea tutorial', () => {
  const replayed = replayTutorial<State, unknown, LvsClaim>(definition, lvsTutorial);

  it('plays Land, in the basic game', () => {
    expect(definition.sideOf(2, '0')).toBe('land');
    expect(replayed[0]!.state.options).toEqual({ mountainsAndCorals: false, caravansAndShips: false, waypoints: false });
  });

  it.each(replayed.filter((r) => r.step.claim).map((r) => [r.index + 1, r] as const))('step %i says what the board shows', (_, r) => {
    // A completion the step names is the previous step's move's.
    check(r.state, replayed[Math.max(0, r.index - 1)]!.state, r.step.claim!);
  });

  it('plays the rules it is about: a take, a private face placed, Play Again, a completed area, a steal', () => {
    const learnerMoves = replayed.flatMap((r) => (r.step.move?.by === 'learner' ? [r] : []));
    const types = learnerMoves.map((r) => (r.step.move!.action as { type: string }).type);
    expect(types).toContain('take');
    expect(types).toContain('steal');
    // A placement of the face that did not show on the stack (the private one).
    const privatePlay = learnerMoves.find((r) => {
      const action = r.step.move!.action as { type: string; slot?: number; face?: number };
      if (action.type !== 'place') return false;
      return r.state.hands[LEARNER]![action.slot!]!.up !== action.face;
    });
    expect(privatePlay).toBeDefined();
    // Play Again: two placements by the learner in one turn.
    expect(replayed.some((r) => r.state.step === 'playAgain')).toBe(true);
  });
});
