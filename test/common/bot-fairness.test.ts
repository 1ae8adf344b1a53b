/**
 * Every bot of games/common/bots.ts decides from what its seat may know, for every game of
 * games/index.ts and every seat count: at positions of seeded games, a second match state that
 * differs from the real one in exactly one kind of thing the seat cannot see must get the same
 * move. The kinds:
 * - the hidden state: what the definition's `determinize` deals anew for the seats it cannot
 *   see, all of it and then one field of G at a time (opponents' hands, the deck or the stacks,
 *   face-down cards; Land vs Sea's hidden faces are those of the tiles dealt);
 * - one kind of hidden thing changed with the rest of the state kept whole (each tile or card
 *   still in one place): the opponents' hands, the order of the deck or of the stacks, and the
 *   hidden faces (Air, Land & Sea's face-down cards; in Land vs Sea, which face is up on a stacked
 *   tile, and behind an opponent's public face another tile of the inventory bearing it);
 * - the match's random numbers: boardgame.io's `plugins.random` (seed and generator state), from
 *   which a game draws whatever it deals later (Air, Land & Sea's next battles).
 * `ctx` is public (boardgame.io sends it to every client), so it stays as it is. Every bot: the
 * search bot at each level, the fair MCTS bot, the fair random bot and the greedy player.
 */
import type { State as MatchState } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import type { AlsState, AlsView } from '../../games/air-land-sea';
import type { CardId } from '../../games/air-land-sea/rules/vocabulary';
import { fairMCTSBot, fairRandomBot, greedyBot, searchBot, type BotClass } from '../../games/common/bots';
import type { SearchBudget } from '../../games/common/ismcts';
import { LEVELS, type Level } from '../../games/common/levels';
import type { GameMeta, LoadedGame } from '../../games/common/meta';
import { pick, seededRng, shuffleInPlace, type Rng } from '../../games/common/random';
import { publicFace, type State as LvsState, type TileDeal, type View as LvsView } from '../../games/land-vs-sea';
import { ReducerMatch } from '../support/reducer';

interface Case extends LoadedGame {
  name: string;
  meta: GameMeta;
}

const cases: Case[] = await Promise.all(GAMES.map(async (meta) => ({ name: meta.name, meta, ...(await meta.load()) })));

/**
 * A level's search in iterations, not time: a decision must not depend on the machine's speed.
 * Easy and medium play their levels' iteration counts; hard has a time budget only, so it plays
 * the hard level's settings for a fixed count here.
 */
const HARD_ITERATIONS = 600;
function levelBudget(budget: SearchBudget, level: Level): SearchBudget {
  const { timeMs: _time, ...rest } = budget;
  return level === 'hard' ? { ...rest, iterations: HARD_ITERATIONS } : rest;
}

/**
 * The fair MCTS bot's iterations: enough for a bot that saw the real state to be swayed by it
 * (with Air, Land & Sea's 64, one searching the real G changes its move under 6 of the changes
 * below). Land vs Sea's playouts through the reducer are slow: at 24 a position takes seconds.
 */
const MCTS_ITERATIONS: Record<string, number> = { 'air-land-sea': 64, 'land-vs-sea': 24 };

