/**
 * What the other clients really receive: every message the server's transport would send to
 * player 1 (and to a spectator) over whole seeded games, checked against what that seat may
 * know at that moment: no id of a tile in a stack, in another player's hand or on the map
 * (unless the seat held it), no hidden face of another's tile, no stack order, no shuffle
 * seed, not which face of its tile another placed up. And what it receives must not give the
 * hidden faces away either: with inventory v2 the public face of another's tile leaves its
 * hidden face open (with v1 it named the tile, and so its hidden face, nearly always).
 */
import { describe, expect, it } from 'vitest';
import { LandVsSeaGame, inventoryOf, mapTileIds, publicFace, type State, type TileDeal, type View } from '../../games/land-vs-sea';
import { pick, seededRng } from '../../games/common/random';
import { MatchHarness } from '../support/master-harness';

type MoveCall = { move: string; args: unknown[] };

/** Ids `viewer` may not see now: in stacks, in others' hands, or on the map unless it held them. */
function secretIds(G: State, viewer: string | null, held: ReadonlySet<string>): string[] {
  const placed = Object.values(G.board).flatMap((p) => (mapTileIds(inventoryOf(G)).includes(p.tile) && !held.has(p.tile) ? [p.tile] : []));
  return [
    ...G.stacks.flat().map((d) => d.tile),
    ...G.hands.flatMap((hand, p) => (String(p) === viewer ? [] : hand.map((d) => d.tile))),
    ...placed,
  ];
}

/**
 * Of the tiles `seat` cannot locate (it never held them: the map shows faces only), the hidden
 * faces of those that show `face` (as views show a face): more than one means it cannot tell.
 */
function hiddenFacesBehind(G: State, held: ReadonlySet<string>, face: unknown): Set<string> {
  const inventory = inventoryOf(G);
  const located = held;
  const shown = JSON.stringify(face);
  const hidden = new Set<string>();
  for (const tile of mapTileIds(inventory)) {
    if (located.has(tile)) continue;
    for (const up of [0, 1] as const) {
      const other: TileDeal = { tile, up: up === 0 ? 1 : 0 };
      if (JSON.stringify(publicFace(inventory, { tile, up })) === shown) hidden.add(JSON.stringify(publicFace(inventory, other)));
    }
  }
  return hidden;
}

/** The filtered states in a seat's messages ('sync' and 'update' carry whole states). */
function statesIn(messages: { type: string; args: unknown[] }[]): View[] {
  return messages.flatMap((m) => {
    if (m.type === 'update') return [(m.args[1] as { G: View }).G];
    if (m.type === 'sync') return [(m.args[1] as { state: { G: View } }).state.G];
    return [];
  });
}

type Logged = { action: { type: string; payload: { type: string; playerID: string; args: unknown } } };

/** The moves logged in a seat's messages. */
function logsIn(messages: { type: string; args: unknown[] }[]): Logged[] {
  return messages
    .flatMap((m) => (m.type === 'update' ? [m.args[2]] : m.type === 'sync' ? [(m.args[1] as { log?: unknown }).log] : []))
    .flatMap((log) => (Array.isArray(log) ? (log as Logged[]) : []))
    .filter((e) => e.action.type === 'MAKE_MOVE');
}

async function playWatched(players: 2 | 3 | 4, seed: number) {
  const game = { ...LandVsSeaGame, seed: `hidden-${seed}` };
  const seats = [...['0', '1', '2', '3'].slice(0, players), null];
  const options = { mountainsAndCorals: true, caravansAndShips: true, waypoints: true };
  const match = new MatchHarness(game, players, options, seats);
  const rng = seededRng(seed);
  let checked = 0;
  /** Other players' tiles seen, and those whose hidden face the seat could not tell. */
  const guesses = { seen: 0, open: 0 };
  /** The tiles each watched seat has held, whose ids it knows wherever they go. */
  const held = new Map<string | null, Set<string>>([
    ['1', new Set()],
    [null, new Set()],
  ]);
  const check = () => {
    const G = match.state().G as State;
    for (const seat of ['1', null]) {
      const known = held.get(seat)!;
      if (seat !== null) for (const deal of G.hands[Number(seat)] ?? []) known.add(deal.tile);
      const inbox = (match.received[String(seat)] ?? []).splice(0);
      const text = JSON.stringify(inbox);
      for (const id of secretIds(G, seat, known)) expect(text, `seat ${seat} received ${id}`).not.toContain(`"${id}"`);
      // Which face went up and its turn would tell which tile another placed.
      for (const entry of logsIn(inbox))
        if (entry.action.payload.type === 'place' && entry.action.payload.playerID !== seat) expect(entry.action.payload.args).toBeNull();
      expect(text).not.toContain('prngstate');
      expect(text).not.toContain(game.seed);
      for (const view of statesIn(inbox)) {
        // Stacks: sizes and the top face only; others' hands: public faces only.
        view.stacks.forEach((stack, s) => {
          expect(Object.keys(stack).sort()).toEqual(['size', 'top']);
          const top = G.stacks[s]![0];
          if (stack.size === G.stacks[s]!.length && top) expect(stack.top).toEqual(publicFace(inventoryOf(G), top));
        });
        view.hands.forEach((hand, p) => {
          if (String(p) === seat) return;
          expect(hand.every((t) => t.tile === null && Object.keys(t).length === 2)).toBe(true);
          for (const t of hand) {
            guesses.seen++;
            if (hiddenFacesBehind(G, known, t.face).size > 1) guesses.open++;
          }
        });
        checked++;
      }
    }
  };
  for (const seat of seats) await match.sync(seat);
  check();
  for (let moves = 0; moves < 500 && !match.state().ctx.gameover; moves++) {
    const { G, ctx } = match.state();
    const player = ctx.activePlayers ? Object.keys(ctx.activePlayers)[0]! : ctx.currentPlayer;
    const choice = pick(rng, LandVsSeaGame.ai!.enumerate(G, ctx, player) as MoveCall[]);
    expect(await match.move(player, choice.move, choice.args)).toBe(true);
    check();
  }
  expect(match.state().ctx.gameover).toBeTruthy();
  return { checked, match, guesses };
}

describe('Land vs Sea hidden information, as other clients receive it', () => {
  it.each([2, 3, 4] as const)('no message to player 1 or a spectator reveals a secret tile (%i players)', async (players) => {
    const { checked, guesses } = await playWatched(players, players);
    expect(checked).toBeGreaterThan(100);
    // A seat can rule out only the tiles it held (the map shows faces), so the face nearly always
    // says too little: more than 9 times in 10 with v2. Had the map named its tiles, about 3 in 4.
    expect(guesses.open / guesses.seen).toBeGreaterThan(0.9);
  });

  it("player 1's view shows player 0's tiles by their public face, and the log carries no tile id", async () => {
    const match = new MatchHarness(LandVsSeaGame, 2, {}, ['0', '1']);
    await match.sync('1');
    expect(await match.move('0', 'take', [0])).toBe(true);
    const G = match.state().G as State;
    const [taken] = G.hands[0]!;
    const [, state, log] = match.received['1']!.at(-1)!.args as [string, { G: View }, { action: { payload: { args: unknown } } }[]];
    expect(state.G.hands[0]).toEqual([{ tile: null, face: publicFace(inventoryOf(G), taken!) }]);
    expect(log.map((e) => e.action.payload.args)).toContainEqual([0]);
    expect(JSON.stringify(match.received['1'])).not.toContain(`"${taken!.tile}"`);
    // Player 0's own copy names the tile.
    expect(JSON.stringify(match.received['0'] ?? [])).toContain(`"${taken!.tile}"`);
  });
});
