/** Which move names a game defines as its own, and what the move guard lets through. */
import type { Socket } from 'socket.io';
import { describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { moveGuard, ownMoveNames } from '../../server/move-guard';
import { GAME_CASES } from './support/game-cases';

const noop = () => undefined;

describe('ownMoveNames', () => {
  it('collects top-level, phase and stage moves (stages under phases and under turn)', () => {
    const game: Game = {
      name: 'g',
      moves: { top: noop },
      turn: { stages: { s: { moves: { turnStage: { move: noop } } } } },
      phases: {
        p: { moves: { phase: noop }, turn: { stages: { a: { moves: { phaseStage: noop } }, b: {} } } },
        q: {},
      },
    };
    expect([...ownMoveNames(game)].sort()).toEqual(['phase', 'phaseStage', 'top', 'turnStage']);
  });

  it('ignores inherited properties, even moves a move map inherits', () => {
    const inherited = Object.create({ fromPrototype: noop }) as Record<string, () => undefined>;
    inherited.own = noop;
    expect([...ownMoveNames({ name: 'g', moves: inherited })]).toEqual(['own']);
  });

  it('refuses a game that names a move after an Object.prototype property', () => {
    const game: Game = { name: 'g', phases: { p: { moves: { toString: noop } } } };
    expect(() => ownMoveNames(game)).toThrow(/toString/);
  });

  // Whole matches over a guarded server (hidden-information.test.ts) show no legal move is dropped.
  it.each(GAME_CASES)('$name: its moves, none an inherited name', ({ game }) => {
    const names = ownMoveNames(game);
    expect(names.size).toBeGreaterThan(0);
    for (const move of names) expect(move in Object.prototype, move).toBe(false);
  });
});

describe('moveGuard', () => {
  const check = moveGuard({ name: 'g', moves: { play: noop } });
  // The move guard reads the packet only, never the socket.
  const guard = (packet: unknown[]) => check(packet, {} as Socket);
  const move = (type: unknown) => ['update', { type: 'MAKE_MOVE', payload: { type, args: [], playerID: '0' } }, 0, 'm', '0'];

  it("lets the game's own moves through, and what is not a move", () => {
    expect(guard(move('play'))).toBe(true);
    expect(guard(['sync', 'm', '0', 'c', 2])).toBe(true);
    expect(guard(['update', { type: 'GAME_EVENT', payload: { type: 'endTurn' } }, 0, 'm', '0'])).toBe(true);
  });

  it('drops every other name, and names that are not strings', () => {
    for (const name of [
      'constructor',
      'toString',
      '__proto__',
      'hasOwnProperty',
      'valueOf',
      'nope',
      42,
      null,
      undefined,
      ['play'],
      { toString: 'play' },
    ]) {
      expect(guard(move(name)), JSON.stringify(name) ?? 'undefined').toBe(false);
    }
    expect(guard(['update', { type: 'MAKE_MOVE' }, 0, 'm', '0'])).toBe(false);
  });

  it('drops arguments that are not an array of at most 8 flat values, text short and on one line (ids and integers are)', () => {
    const withArgs = (args: unknown) => ['update', { type: 'MAKE_MOVE', payload: { type: 'play', args, playerID: '0' } }, 0, 'm', '0'];
    expect(guard(withArgs(['A3', 'air', 2, null, true]))).toBe(true);
    expect(guard(withArgs(['x'.repeat(32), 1, 2, 3, 4, 5, 6, 7]))).toBe(true);
    for (const args of [
      undefined,
      'A3',
      3,
      { 0: 'A3' },
      [['A3']],
      [{ toString: 1 }],
      [Buffer.from('A3')],
      ['x'.repeat(33)],
      ['A3\nERROR: forged'],
      ['A3\u2028'],
      Array.from({ length: 9 }, () => 1),
    ]) {
      expect(guard(withArgs(args)), JSON.stringify(args) ?? 'undefined').toBe(false);
    }
  });

  it('lets a player resign only as "resigned": "away" is the server’s to say', () => {
    const resign = moveGuard({ name: 'g', moves: { play: noop, resign: noop } });
    const withArgs = (args: unknown) =>
      resign(['update', { type: 'MAKE_MOVE', payload: { type: 'resign', args, playerID: '0' } }, 0, 'm', '0'], {} as Socket);
    expect(withArgs(['resigned'])).toBe(true);
    for (const args of [['away'], [], ['resigned', 'away'], ['RESIGNED'], undefined])
      expect(withArgs(args), JSON.stringify(args)).toBe(false);
  });
});
