/**
 * Every bot of games/common/bots.ts decides from what its seat may know, for every game of
 * games/index.ts and every seat count: at positions of seeded games, a second match state that
 * differs from the real one in exactly one kind of thing the seat cannot see must get the same
 * move. The kinds:
 * - the hidden state: what the definition's `determinize` deals anew for the seats it cannot
 *   see, all of it and then one field of G at a time (opponents' hands, the deck or the stacks
 *   and their order, face-down cards; Land vs Sea's hidden faces are those of the tiles dealt);
 * - the match's random numbers: boardgame.io's `plugins.random` (seed and generator state), from
 *   which a game draws whatever it deals later (Air, Land & Sea's next battles).
 * `ctx` is public (boardgame.io sends it to every client), so it stays as it is.
 */
import type { State as MatchState } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import { fairMCTSBot, fairRandomBot, searchBot, type BotClass } from '../../games/common/bots';
import type { GameMeta, LoadedGame } from '../../games/common/meta';
import { pick, seededRng, type Rng } from '../../games/common/random';
import { ReducerMatch } from '../support/reducer';

interface Case extends LoadedGame {
  name: string;
  meta: GameMeta;
}

const cases: Case[] = await Promise.all(GAMES.map(async (meta) => ({ name: meta.name, meta, ...(await meta.load()) })));

/** Small budgets in iterations, not time: a decision must not depend on the machine's speed. */
const BOTS: [string, (c: Case) => BotClass][] = [
  ['search bot', ({ definition }) => searchBot(definition, { iterations: 80 })],
  ['fair MCTS bot', ({ definition, game }) => fairMCTSBot(definition, game, { iterations: 24 })],
  ['fair random bot', ({ definition }) => fairRandomBot(definition)],
];

/**
 * Six positions a game, after this many random moves (the opening, then deeper: for Air, Land &
 * Sea into a later battle), their seat counts taking turns through the game's counts.
 */
const DEPTHS = [2, 5, 9, 13, 17, 21];

/** The position with one kind of hidden thing changed, or null if this position has none of it. */
type Variant = (state: MatchState, seat: string, c: Case, rng: Rng) => MatchState | null;

/**
 * The same position with what the definition's `determinize` deals for the seats `seat` cannot
 * see dealt anew: all of it, or only one field of G (one kind at a time: the opponents' hands,
 * the deck or the stacks, face-down cards...). The seat sees the same either way.
 */
const otherDeal =
  (part?: string): Variant =>
  (state, seat, { definition }, rng) => {
    const seen = definition.engine.view(state.G, seat);
    for (let attempt = 0; attempt < 20; attempt++) {
      const deal = definition.search.determinize(seen, seat, rng) as Record<string, unknown>;
      const G = part === undefined ? { ...(state.G as object), ...deal } : { ...(state.G as object), [part]: deal[part] };
      expect(definition.engine.view(G, seat), 'the seat sees the same').toEqual(seen);
      if (JSON.stringify(G) !== JSON.stringify(state.G)) return { ...state, G };
    }
    return null;
  };

/** The same position with another seed and generator state in boardgame.io's random plugin. */
const otherRandomNumbers: Variant = (state, _seat, _case, rng) => {
  const prngstate = { c: 1, s0: rng(), s1: rng(), s2: rng() };
  const plugins = { ...state.plugins, random: { data: { seed: `elsewhere-${rng()}`, prngstate } } };
  return { ...state, plugins };
};

/** The fields of G that `determinize` deals anew at some of the game's positions. */
function hiddenParts(c: Case): string[] {
  const parts = new Set<string>();
  for (const [i, depth] of DEPTHS.entries()) {
    const numPlayers = c.definition.playerCounts[i % c.definition.playerCounts.length]!;
    const rng = seededRng(`${c.name}-parts-${i}`);
    const { match, seat } = position(c, numPlayers, depth, rng);
    const G = match.state.G as Record<string, unknown>;
    const deal = c.definition.search.determinize(c.definition.engine.view(G, seat), seat, rng) as Record<string, unknown>;
    for (const key of Object.keys(deal)) if (JSON.stringify(deal[key]) !== JSON.stringify(G[key])) parts.add(key);
  }
  return [...parts].sort();
}

function variantsOf(c: Case): [string, Variant][] {
  return [
    ['the whole hidden state', otherDeal()],
    ...hiddenParts(c).map((part): [string, Variant] => [`the hidden part G.${part}`, otherDeal(part)]),
    ['the random-number state', otherRandomNumbers],
  ];
}

/** Plays random moves of the search's playout policy, then on to a decision with a choice. */
function position(c: Case, numPlayers: number, depth: number, rng: Rng): { match: ReducerMatch<unknown>; seat: string } {
  const { definition, game, meta } = c;
  const setupData = meta.setupData(Object.fromEntries(meta.options.map((o) => [o.key, pick(rng, o.choices).value])));
  const match = new ReducerMatch<unknown>({ ...game, seed: `fairness-${numPlayers}-${depth}` }, numPlayers, setupData);
  for (let moves = 0; ; moves++) {
    if (match.state.ctx.gameover) throw new Error(`${meta.name}: the game ended before ${depth} moves`);
    const seat = match.active()[0]!;
    const choices = game.ai!.enumerate(match.state.G, match.state.ctx, seat);
    if (moves >= depth && choices.length > 1) return { match, seat };
    const { move, args } = definition.toMove(definition.search.playoutAction(match.state.G, seat, rng));
    expect(match.move(seat, move, args), `${move} ${JSON.stringify(args)}`).toBe(true);
  }
}

describe.each(cases)('$name: no bot is swayed by what its seat cannot see', (c) => {
  const variants = variantsOf(c);
  const counts = c.definition.playerCounts;
  const positions = DEPTHS.map((depth, i) => {
    const numPlayers = counts[i % counts.length]!;
    return { numPlayers, depth, ...position(c, numPlayers, depth, seededRng(`${c.name}-${numPlayers}-${depth}`)) };
  });

  it('finds the hidden parts to change one at a time', () => {
    expect(variants.length).toBeGreaterThan(3);
  });

  describe.each(BOTS)('%s', (_name, botOf) => {
    const Bot = botOf(c);
    const enumerate = c.game.ai!.enumerate;
    const decide = (state: MatchState, seat: string) => new Bot({ enumerate, seed: 'same' }).play(state, seat);
    /** Its move at each real position, made once for all the variants. */
    const real = new Map<number, ReturnType<typeof decide>>();

    it.each(variants)('changing only %s leaves every move as it was, with every seat count', async (what, variant) => {
      let compared = 0;
      for (const [i, { numPlayers, depth, match, seat }] of positions.entries()) {
        const other = variant(match.state, seat, c, seededRng(`${c.name}-${i}-${what}`));
        if (other === null) continue;
        if (!real.has(i)) real.set(i, decide(match.state, seat));
        const [a, b] = [await real.get(i)!, await decide(other, seat)];
        expect.soft(b.action, `${numPlayers} players, after ${depth} moves, seat ${seat}`).toEqual(a.action);
        compared++;
      }
      expect(compared, 'positions where it could be changed').toBeGreaterThan(0);
    });
  });
});
