/**
 * Resigning, in every game and seat count: any seat may resign, on its turn or not, with a
 * reason; the match ends at once with the other side the winner (Land vs Sea for 3: the leader
 * of the two others); the move is logged, replays, and reads as a sentence in the game log.
 */
import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { GAMES } from '../../games';
import { matchHistory } from '../../games/common/history';
import { seatNames } from '../../games/common/log';
import { pick, seededRng } from '../../games/common/random';
import { describeMove, resignationOutcome } from '../../games/common/resign';
import { replayDecisions } from '../../games/common/replay-decisions';
import { ReducerMatch } from '../support/reducer';

const loaded = await Promise.all(GAMES.map(async (meta) => ({ name: meta.name, meta, ...(await meta.load()) })));
const cases = loaded.flatMap((entry) => entry.definition.playerCounts.map((numPlayers) => ({ ...entry, numPlayers })));

type MoveCall = { move: string; args: unknown[] };

describe.each(cases)('$name for $numPlayers', ({ definition, game, numPlayers }) => {
  /** A match a few random moves in, seeded. */
  function midMatch(seed: string, moves = 9): ReducerMatch<unknown> {
    const rng = seededRng(seed);
    const m = new ReducerMatch<unknown>({ ...game, seed }, numPlayers);
    for (let i = 0; i < moves && !m.state.ctx.gameover; i++) {
      const [player] = m.active();
      const choice = pick(rng, game.ai!.enumerate(m.state.G, m.state.ctx, player!) as MoveCall[]);
      expect(m.move(player!, choice.move, choice.args)).toBe(true);
    }
    return m;
  }

  it('lets any seat resign, on its turn or not, with one reason, and then ends the match: the resigning side loses', () => {
    const seats = Array.from({ length: numPlayers }, (_, i) => String(i));
    for (const [seed, moves] of [
      ['r1', 7],
      ['r2', 10],
      ['r3', 13],
      ['r4', 30],
    ] as const) {
      for (const resigner of seats) {
        const m = midMatch(seed, moves);
        const deciding = m.active();
        const before = m.state;
        expect(m.move(resigner, 'resign', [])).toBe(false);
        expect(m.move(resigner, 'resign', ['bored'])).toBe(false);
        expect(m.move(resigner, 'resign', ['resigned', 'extra'])).toBe(false);
        expect(m.state).toBe(before);
        // Only resigning is open to a seat the match is not waiting for.
        if (!deciding.includes(resigner)) {
          const options = game.ai!.enumerate(before.G, before.ctx, deciding[0]!) as MoveCall[];
          expect(m.move(resigner, options[0]!.move, options[0]!.args), `seat ${resigner} moving out of turn`).toBe(false);
        }

        expect(m.move(resigner, 'resign', ['resigned']), `seat ${resigner} (deciding: ${deciding.join()})`).toBe(true);
        const gameover = m.state.ctx.gameover as { winner: string; resigned: string; reason: string };
        expect(gameover).toMatchObject({ resigned: resigner, reason: 'resigned' });
        const loser = definition.sideOf(numPlayers, resigner);
        expect(gameover.winner).not.toBe(loser);
        const sides = new Set(seats.map((seat) => definition.sideOf(numPlayers, seat)));
        expect(sides).toContain(gameover.winner);
        if (sides.size === 2) expect(gameover.winner).toBe([...sides].find((s) => s !== loser));
        // The engine state is as it was, and the turn's count of moves with it.
        expect(m.state.ctx.numMoves).toBe(before.ctx.numMoves);
        for (const count of Object.values(m.state.ctx._activePlayersNumMoves ?? {})) expect(count).toEqual(expect.any(Number));
        // The match's history replays it from the log.
        expect(matchHistory(definition, game, m.initial as State, m.log, 'all').at(-1)!.ctx.gameover).toEqual(gameover);
        // Nothing is played after it, not even by the winner, nor another resignation.
        const [next] = m.active();
        const options = game.ai!.enumerate(before.G, before.ctx, deciding[0]!) as MoveCall[];
        expect(m.move(deciding[0]!, options[0]!.move, options[0]!.args)).toBe(false);
        expect(m.move(next!, 'resign', ['resigned'])).toBe(false);
      }
    }
  });

  it('replays from the log like any move, and the game log says who resigned and who wins', () => {
    const m = midMatch('replay', 12);
    const [player] = m.active();
    expect(m.move(player!, 'resign', ['away'])).toBe(true);
    const positions = matchHistory(definition, game, m.initial as State, m.log, 'all');
    const last = positions.at(-1)!;
    expect(last.ctx.gameover).toEqual(m.state.ctx.gameover);
    expect(last.move).toEqual({ player, move: 'resign', args: ['away'] });

    const names = Object.fromEntries(['Ann', 'Bob', 'Cy', 'Dee'].slice(0, numPlayers).map((n, i) => [String(i), n]));
    const resigner = names[player!]!;
    const lines = describeMove(definition, positions.at(-2)!.G, last.G, last.move!, last.ctx, seatNames(null, names));
    expect(lines[0]).toBe(`${resigner} was away on their turn for too long and loses the match`);
    expect(lines[1]).toMatch(/^[A-Z][a-z]+( & [A-Z][a-z]+)? wins?( as (Land|Sea|Cartographer))?$/);
    expect(lines[1]).not.toContain(resigner);
    const mine = describeMove(
      definition,
      positions.at(-2)!.G,
      last.G,
      { ...last.move!, args: ['resigned'] },
      last.ctx,
      seatNames(player!, names),
    );
    expect(mine[0]).toBe('You resigned');
    const slow = (viewer: string | null) =>
      describeMove(definition, positions.at(-2)!.G, last.G, { ...last.move!, args: ['slow'] }, last.ctx, seatNames(viewer, names))[0];
    expect(slow(null)).toBe(`${resigner} took too long over one turn and loses the match`);
    expect(slow(player!)).toBe('You took too long over one turn and lose the match');

    // The post-game review passes over it: giving up is not a decision of the game's.
    const replay = {
      initialState: m.initial as State,
      moves: m.log.filter((e) => e.action.type === 'MAKE_MOVE').map((e) => e.action.payload as never),
    };
    const moves = replay.moves.map((p: { playerID: string; type: string; args: unknown[] }) => ({
      player: p.playerID,
      move: p.type,
      args: p.args ?? [],
    }));
    const decisions = replayDecisions(definition, game, { ...replay, moves }, player!);
    expect(decisions.map((d) => d.played.move)).not.toContain('resign');
  });
});

