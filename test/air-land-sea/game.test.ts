/** The boardgame.io definition: setup validation, phases, turns, stages, enumerate, time travel. */
import { describe, expect, it } from 'vitest';
import { AirLandSeaGame, MOVE_NAMES, type AlsMatchState as AlsState, type AlsSetupData } from '../../games/air-land-sea';
import { pick, seededRng } from '../../games/common/random';
import { ReducerMatch } from '../support/reducer';

const DEAL: NonNullable<AlsSetupData['deal']> = {
  hands: [
    ['A1', 'A2', 'A3', 'L5', 'A5', 'A6'],
    ['L1', 'L2', 'L3', 'L4', 'S2', 'L6'],
  ],
  deck: ['S1', 'A4', 'S3', 'S4', 'S5', 'S6'],
};
/** Untrusted data, as the lobby receives it. */
const validate = AirLandSeaGame.validateSetupData as (data: unknown, numPlayers: number) => string | undefined;

describe('air-land-sea setup data', () => {
  it('accepts the documented options and a fixed deal', () => {
    expect(validate(undefined, 2)).toBeUndefined();
    expect(
      validate({ mode: 'beginner', edition: 'first', theaters: ['sea', 'air', 'land'], firstPlayer: '1', deal: DEAL }, 2),
    ).toBeUndefined();
    expect(validate({ targetVP: 18 }, 2)).toBeUndefined();
  });

  it.each([
    [{ deal: { ...DEAL, deck: ['S1', 'A4', 'S3', 'S4', 'S5', 'X9'] } }, 2, 'unknown card id(s): X9'],
    [{ deal: { ...DEAL, deck: ['S1', 'A4', 'S3', 'S4', 'S5', 'A1'] } }, 2, 'each of the 18 cards exactly once'],
    [{ deal: { hands: [['A1'], []], deck: [] } }, 2, '6 cards to each hand'],
    [{ theaters: ['air', 'air', 'sea'] }, 2, 'theaters must list air, land and sea once each'],
    [{ theaters: ['air', 'land'] }, 2, 'theaters must list'],
    [{ targetVP: 10 }, 2, 'targetVP must be one of 12, 18'],
    [{ mode: 'beginner', targetVP: 18 }, 2, 'does not apply in beginner mode'],
    [{ edition: 'second' }, 2, 'edition must be one of revised, first'],
    [{ firstPlayer: 2 }, 2, 'firstPlayer must be "0" or "1"'],
    [{ colour: 'red' }, 2, 'unknown setupData field(s): colour'],
    ['standard', 2, 'setupData must be an object'],
    [{}, 3, 'exactly 2 players'],
  ])('rejects %j with %i players: %s', (data, players, message) => {
    expect(validate(data, players)).toContain(message);
  });

  it('has exactly two seats, its moves and resign everywhere, and runs every move on the server only', () => {
    expect(AirLandSeaGame.minPlayers).toBe(2);
    expect(AirLandSeaGame.maxPlayers).toBe(2);
    const stageMoves = Object.values(AirLandSeaGame.phases!.battle!.turn!.stages!).flatMap((s) => Object.entries(s.moves!));
    for (const [name, move] of [...Object.entries(AirLandSeaGame.moves!), ...stageMoves]) {
      expect([...MOVE_NAMES, 'resign']).toContain(name);
      expect(move).toMatchObject({ client: false, redact: name === 'improvise' });
    }
  });
});

