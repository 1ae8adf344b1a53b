/** The boardgame.io definition: setup validation, phases, turns, stages, enumerate, time travel. */
import { describe, expect, it } from 'vitest';
import type { LongFormMove } from 'boardgame.io';
import { GAME_NAME, LandVsSeaGame, MOVE_NAMES, landVsSea, toMove, type State } from '../../games/land-vs-sea';
import { pick, seededRng } from '../../games/common/random';
import { ReducerMatch } from '../support/reducer';

const validate = LandVsSeaGame.validateSetupData as (data: unknown, numPlayers: number) => string | undefined;
type MoveCall = { move: string; args: unknown[] };
const enumerate = (G: State, ctx: unknown, player: string) => LandVsSeaGame.ai!.enumerate(G, ctx as never, player) as MoveCall[];

describe('land-vs-sea setup data', () => {
  it('accepts the documented options', () => {
    expect(validate(undefined, 2)).toBeUndefined();
    expect(validate({ mountainsAndCorals: true, caravansAndShips: false, waypoints: true }, 4)).toBeUndefined();
    expect(validate({ waypoints: false }, 3)).toBeUndefined(); // forced on with 3 players
  });

  it.each([
    [{ waypoints: 1 }, 2, 'waypoints must be true or false'],
    [{ colour: 'red' }, 2, 'unknown setup option "colour"'],
    [{ stacks: [[{ tile: 'T01', up: 0 }], [{ tile: 'T01', up: 0 }]] }, 2, 'T01 appears twice'],
    [{}, 1, '2 to 4 players'],
    [{}, 5, '2 to 4 players'],
  ])('rejects %j with %i players: %s', (data, players, message) => {
    expect(validate(data, players)).toContain(message);
  });

  it('is named land-vs-sea, seats 2 to 4, and runs every move on the server only', () => {
    expect(LandVsSeaGame.name).toBe(GAME_NAME);
    expect([LandVsSeaGame.minPlayers, LandVsSeaGame.maxPlayers]).toEqual([2, 4]);
    const moves = [
      ...Object.entries(LandVsSeaGame.phases!.draft!.moves!),
      ...Object.values(LandVsSeaGame.phases!.play!.turn!.stages!).flatMap((s) => Object.entries(s.moves!)),
    ];
    expect(new Set(moves.map(([name]) => name))).toEqual(new Set([...MOVE_NAMES, 'resign']));
    for (const [, move] of moves) expect((move as LongFormMove).client).toBe(false);
  });
});

function playThrough(players: 2 | 3 | 4, seed: string) {
  const rng = seededRng(seed);
  const options = { mountainsAndCorals: true, caravansAndShips: true, waypoints: true };
  const m = new ReducerMatch<State>({ ...LandVsSeaGame, seed }, players, options);
  const phases: string[] = [];
  while (!m.state.ctx.gameover) {
    const { G, ctx } = m.state;
    if (phases.at(-1) !== ctx.phase) phases.push(ctx.phase);
    const [player] = m.active();
    // boardgame.io lets exactly the engine's acting player move, in the stage named by its step.
    expect(m.active()).toEqual([G.current]);
    expect(ctx.currentPlayer).toBe(G.current);
    expect(ctx.turn).toBe(G.turn);
    if (ctx.phase === 'play') expect(ctx.activePlayers).toEqual({ [G.current]: G.step });
    const moves = enumerate(G, ctx, player!);
    expect(moves).toEqual(landVsSea.legalActions(G, G.current).map(toMove));
    for (const other of ['0', '1', '2', '3'].filter((p) => p !== player)) expect(enumerate(G, ctx, other)).toEqual([]);
    const choice = pick(rng, moves);
    // The other players may not move; malformed arguments are refused.
    const other = String((Number(player) + 1) % players);
    expect(m.move(other, choice.move, choice.args)).toBe(false);
    expect(m.move(player!, choice.move, ['x'])).toBe(false);
    expect(m.move(player!, choice.move, choice.args)).toBe(true);
  }
  return { m, phases };
}

describe('land-vs-sea through the boardgame.io reducer', () => {
  it.each([2, 3, 4] as const)('plays a whole %i-player game: draft, then play, then a result with the scores', (players) => {
    const { m, phases } = playThrough(players, `bgio-${players}`);
    expect(phases).toEqual(['draft', 'play']);
    const { G, ctx } = m.state;
    expect(G.step).toBe('over');
    const scores = G.score;
    const best = Math.max(...Object.values(scores));
    const leaders = Object.entries(scores).filter(([, s]) => s === best);
    expect(ctx.gameover).toEqual(leaders.length === 1 ? { winner: leaders[0]![0], scores } : { draw: true, scores });
  });

  it('refuses a move the engine refuses, changing nothing', () => {
    const m = new ReducerMatch<State>({ ...LandVsSeaGame, seed: 'refuse' }, 2);
    expect(m.move('0', 'take', [2])).toBe(false);
    expect(m.move('0', 'place', [0, 0, 0, -1, 0])).toBe(false); // not in the draft
    expect(m.move('0', 'take', [0])).toBe(true);
  });

  it("the Debug panel's time travel (replaying the log) shows every earlier position exactly", () => {
    const rng = seededRng('time-travel');
    const m = new ReducerMatch<State>({ ...LandVsSeaGame, seed: 'tt' }, 2, { waypoints: true, caravansAndShips: true });
    while (!m.state.ctx.gameover && m.history.length < 80) {
      const player = m.active()[0]!;
      const choice = pick(rng, enumerate(m.state.G, m.state.ctx, player));
      expect(m.move(player, choice.move, choice.args)).toBe(true);
    }
    // boardgame.io bumps `_activePlayersNumMoves` in place on the previous ctx (its own
    // bookkeeping, shown nowhere), so positions are compared without that counter.
    const position = ({ G, ctx }: { G: State; ctx: object }) => {
      const { _activePlayersNumMoves: _ignored, ...shown } = ctx as Record<string, unknown>;
      return { G, ctx: shown };
    };
    expect(m.history.some((s) => s.ctx.activePlayers !== null)).toBe(true);
    m.history.forEach((state, i) => {
      expect(position(m.rewind(i + 1))).toEqual(position(state));
    });
  });
});
