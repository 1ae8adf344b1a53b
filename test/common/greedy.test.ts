/**
 * The one-ply greedy bot, for every game of the list: it plays legal moves, it decides from its
 * seat's view alone (the same move whatever the hidden cards or tiles), and it is greedy.
 */
import { describe, expect, it } from 'vitest';
import type { State as MatchState } from 'boardgame.io';
import { GAMES } from '../../games';
import { greedyChoice, marginOf } from '../../games/common/greedy';
import { greedyBot } from '../../games/common/bots';
import { pick, seededRng } from '../../games/common/random';

const loaded = await Promise.all(GAMES.map(async (meta) => ({ name: meta.name, definition: await meta.definition() })));

const asMatch = (G: unknown, numPlayers: number) => ({ G, ctx: { numPlayers } as never, _stateID: 7 }) as unknown as MatchState;

describe.each(loaded)('$name greedy bot', ({ definition }) => {
  const { engine } = definition;

  it.each(definition.playerCounts.map((n) => [n]))('plays a legal move that most raises its margin (%i players)', (numPlayers) => {
    const rng = seededRng(`greedy-${definition.name}-${numPlayers}`);
    const state = engine.setup(numPlayers, undefined, rng);
    let checked = 0;
    for (let step = 0; !engine.isOver(state); step++) {
      const player = engine.toAct(state)[0] as string;
      const legal = engine.legalActions(state, player);
      if (step % 7 === 0 && legal.length > 1) {
        const view = engine.view(state, player);
        const choice = greedyChoice(definition, view, player, numPlayers, `s${step}`);
        expect(legal).toContainEqual(choice);
        // Its margin after the move, on the real state, is the best any legal move gives.
        const side = definition.sideOf(numPlayers, player);
        const marginAfter = (action: unknown) => {
          const copy = structuredClone(state);
          engine.apply(copy, player, action, seededRng('apply'));
          return marginOf(definition.scores(copy), side);
        };
        expect(marginAfter(choice)).toBe(Math.max(...legal.map(marginAfter)));
        checked++;
      }
      engine.apply(state, player, pick(rng, legal), rng);
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('makes the same move whatever its seat cannot see', async () => {
    const rng = seededRng(`greedy-fair-${definition.name}`);
    const numPlayers = definition.playerCounts[0] as number;
    const Greedy = greedyBot(definition);
    let compared = 0;
    for (let game = 0; game < 3; game++) {
      const state = engine.setup(numPlayers, undefined, rng);
      for (let k = 0; k < 6 + game * 5 && !engine.isOver(state); k++) {
        const p = engine.toAct(state)[0] as string;
        engine.apply(state, p, pick(rng, engine.legalActions(state, p)), rng);
      }
      const me = engine.toAct(state)[0] as string;
      const twin = definition.search.determinize(engine.view(state, me), me, seededRng(`twin-${game}`));
      expect(engine.view(twin, me)).toEqual(engine.view(state, me));
      const a = await new Greedy({ enumerate: () => [], seed: 'same' }).play(asMatch(state, numPlayers), me);
      const b = await new Greedy({ enumerate: () => [], seed: 'same' }).play(asMatch(twin, numPlayers), me);
      expect(b.action).toEqual(a.action);
      compared++;
    }
    expect(compared).toBe(3);
  });
});