describe('air-land-sea turns, phases and stages', () => {
  it("puts the opponent in a stage for their half of Disrupt, on the other player's turn", () => {
    const m = new ReducerMatch<AlsState>(AirLandSeaGame, 2, { firstPlayer: '0', theaters: ['air', 'land', 'sea'], deal: DEAL });
    expect(m.move('0', 'deploy', ['A6'])).toBe(true);
    expect(m.move('1', 'deploy', ['L6'])).toBe(true);
    expect(m.move('0', 'deploy', ['L5'])).toBe(true);
    expect(m.state.ctx.currentPlayer).toBe('0');
    expect(m.state.ctx.activePlayers).toEqual({ '0': 'flip' });
    expect(m.move('1', 'flip', ['land', '1'])).toBe(false);
    expect(m.move('0', 'flip', ['air', '0'])).toBe(true);
    // Player 0's turn still, but player 1 must choose now.
    expect(m.state.ctx.currentPlayer).toBe('0');
    expect(m.state.ctx.activePlayers).toEqual({ '1': 'flip' });
    expect(m.move('0', 'deploy', ['A1'])).toBe(false);
    expect(m.move('1', 'flip', ['land', '1'])).toBe(true);
    expect(m.state.ctx.activePlayers).toBeNull();
    expect(m.state.ctx.currentPlayer).toBe('1');
    expect(m.state.ctx.turn).toBe(m.state.G.turn);
  });

  it('refuses malformed and illegal moves without changing anything', () => {
    const m = new ReducerMatch<AlsState>(AirLandSeaGame, 2, { firstPlayer: '0', deal: DEAL });
    const before = m.state;
    expect(m.move('0', 'deploy', ['L1'])).toBe(false); // not in hand
    expect(m.move('0', 'deploy', ['A1', 'sea'])).toBe(false); // non-matching theater
    expect(m.move('0', 'deploy', [42])).toBe(false);
    expect(m.move('0', 'improvise', ['A1', 'moon'])).toBe(false);
    expect(m.move('0', 'withdraw', ['now'])).toBe(false);
    expect(m.move('1', 'deploy', ['L1'])).toBe(false); // not player 1's turn
    expect(m.move('0', 'flip', ['air', '0'])).toBe(false); // no ability pending
    expect(m.state).toBe(before);
  });

  it('runs one battle phase per battle, each starting with its 1st Player, and ends with the winner', () => {
    const rng = seededRng('phases');
    const m = new ReducerMatch<AlsState>({ ...AirLandSeaGame, seed: 'phases' }, 2, { firstPlayer: '1' });
    const starts: { battle: number; first: string; current: string; phase: string }[] = [];
    let battle = 0;
    while (!m.state.ctx.gameover) {
      const { G, ctx } = m.state;
      if (G.battle !== battle) {
        battle = G.battle;
        starts.push({ battle, first: G.firstPlayer, current: ctx.currentPlayer, phase: ctx.phase });
      }
      expect(ctx.turn).toBe(G.turn);
      const player = m.active()[0]!;
      const moves = AirLandSeaGame.ai!.enumerate(G, ctx, player) as { move: string; args: unknown[] }[];
      // Only the player who must act has moves.
      for (const other of ['0', '1'].filter((p) => p !== player)) {
        expect(AirLandSeaGame.ai!.enumerate(G, ctx, other)).toEqual([]);
      }
      const choice = pick(
        rng,
        moves.filter((mv) => mv.move !== 'withdraw'),
      );
      expect(m.move(player, choice.move, choice.args)).toBe(true);
    }
    expect(starts.length).toBeGreaterThanOrEqual(2);
    starts.forEach((s, i) => {
      expect(s.first).toBe(i % 2 === 0 ? '1' : '0'); // Supreme Commanders swap each battle
      expect(s.current).toBe(s.first);
      expect(s.phase).toBe('battle');
    });
    const { G, ctx } = m.state;
    expect(ctx.gameover).toEqual({ winner: G.winner });
    expect(G.vp[G.winner!]).toBeGreaterThanOrEqual(12);
    // A battle-ending move starts a new phase: the log says so.
    expect(m.log.filter((e) => e.action.type === 'GAME_EVENT' && e.action.payload.type === 'endPhase').length).toBe(starts.length);
  });

  it("the Debug panel's time travel (replaying the log) shows every earlier position exactly", () => {
    const rng = seededRng('time-travel');
    const m = new ReducerMatch<AlsState>({ ...AirLandSeaGame, seed: 'tt' }, 2, { firstPlayer: '0' });
    while (!m.state.ctx.gameover && m.history.length < 60) {
      const player = m.active()[0]!;
      const moves = AirLandSeaGame.ai!.enumerate(m.state.G, m.state.ctx, player) as { move: string; args: unknown[] }[];
      const choice = pick(
        rng,
        moves.filter((mv) => mv.move !== 'withdraw'),
      );
      expect(m.move(player, choice.move, choice.args)).toBe(true);
    }
    // boardgame.io bumps `_activePlayersNumMoves` in place on the previous ctx (its own
    // bookkeeping, shown nowhere), so positions are compared without that counter.
    const position = ({ G, ctx }: { G: AlsState; ctx: object }) => {
      const { _activePlayersNumMoves: _ignored, ...shown } = ctx as Record<string, unknown>;
      return { G, ctx: shown };
    };
    expect(m.history.some((s) => s.ctx.activePlayers !== null)).toBe(true);
    m.history.forEach((state, i) => {
      expect(position(m.rewind(i + 1))).toEqual(position(state));
    });
  });
});
