/**
 * What the other client really receives: every message the server's transport would send to
 * player 1 (and to a spectator) over a whole seeded game, checked against what that seat may
 * know at that moment.
 */
import { describe, expect, it } from 'vitest';
import { AirLandSeaGame } from '../../games/air-land-sea';
import { THEATERS, type AlsState, type CardId, type Player } from '../../games/air-land-sea/rules';
import { pick, seededRng } from '../../games/common/random';
import { MatchHarness } from '../support/master-harness';
import { withoutFinishedBattles } from './finished-battles';

/** Cards `viewer` may not see now: the opponent's hand and face-down cards, the deck. */
function hiddenFrom(G: AlsState, viewer: Player | null): CardId[] {
  const hidden: CardId[] = [...G.deck, ...G.discarded];
  for (const p of ['0', '1'] as const) {
    if (p === viewer) continue;
    hidden.push(...G.hands[p]);
    for (const t of THEATERS) hidden.push(...G.piles[t][p].filter((c) => !c.faceUp).map((c) => c.id));
  }
  return hidden;
}

/** What a seat has legitimately learnt this battle: face-up cards, its own cards, its Reinforce draw. */
function learn(G: AlsState, viewer: Player | null, known: Set<CardId>): void {
  if (viewer !== null) G.hands[viewer].forEach((id) => known.add(id));
  if (G.choice?.kind === 'reinforce' && G.choice.player === viewer && G.deck[0]) known.add(G.deck[0]);
  for (const t of THEATERS)
    for (const p of ['0', '1'] as const) {
      for (const c of G.piles[t][p]) if (c.faceUp || p === viewer) known.add(c.id);
    }
}

async function playWatched(seed: number) {
  const game = { ...AirLandSeaGame, seed: `hidden-${seed}` };
  const seats = ['0', '1', null];
  const match = new MatchHarness(game, 2, { firstPlayer: '0' }, seats);
  const rng = seededRng(seed);
  const known = new Map(seats.map((seat) => [seat, new Set<CardId>()]));
  let battle = match.state().G.battle;
  let checked = 0;
  const check = () => {
    const G = match.state().G;
    for (const seat of seats) {
      const inbox = match.received[String(seat)] ?? [];
      const text = JSON.stringify(withoutFinishedBattles(inbox.splice(0)));
      const seen = known.get(seat)!;
      learn(G, seat as Player | null, seen);
      for (const id of hiddenFrom(G, seat as Player | null).filter((c) => !seen.has(c))) {
        expect(text, `seat ${seat} received hidden card ${id}`).not.toContain(`"${id}"`);
      }
      // The shuffle's seed and generator state never leave the server.
      expect(text).not.toContain('prngstate');
      expect(text).not.toContain(game.seed);
      checked++;
    }
  };
  for (const seat of seats) await match.sync(seat);
  check();
  for (let moves = 0; moves < 400 && !match.state().ctx.gameover; moves++) {
    const { G, ctx } = match.state();
    if (G.battle !== battle) {
      // A new deal: what was seen last battle says nothing about this one.
      known.forEach((set) => set.clear());
      battle = G.battle;
    }
    const player = ctx.activePlayers ? Object.keys(ctx.activePlayers)[0]! : ctx.currentPlayer;
    const options = AirLandSeaGame.ai!.enumerate(G, ctx, player).filter((m) => 'move' in m && m.move !== 'withdraw');
    const choice = pick(rng, options) as { move: string; args: unknown[] };
    expect(await match.move(player, choice.move, choice.args)).toBe(true);
    // A card deployed face up was shown to everyone, even if Blockade destroyed it at once.
    if (choice.move === 'deploy') known.forEach((set) => set.add(choice.args[0] as CardId));
    check();
  }
  return { checked, match };
}

describe('Air, Land & Sea hidden information, as the other client receives it', () => {
  it('no message to the opponent or a spectator names a hidden card (hands, face-down cards, deck, Reinforce draws)', async () => {
    // Seed 7 deploys a card that Blockade destroys at once: public, though it ends up in the deck.
    for (const seed of [1, 2, 3, 4, 7]) {
      const { checked } = await playWatched(seed);
      expect(checked).toBeGreaterThan(30);
    }
  });

  it("the opponent's view has counts, not cards, and improvise arguments are redacted in its log", async () => {
    const match = new MatchHarness(
      AirLandSeaGame,
      2,
      {
        firstPlayer: '0',
        deal: {
          hands: [
            ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'],
            ['L1', 'L2', 'L3', 'L4', 'L5', 'L6'],
          ],
          deck: ['S1', 'S2', 'S3', 'S4', 'S5', 'S6'],
        },
      },
      ['0', '1'],
    );
    expect(await match.move('0', 'improvise', ['A6', 'sea'])).toBe(true);
    const [update] = match.received['1']!.filter((m) => m.type === 'update');
    const [, state, log] = update!.args as [string, { G: Record<string, unknown> }, { action: { payload: { args: unknown } } }[]];
    expect(state.G.hands).toEqual({ '0': [null, null, null, null, null], '1': ['L1', 'L2', 'L3', 'L4', 'L5', 'L6'] });
    expect(state.G.deckSize).toBe(6);
    expect(state.G).not.toHaveProperty('deck');
    expect((state.G.piles as AlsState['piles']).sea['0']).toEqual([{ id: null, faceUp: false }]);
    expect(log[0]!.action.payload.args).toBeNull();
    // Player 0's own copy keeps the card and the argument.
    const own = match.received['0']!.find((m) => m.type === 'update')!.args as [
      string,
      { G: AlsState },
      { action: { payload: { args: unknown } } }[],
    ];
    expect(own[1].G.piles.sea['0']).toEqual([{ id: 'A6', faceUp: false }]);
    expect(own[2][0]!.action.payload.args).toEqual(['A6', 'sea']);
  });

  it('a Reinforce draw is shown to its owner while choosing and never to the opponent', async () => {
    const match = new MatchHarness(
      AirLandSeaGame,
      2,
      {
        firstPlayer: '0',
        theaters: ['air', 'land', 'sea'],
        deal: {
          hands: [
            ['L1', 'A2', 'A3', 'A4', 'A5', 'A6'],
            ['S1', 'L2', 'L3', 'L4', 'L5', 'L6'],
          ],
          deck: ['S6', 'S2', 'S3', 'S4', 'S5', 'A1'],
        },
      },
      ['0', '1'],
    );
    expect(await match.move('0', 'deploy', ['L1'])).toBe(true);
    const toOwner = JSON.stringify(match.received['0']);
    const toOpponent = JSON.stringify(match.received['1']);
    expect(toOwner).toContain('"reinforceCard":"S6"');
    expect(toOpponent).toContain('"reinforceCard":null');
    expect(toOpponent).not.toContain('"S6"');
    expect(await match.move('0', 'reinforce', ['sea'])).toBe(true);
    expect(JSON.stringify(match.received['1'])).not.toContain('"S6"');
    expect(match.state().G.piles.sea['0']).toEqual([{ id: 'S6', faceUp: false }]);
  });
});
