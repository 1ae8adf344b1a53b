// @vitest-environment jsdom
/**
 * The positions a match page keeps for its game log: what it received, filled in from the
 * server's history. A state that came without its move (a sync after a reload) or without the
 * state before it (two states arriving together) was written "(a move made before this page
 * opened)" for good, though the server's history had the move.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import type { LogEntry } from 'boardgame.io';
import { AirLandSeaGame } from '../../games/air-land-sea/game';
import { definition } from '../../games/air-land-sea';
import { matchHistory, type Position } from '../../games/common/history';
import { withHistory } from '../../web/play/HistoryBoard';
import { HistoryStore } from '../../web/play/history-store';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Positions of a real match as seat 0 saw them: the start, then `moves` moves. */
function seatHistory(moves = 2): Position[] {
  const game = { ...AirLandSeaGame, seed: 'history-store' };
  const reducer = CreateGameReducer({ game });
  const initialState = InitializeGame({ game, numPlayers: 2 });
  let state = initialState;
  const log: LogEntry[] = [];
  for (let n = 0; n < moves; n++) {
    const player = state.ctx.currentPlayer;
    const [first] = AirLandSeaGame.ai!.enumerate(state.G, state.ctx, player) as { move: string; args: unknown[] }[];
    state = reducer(state, { type: 'MAKE_MOVE', payload: { type: first!.move, args: first!.args, playerID: player } });
    log.push(...(state.deltalog ?? []));
  }
  return matchHistory(definition, game, initialState, log, '0');
}

describe('the game log’s positions', () => {
  it('a state received without its move takes the move from the server’s history', async () => {
    const history = seatHistory();
    let answer: (positions: Position[]) => void = () => undefined;
    const store = new HistoryStore(() => new Promise((resolve) => (answer = resolve)));
    const last = history.at(-1)!;
    // A reload: the page's first state is the latest, and the client could not tell its move.
    store.receive(last.stateID, last.G, last.ctx, null);
    expect(store.at(last.stateID)?.move).toBeNull();
    answer(history);
    await store.load();
    expect(store.at(last.stateID)?.move).toEqual(last.move);
    expect(store.at(last.stateID)?.G).toBe(last.G);
  });

  it('the log writes a move out once the position before it arrives', async () => {
    const history = seatHistory();
    let answer: (positions: Position[]) => void = () => undefined;
    const store = new HistoryStore(() => new Promise((resolve) => (answer = resolve)));
    const Board = withHistory(() => null, definition, store);
    const last = history.at(-1)!;
    // What boardgame.io's client passes that the log reads: the state, its id, the seat.
    const props = { G: last.G, ctx: last.ctx, _stateID: last.stateID, log: [], playerID: '0', moves: {} };
    render(<Board {...(props as unknown as ComponentProps<typeof Board>)} />);
    const entry = () => screen.getByRole('button', { name: new RegExp(`^Move ${last.stateID}:`) }).getAttribute('aria-label');
    expect(entry()).toMatch(/a move made before this page opened/);
    await act(async () => {
      answer(history);
      await store.load();
    });
    expect(entry()).not.toMatch(/a move made before this page opened/);
  });

  it('a history that could not be read (the server busy) is asked again, further apart, while the gap lasts', async () => {
    vi.useFakeTimers();
    const history = seatHistory(2);
    const [, one, two] = history as [Position, Position, Position];
    let asked = 0;
    let busy = true;
    const store = new HistoryStore(async () => {
      asked++;
      if (busy) throw new Error('history: 429');
      return history;
    });
    store.receive(2, two.G, two.ctx, two.move);
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toBe(1);
    expect(store.getSnapshot().failed).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(asked, 'again after 5 s').toBe(2);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(asked, 'then after 10 s, not sooner').toBe(2);
    busy = false;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(asked).toBe(3);
    expect(store.at(1)?.move).toEqual(one.move);
    expect(store.getSnapshot().failed).toBe(false);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(asked, 'nothing more once the gap is filled').toBe(3);
  });

  it('a history that keeps failing is asked five more times, then only at the next gap', async () => {
    vi.useFakeTimers();
    const [, , two, three, four] = seatHistory(4) as [Position, Position, Position, Position, Position];
    let asked = 0;
    const store = new HistoryStore(async () => {
      asked++;
      throw new Error('history: 503');
    });
    store.receive(2, two.G, two.ctx, two.move);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(asked).toBe(6);
    store.receive(3, three.G, three.ctx, three.move);
    store.receive(4, four.G, four.ctx, null);
    await vi.advanceTimersByTimeAsync(0);
    expect(asked, 'a new gap asks once').toBe(7);
  });

  it('a gap found while the history is on its way is asked about again, once that answer is in', async () => {
    const history = seatHistory(4);
    const answers: ((positions: Position[]) => void)[] = [];
    const store = new HistoryStore(() => new Promise((resolve) => answers.push(resolve)));
    const [, one, two, three, four] = history as [Position, Position, Position, Position, Position];
    // State 2 arrives without state 1 (two states together): the history is asked for.
    store.receive(2, two.G, two.ctx, two.move);
    expect(answers).toHaveLength(1);
    // State 4 arrives without state 3 while that answer is on its way (a fast 4-player match).
    store.receive(4, four.G, four.ctx, four.move);
    // The answer was made before move 3 existed: it fills state 1, not state 3.
    answers[0]!(history.slice(0, 3));
    await new Promise((r) => setTimeout(r, 0));
    expect(store.at(1)?.move).toEqual(one.move);
    expect(answers, 'asked again for what the first answer could not know').toHaveLength(2);
    answers[1]!(history);
    await new Promise((r) => setTimeout(r, 0));
    expect(store.at(3)?.move).toEqual(three.move);
    expect(answers).toHaveLength(2);
  });
});
