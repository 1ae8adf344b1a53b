/**
 * Land vs Sea boards for component tests: `G` is the real engine's view of a real position
 * (scenarios in the notation of test/land-vs-sea/support.ts), moves are spies.
 */
import { render } from '@testing-library/react';
import { vi, type Mock } from 'vitest';
import { seededRng } from '../../../games/common/random';
import { MOVE_NAMES, landVsSea, type Action, type Player, type State } from '../../../games/land-vs-sea';
import { Board, type LvsBoardProps } from '../../../games/land-vs-sea/board/Board';

export type Moves = Record<(typeof MOVE_NAMES)[number], Mock>;

export function renderBoard(state: State, viewer: Player | null = '0', extra: Partial<LvsBoardProps> = {}) {
  const moves = Object.fromEntries(MOVE_NAMES.map((n) => [n, vi.fn()])) as Moves;
  const G = landVsSea.view(state, viewer);
  const utils = render(<Board G={G} moves={moves} isConnected isMultiplayer={false} seatNames={{ '1': 'Robot' }} {...extra} />);
  return { ...utils, moves, G };
}

/** Every move called, with its arguments, in no particular order of names. */
export function calledMoves(moves: Moves): [string, unknown[]][] {
  return MOVE_NAMES.flatMap((name) => moves[name].mock.calls.map((args) => [name, args] as [string, unknown[]]));
}

/** The engine's legal actions of a type for the current player. */
export function legalOf<T extends Action['type']>(state: State, type: T): Extract<Action, { type: T }>[] {
  return landVsSea.legalActions(state, state.current).filter((a): a is Extract<Action, { type: T }> => a.type === type);
}

/** Plays uniformly random legal actions to the end of the game. */
export function playToEnd(state: State, seed = 'end'): State {
  const rng = seededRng(seed);
  while (state.step !== 'over') {
    const action = landVsSea.randomAction(state, state.current, rng);
    if (!action) throw new Error('no action but not over');
    const result = landVsSea.apply(state, state.current, action, rng);
    if (!result.ok) throw new Error(result.error);
  }
  return state;
}

/** Hex labels of the highlighted placement spots, sorted. */
export function spotLabels(container: HTMLElement): string[] {
  return [...container.querySelectorAll('.spot:not(.spot--waypoint)')].map((el) => el.getAttribute('aria-label') ?? '').sort();
}
