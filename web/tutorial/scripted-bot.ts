/**
 * The tutorial's opponent: a boardgame.io bot that plays the script's moves, each when the
 * learner has reached its step (the gate), so the board changes only once the panel says what
 * happens. It never hangs the game on a script that went out of step (a move the Debug panel
 * made, a rules change the script test would have caught): asked for a move the script does not
 * give it, or one no longer legal, it plays its first legal move at once. Once the script is
 * over, it plays no more: the tutorial has ended, and the page offers a real game.
 */
import { Bot } from 'boardgame.io/ai';
import type { PlayerID, State } from 'boardgame.io';
import type { BotClass, BotOptions } from '../../games/common/bots';
import { makeMove } from '../../games/common/move-call';
import type { SomeGame } from '../../games/common/definition';
import { scriptedMoves, type Tutorial } from '../../games/common/tutorial';
import { sameMove } from './progress';

/** Holds the opponent's moves back until the page shows their steps. */
export class OpponentGate {
  private released = -1;
  private readonly waiting: { ply: number; go: () => void }[] = [];

  /** Resolves once the move numbered `ply` may be played. */
  wait(ply: number): Promise<void> {
    if (ply <= this.released) return Promise.resolve();
    return new Promise((go) => this.waiting.push({ ply, go }));
  }

  /** Lets the moves up to number `ply` be played. */
  release(ply: number): void {
    this.released = Math.max(this.released, ply);
    for (const entry of this.waiting.splice(0)) {
      if (entry.ply <= this.released) entry.go();
      else this.waiting.push(entry);
    }
  }
}

const never = new Promise<never>(() => {});

export function scriptedBot(definition: SomeGame, tutorial: Tutorial, gate: OpponentGate): BotClass {
  const script = scriptedMoves(tutorial);
  return class ScriptedBot extends Bot {
    constructor(options: BotOptions) {
      super(options);
    }

    async play(state: State, playerID: PlayerID) {
      // boardgame.io counts one state id per move: the match's move number.
      const ply = state._stateID;
      const legal = definition.engine.legalActions(state.G, playerID).map((action) => definition.toMove(action));
      const planned = script[ply];
      if (planned?.by === 'opponent') {
        await gate.wait(ply);
        const wanted = definition.toMove(planned.action);
        const move = legal.find((call) => sameMove(call, wanted));
        if (move) return { action: makeMove(move, playerID) };
      }
      const fallback = legal[0];
      if (ply >= script.length || !fallback) return never;
      return { action: makeMove(fallback, playerID) };
    }
  };
}
