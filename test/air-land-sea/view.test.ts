/** What a seat's view adds for a board: public strengths and control, and its withdraw price. */
import { describe, expect, it } from 'vitest';
import { definition } from '../../games/air-land-sea/definition';
import { view } from '../../games/air-land-sea/rules';
import { pick, seededRng } from '../../games/common/random';
import { battle, run } from './support';

describe('Air, Land & Sea view', () => {
  it('shows every seat the same strengths and control, face-down cards counted without naming them', () => {
    // Player 1 improvises Escalation's partner cards face down; player 0 has Support in air.
    const s = battle({ hands: ['A1 L6 A6', 'S2 L4 S6'] });
    run(s, '0 deploy A1; 1 improvise L4 air; 0 deploy L6; 1 deploy S2');
    const seen = [view(s, '0'), view(s, '1'), view(s, null)].map((v) => v.standings);
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[2]).toEqual(seen[0]);
    const standings = seen[0]!;
    // Air: A1 (1) for player 0; a face-down card at 4 under Escalation for player 1.
    expect(standings.air.sides['0']).toEqual({ cards: [1], total: 1 });
    expect(standings.air.sides['1']).toEqual({ cards: [4], total: 4 });
    expect(standings.air.controller).toBe('1');
    // Land: L6, plus Support's +3 from the neighbouring air theater.
    expect(standings.land.sides['0']).toEqual({ cards: [6], total: 9 });
    expect(standings.sea.sides['1']).toEqual({ cards: [2], total: 2 });
    expect(view(s, '1').piles.air['1']).toEqual([{ id: 'L4', faceUp: false }]);
    expect(view(s, '0').piles.air['1']).toEqual([{ id: null, faceUp: false }]);
  });

  it("prices a withdrawal for the viewer only, from the viewer's commander table", () => {
    const s = battle({ hands: ['A1 L6 A6 A2', 'S2 L4 S6 A3'] });
    run(s, '0 deploy A1; 1 deploy S2');
    // Player 0 (1st Player) holds 3 cards: 3 VP; player 1 (2nd Player) holds 3 cards: 3 VP.
    expect(view(s, '0').withdrawVP).toBe(3);
    run(s, '0 deploy L6');
    expect(view(s, '0').withdrawVP).toBe(3);
    expect(view(s, '1').withdrawVP).toBe(3);
    run(s, '1 deploy S6');
    expect(view(s, '0').withdrawVP).toBe(3);
    expect(view(s, '1').withdrawVP).toBe(4);
    expect(view(s, null).withdrawVP).toBeNull();
  });

  it('carries the last battle between battles, and the list of every battle once the match is over', () => {
    const { engine } = definition;
    const rng = seededRng(3);
    const state = engine.setup(2, undefined, rng);
    let recordsSeen = 0;
    while (!engine.isOver(state)) {
      for (const viewer of ['0', '1', null] as const) {
        const seen = view(state, viewer);
        expect(seen.lastBattle).toEqual(state.battles?.at(-1) ?? null);
        expect(seen.battles, 'not sent with every move of a match under way').toEqual([]);
      }
      expect(state, 'each record stored once, in battles').not.toHaveProperty('lastBattle');
      recordsSeen = state.battles?.length ?? 0;
      const player = engine.toAct(state)[0]!;
      engine.apply(state, player, pick(rng, engine.legalActions(state, player)), rng);
    }
    expect(recordsSeen, 'the match had battles before its last').toBeGreaterThan(0);
    for (const viewer of ['0', '1', null] as const) {
      expect(view(state, viewer).battles.map((b) => b.battle)).toEqual(Array.from({ length: state.battle }, (_, i) => i + 1));
    }
  });
});
