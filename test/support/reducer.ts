/** Drives a boardgame.io game through its real reducer, as the server does (no network). */
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import type { Game, LogEntry, State } from 'boardgame.io';
import type { SomeGame } from '../../games/common/definition';
import { pick, type Rng } from '../../games/common/random';

export function makeMove(type: string, args: unknown[], playerID: string) {
  return { type: 'MAKE_MOVE' as const, payload: { type, args, playerID, credentials: '' } };
}

export class ReducerMatch<G> {
  readonly reducer: ReturnType<typeof CreateGameReducer>;
  readonly initial: State<G>;
  state: State<G>;
  /** Every state after an accepted move, and the log that led there. */
  readonly history: State<G>[] = [];
  readonly log: LogEntry[] = [];

  constructor(
    readonly game: Game<G>,
    numPlayers: number,
    setupData?: unknown,
  ) {
    this.reducer = CreateGameReducer({ game });
    this.initial = InitializeGame({ game, numPlayers, setupData }) as State<G>;
    this.state = this.initial;
  }

  /** The players boardgame.io lets act now. */
  active(): string[] {
    const { ctx } = this.state;
    return ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer];
  }

  /** Makes a move; true when it was accepted. */
  move(playerID: string, type: string, args: unknown[] = []): boolean {
    const next = this.reducer(this.state, makeMove(type, args, playerID)) as State<G>;
    if (next._stateID === this.state._stateID) return false;
    this.log.push(...(next.deltalog ?? []));
    this.state = next;
    this.history.push(next);
    return true;
  }

  /** What the Debug panel's time travel shows after the n-th visible log entry: a replay from the start. */
  rewind(n: number): State<G> {
    let state = this.initial;
    let seen = 0;
    for (const entry of this.log) {
      if (entry.automatic) continue;
      state = this.reducer(state, entry.action as never) as State<G>;
      if (++seen === n) break;
    }
    return state;
  }
}

/**
 * Plays the game's legal moves, drawn at random, through the match's reducer while `more()`
 * holds (by default to the end): a finished or half-played match for a test.
 */
export function playRandomly<G>(m: ReducerMatch<G>, definition: SomeGame, rng: Rng, more: () => boolean = () => true): void {
  while (!m.state.ctx.gameover && more()) {
    const player = definition.engine.toAct(m.state.G)[0]!;
    const { move, args } = definition.toMove(pick(rng, definition.engine.legalActions(m.state.G, player)));
    if (!m.move(player, move, args)) throw new Error(`the reducer refused ${move}(${JSON.stringify(args)}) by ${player}`);
  }
}
