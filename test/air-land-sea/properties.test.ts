/**
 * Random legal games from random seeds (fast-check): Air, Land & Sea's own invariants (what
 * every game must do is in test/common/conformance.test.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  airLandSea,
  apply,
  lastBattleOf,
  CARD_IDS,
  setup,
  legalActions,
  sameAction,
  THEATERS,
  type Action,
  type AlsSetupData,
  type AlsState,
  type CardId,
  type Player,
} from '../../games/air-land-sea/rules';
import { pick, seededRng, type Rng } from '../../games/common/random';

function everyCardOnce(state: AlsState): void {
  const seen: CardId[] = [...state.hands['0'], ...state.hands['1'], ...state.deck, ...state.discarded];
  for (const t of THEATERS) for (const p of ['0', '1'] as const) seen.push(...state.piles[t][p].map((c) => c.id));
  expect(seen.sort()).toEqual([...CARD_IDS].sort());
}

/** A move that looks plausible but is drawn from the whole action space, legal or not. */
function randomAction(rng: Rng): Action {
  const card = pick(rng, CARD_IDS);
  const theater = pick(rng, THEATERS);
  const other = pick(rng, THEATERS);
  const owner = pick(rng, ['0', '1'] as const);
  const index = Math.floor(rng() * 4);
  return pick<Action>(rng, [
    { type: 'deploy', card, theater },
    { type: 'improvise', card, theater },
    { type: 'withdraw' },
    { type: 'flip', theater, owner },
    { type: 'transport', from: theater, index, to: other },
    { type: 'redeploy', theater, index },
    { type: 'reinforce', theater },
    { type: 'decline' },
  ]);
}

const setups: fc.Arbitrary<AlsSetupData> = fc.record({
  mode: fc.constantFrom('standard' as const, 'beginner' as const),
  edition: fc.constantFrom('revised' as const, 'first' as const),
});

function playRandomGame(seed: number, options: AlsSetupData, check: (before: AlsState, after: AlsState) => void): AlsState {
  const rng = seededRng(seed);
  const state = setup(2, options.mode === 'beginner' ? options : { ...options, targetVP: 12 }, rng);
  let steps = 0;
  while (!airLandSea.isOver(state)) {
    const player = airLandSea.toAct(state)[0] as Player;
    expect(legalActions(state, player === '0' ? '1' : '0')).toEqual([]);
    const legal = legalActions(state, player);
    expect(legal.length).toBeGreaterThan(0);
    // An illegal action is refused and changes nothing.
    const wrong = randomAction(rng);
    if (!legal.some((a) => sameAction(a, wrong))) {
      const snapshot = structuredClone(state);
      expect(apply(state, player, wrong, rng).ok).toBe(false);
      expect(state).toEqual(snapshot);
    }
    // Withdraw rarely, so that most battles are fought out.
    const nonWithdraw = legal.filter((a) => a.type !== 'withdraw');
    const action = rng() < 0.03 || nonWithdraw.length === 0 ? pick(rng, legal) : pick(rng, nonWithdraw);
    const before = structuredClone(state);
    const result = apply(state, player, action, rng);
    expect(result).toEqual({ ok: true });
    check(before, state);
    steps += 1;
    expect(steps).toBeLessThan(2000);
  }
  return state;
}

describe('Air, Land & Sea: random legal games', () => {
  it('keep every card in exactly one place, VP only grow, every offered action is accepted, and end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), setups, (seed, setup) => {
        const end = playRandomGame(seed, setup, (before, after) => {
          everyCardOnce(after);
          expect(after.vp['0']).toBeGreaterThanOrEqual(before.vp['0']);
          expect(after.vp['1']).toBeGreaterThanOrEqual(before.vp['1']);
        });
        expect(end.winner).not.toBeNull();
        expect(end.vp[end.winner as Player]).toBeGreaterThanOrEqual(end.options.targetVP);
      }),
      { numRuns: 300, seed: 20261130 },
    );
  });

  it('survive thousands of games without a refusal of an offered action', () => {
    const rng = seededRng('thousands');
    for (let g = 0; g < 3000; g++) {
      const state = setup(2, {}, rng);
      while (state.winner === null) {
        const player = airLandSea.toAct(state)[0] as Player;
        const result = apply(state, player, pick(rng, legalActions(state, player)), rng);
        if (!result.ok) throw new Error(result.error);
      }
      everyCardOnce(state);
    }
  });
});

describe('Air, Land & Sea: a match stored before battle records existed', () => {
  it('plays on to its end, recording the battles it finishes from then on', () => {
    const rng = seededRng('stored-before-records');
    const state = setup(2, {}, rng);
    delete state.battles;
    state.lastBattle = null;
    for (const step of [0, 1, 2]) {
      const player = airLandSea.toAct(state)[0] as Player;
      expect(
        apply(
          state,
          player,
          pick(
            rng,
            legalActions(state, player).filter((a) => a.type !== 'withdraw'),
          ),
          rng,
        ).ok,
        `step ${step}`,
      ).toBe(true);
    }
    while (state.winner === null) {
      const player = airLandSea.toAct(state)[0] as Player;
      expect(apply(state, player, pick(rng, legalActions(state, player)), rng).ok).toBe(true);
    }
    // (Read through a function: after the `delete` above, TypeScript takes the field for gone.)
    const battles = (s: AlsState) => s.battles ?? [];
    expect(battles(state).map((b) => b.battle)).toEqual(Array.from({ length: state.battle }, (_, i) => i + 1));
    expect(lastBattleOf(state)).toBe(battles(state).at(-1));
  });
});
