/**
 * Every bot of games/common/bots.ts decides from what its seat may know, for every game of
 * games/index.ts and every seat count: at positions of seeded games, a second match state that
 * differs from the real one in exactly one kind of thing the seat cannot see must get the same
 * move. The kinds:
 * - the hidden state: what the definition's `determinize` deals anew for the seats it cannot
 *   see (opponents' hands, the deck or the stacks and their order, hidden faces);
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

type Variant = (state: MatchState, seat: string, c: Case, rng: Rng) => MatchState;

/** The same position with the hidden state dealt anew, consistent with the seat's view. */
const otherHiddenState: Variant = (state, seat, { definition }, rng) => {
  const seen = definition.engine.view(state.G, seat);
  for (let attempt = 0; attempt < 20; attempt++) {
    const G = { ...(state.G as object), ...(definition.search.determinize(seen, seat, rng) as object) };
    expect(definition.engine.view(G, seat), 'the seat sees the same').toEqual(seen);
    if (JSON.stringify(G) !== JSON.stringify(state.G)) return { ...state, G };
  }
  throw new Error(`${definition.name}: every deal of the hidden state is the real one`);
};

/** The same position with another seed and generator state in boardgame.io's random plugin. */
const otherRandomNumbers: Variant = (state, _seat, _case, rng) => {
  const prngstate = { c: 1, s0: rng(), s1: rng(), s2: rng() };
  const plugins = { ...state.plugins, random: { data: { seed: `elsewhere-${rng()}`, prngstate } } };
  return { ...state, plugins };
};

const VARIANTS: [string, Variant][] = [
  ['the hidden state', otherHiddenState],
  ['the random-number state', otherRandomNumbers],
];

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
  describe.each(BOTS)('%s', (_name, botOf) => {
    const Bot = botOf(c);
    const enumerate = c.game.ai!.enumerate;
    it.each(VARIANTS)('changing only %s leaves every move as it was, with every seat count', async (what, variant) => {
      const counts = c.definition.playerCounts;
      for (const [i, depth] of DEPTHS.entries()) {
        const numPlayers = counts[i % counts.length]!;
        const rng = seededRng(`${c.name}-${numPlayers}-${depth}-${what}`);
        const { match, seat } = position(c, numPlayers, depth, rng);
        const other = variant(match.state, seat, c, rng);
        const real = await new Bot({ enumerate, seed: 'same' }).play(match.state, seat);
        const twin = await new Bot({ enumerate, seed: 'same' }).play(other, seat);
        expect.soft(twin.action, `${numPlayers} players, after ${depth} moves, seat ${seat}`).toEqual(real.action);
      }
    });
  });
});