const BOTS: [string, (c: Case) => BotClass][] = [
  ...LEVELS.map((level): [string, (c: Case) => BotClass] => [
    `search bot (${level})`,
    ({ definition }) => searchBot(definition, levelBudget(definition.budgets[level], level)),
  ]),
  ['fair MCTS bot', ({ name, definition, game }) => fairMCTSBot(definition, game, { iterations: MCTS_ITERATIONS[name] ?? 24 })],
  ['fair random bot', ({ definition }) => fairRandomBot(definition)],
  ['greedy bot', ({ definition }) => greedyBot(definition)],
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

/**
 * A change of G that keeps it whole, or null when the position has nothing of the kind to change.
 * The seat must see the same (checked for each).
 */
type Change<G> = (G: G, seen: unknown, seat: string, rng: Rng) => G | null;

const changing =
  <G>(change: Change<G>): Variant =>
  (state, seat, { definition }, rng) => {
    const seen = definition.engine.view(state.G, seat);
    const G = change(structuredClone(state.G) as G, seen, seat, rng);
    if (G === null || JSON.stringify(G) === JSON.stringify(state.G)) return null;
    expect(definition.engine.view(G, seat), 'the seat sees the same').toEqual(seen);
    return { ...state, G };
  };

/** Shuffles `list` from index `from` on, in place. */
function shuffleFrom<T>(list: T[], from: number, rng: Rng): void {
  list.splice(from, list.length - from, ...shuffleInPlace(list.slice(from), rng));
}

const faceKey = (inventory: LvsView['inventory'], deal: TileDeal) => JSON.stringify(publicFace(inventory, deal));

/** Land vs Sea: the stacks below their top tiles (whose faces everyone sees) in another order. */
const lvsStackOrder: Change<LvsState> = (G, _seen, _seat, rng) => {
  for (const stack of G.stacks) shuffleFrom(stack, 1, rng);
  return G;
};

/** Land vs Sea: every stacked tile below the top with its other face up. */
const lvsStackedFaces: Change<LvsState> = (G) => {
  for (const stack of G.stacks) for (const deal of stack.slice(1)) deal.up = deal.up === 0 ? 1 : 0;
  return G;
};

/**
 * Land vs Sea: each tile in another's hand exchanged, where the stacks below their tops hold one,
 * for a tile that shows the same public face and hides another face.
 */
const lvsOtherHands: Change<LvsState> = (G, seen) => {
  const view = seen as LvsView;
  const inventory = view.inventory;
  let changed = false;
  view.hands.forEach((hand, p) =>
    hand.forEach((shown, slot) => {
      if (shown.tile !== null) return;
      const held = G.hands[p]![slot]!;
      const hidden = JSON.stringify(publicFace(inventory, { tile: held.tile, up: held.up === 0 ? 1 : 0 }));
      for (const stack of G.stacks)
        for (let i = 1; i < stack.length; i++) {
          const other = stack[i]!;
          const up = ([0, 1] as const).find((u) => faceKey(inventory, { tile: other.tile, up: u }) === faceKey(inventory, held));
          if (up === undefined || faceKey(inventory, { tile: other.tile, up: up === 0 ? 1 : 0 }) === hidden) continue;
          stack[i] = { tile: held.tile, up: other.up };
          G.hands[p]![slot] = { tile: other.tile, up };
          changed = true;
          return;
        }
    }),
  );
  return changed ? G : null;
};

/** Air, Land & Sea: the deck in another order (the top card stays if the seat is shown it, Reinforce). */
const alsDeckOrder: Change<AlsState> = (G, seen, _seat, rng) => {
  shuffleFrom(G.deck, (seen as AlsView).reinforceCard === null ? 0 : 1, rng);
  return G;
};

/** The deck cards the seat has not seen, by index. */
const unseenDeck = (G: AlsState, view: AlsView): number[] =>
  G.deck.map((_, i) => i).filter((i) => !(i === 0 && view.reinforceCard !== null));

/** Air, Land & Sea: the opponent's hand exchanged for cards of the deck. */
const alsOtherHand: Change<AlsState> = (G, seen, seat) => {
  const opponent = seat === '0' ? '1' : '0';
  const deck = unseenDeck(G, seen as AlsView);
  const hand = G.hands[opponent];
  for (let i = 0; i < Math.min(hand.length, deck.length); i++) {
    const d = deck[i]!;
    [hand[i], G.deck[d]] = [G.deck[d]!, hand[i]!];
  }
  return G;
};

/** Air, Land & Sea: the face-down cards the seat cannot see exchanged for cards of the deck. */
const alsFaceDown: Change<AlsState> = (G, seen) => {
  const view = seen as AlsView;
  const deck = unseenDeck(G, view);
  let used = 0;
  for (const [theater, sides] of Object.entries(view.piles))
    for (const [p, pile] of Object.entries(sides))
      pile.forEach((card, i) => {
        const d = deck[used];
        if (card.id !== null || d === undefined) return;
        const real = G.piles[theater as keyof AlsState['piles']][p as '0' | '1'][i]!;
        [real.id, G.deck[d]] = [G.deck[d]!, real.id as CardId];
        used++;
      });
  return used > 0 ? G : null;
};

/** Each game's changes of one kind of hidden thing that keep its state whole. */
const WHOLE_CHANGES: Record<string, [string, Variant][]> = {
  'land-vs-sea': [
    ['the opponents’ hands (other tiles behind the same public faces: other hidden faces)', changing(lvsOtherHands)],
    ['the stack order', changing(lvsStackOrder)],
    ['the hidden faces of stacked tiles', changing(lvsStackedFaces)],
  ],
  'air-land-sea': [
    ['the opponent’s hand', changing(alsOtherHand)],
    ['the deck order', changing(alsDeckOrder)],
    ['the hidden faces (face-down cards)', changing(alsFaceDown)],
  ],
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
    ...(WHOLE_CHANGES[c.name] ?? []),
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
    expect(WHOLE_CHANGES[c.name], 'changes of its own that keep the state whole').toBeDefined();
  });

  describe.each(BOTS)('%s', (_name, botOf) => {
    const Bot = botOf(c);
    const enumerate = c.game.ai!.enumerate;
    const decide = (state: MatchState, seat: string) => new Bot({ enumerate, seed: 'same' }).play(state, seat);
    /** Its move at each real position, made once for all the variants. */
    const real = new Map<number, ReturnType<typeof decide>>();

    it.each(variants)('changing only %s leaves every move as it was, with every seat count', async (what, variant) => {
      const compared = new Set<number>();
      for (const [i, { numPlayers, depth, match, seat }] of positions.entries()) {
        const other = variant(match.state, seat, c, seededRng(`${c.name}-${i}-${what}`));
        if (other === null) continue;
        if (!real.has(i)) real.set(i, decide(match.state, seat));
        const [a, b] = [await real.get(i)!, await decide(other, seat)];
        expect.soft(b.action, `${numPlayers} players, after ${depth} moves, seat ${seat}`).toEqual(a.action);
        compared.add(numPlayers);
      }
      expect([...compared].sort(), 'seat counts with a position where it could be changed').toEqual([...counts]);
    });
  });
});