describe('the winner when a side resigns from three (Land vs Sea for 3)', () => {
  const sides = {
    sideOf: (_n: number, seat: string) => ['land', 'sea', 'cartographer'][Number(seat)]!,
    scores: (state: Record<string, number>) => state,
  };
  it('is the leader of the two others', () => {
    expect(resignationOutcome(sides, { land: 3, sea: 9, cartographer: 4 }, 3, { player: '0', reason: 'resigned' }).winner).toBe('sea');
    expect(resignationOutcome(sides, { land: 3, sea: 2, cartographer: 4 }, 3, { player: '0', reason: 'resigned' }).winner).toBe(
      'cartographer',
    );
  });
  it('on a tie, is the side whose seat comes first after the resigning seat', () => {
    expect(resignationOutcome(sides, { land: 5, sea: 5, cartographer: 9 }, 3, { player: '2', reason: 'away' }).winner).toBe('land');
    expect(resignationOutcome(sides, { land: 5, sea: 5, cartographer: 9 }, 3, { player: '2', reason: 'away' })).toEqual({
      winner: 'land',
      resigned: '2',
      reason: 'away',
    });
    expect(resignationOutcome(sides, { land: 0, sea: 5, cartographer: 5 }, 3, { player: '0', reason: 'resigned' }).winner).toBe('sea');
  });
});
