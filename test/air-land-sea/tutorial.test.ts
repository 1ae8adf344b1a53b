/**
 * What the Air, Land & Sea tutorial's steps say of the battle holds in the engine: theater
 * totals, who controls what, the cards in hand and the withdrawal's cost, the score after it.
 * (test/common/tutorials.test.ts checks that every scripted move is legal.)
 */
import { describe, expect, it } from 'vitest';
import { definition } from '../../games/air-land-sea/definition';
import { theaterStrength, control, lastBattleOf, withdrawVP, THEATERS, type AlsState, type Player } from '../../games/air-land-sea/rules';
import { alsTutorial, type AlsClaim } from '../../games/air-land-sea/tutorial/script';
import { replayTutorial } from '../support/tutorial-replay';

const LEARNER = alsTutorial.learner as Player;
const OPPONENT: Player = LEARNER === '0' ? '1' : '0';
const seatOf = (who: 'learner' | 'opponent') => (who === 'learner' ? LEARNER : OPPONENT);

function check(state: AlsState, claim: AlsClaim): void {
  for (const theater of THEATERS) {
    const score = claim.score?.[theater];
    const sums = [theaterStrength(state, theater, LEARNER), theaterStrength(state, theater, OPPONENT)];
    if (score) expect(sums, `${theater} totals`).toEqual(score);
    const who = claim.controls?.[theater];
    if (who) expect(control(state)[theater], `${theater} control`).toBe(seatOf(who));
  }
  if (claim.hand !== undefined) expect(state.hands[LEARNER]).toHaveLength(claim.hand);
  if (claim.withdrawCost !== undefined) expect(withdrawVP(state, LEARNER)).toBe(claim.withdrawCost);
  if (claim.vp) expect([state.vp[LEARNER], state.vp[OPPONENT]]).toEqual(claim.vp);
}

describe('the Air, Land & Sea tutorial', () => {
  const replayed = replayTutorial<AlsState, unknown, AlsClaim>(definition, alsTutorial);

  it.each(replayed.filter((r) => r.step.claim).map((r) => [r.index + 1, r] as const))('step %i says what the board shows', (_, r) => {
    check(r.state, r.step.claim!);
  });

  it('claims something at every step that names a score', () => {
    for (const { step } of replayed)
      if (/\d+ (to|against) \d+|you have \d+|count \d+/.test(step.text)) expect(step.claim, step.text).toBeDefined();
  });

  it('plays the rules it is about: a face-down card, an instant, an ongoing ability, a withdrawal', () => {
    const moves = replayed.flatMap((r) => (r.step.move ? [r.step.move] : []));
    const learnerMoves = moves.filter((m) => m.by === 'learner').map((m) => JSON.stringify(m.action));
    expect(moves.some((m) => (m.action as { type: string }).type === 'improvise')).toBe(true);
    // Maneuver (instant) and Support (ongoing) by the learner; Escalation (ongoing) by the opponent.
    expect(learnerMoves).toContain(JSON.stringify({ type: 'deploy', card: 'S3', theater: 'sea' }));
    expect(learnerMoves).toContain(JSON.stringify({ type: 'deploy', card: 'A1', theater: 'air' }));
    expect(learnerMoves).toContain(JSON.stringify({ type: 'withdraw' }));
  });

  it('ends the first battle by the learner’s withdrawal, the next one dealt', () => {
    const last = replayed.at(-1)!.state;
    expect(last.battle).toBe(2);
    expect(lastBattleOf(last)).toMatchObject({ battle: 1, winner: OPPONENT, withdrawn: LEARNER, vp: 3 });
  });
});
