/**
 * Air, Land & Sea boards for component tests: `G` comes from the real engine (a fixed deal and a
 * script in the notation of test/air-land-sea/support.ts), moves are spies.
 */
import { render } from '@testing-library/react';
import { vi, type Mock } from 'vitest';
import { view, type AlsState, type Player } from '../../../games/air-land-sea/rules';
import { Board, type AlsBoardProps } from '../../../games/air-land-sea/board/Board';
import { battle, run, type BattleSpec } from '../../air-land-sea/support';

export const MOVE_NAMES = ['deploy', 'improvise', 'withdraw', 'flip', 'transport', 'redeploy', 'reinforce', 'decline'] as const;
export type Moves = Record<(typeof MOVE_NAMES)[number], Mock>;

export function position(spec: BattleSpec, script = ''): AlsState {
  return run(battle(spec), script);
}

export function renderBoard(state: AlsState, viewer: Player | null = '0', extra: Partial<AlsBoardProps> = {}) {
  const moves = Object.fromEntries(MOVE_NAMES.map((n) => [n, vi.fn()])) as Moves;
  const G = view(state, viewer);
  const utils = render(<Board G={G} moves={moves} isConnected isMultiplayer={false} {...extra} />);
  return { ...utils, moves, G };
}

/** The one move called, with its arguments; fails when none or several were. */
export function calledMoves(moves: Moves): [string, unknown[]][] {
  return MOVE_NAMES.flatMap((name) => moves[name].mock.calls.map((args) => [name, args] as [string, unknown[]]));
}
