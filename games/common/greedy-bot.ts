/** The one-ply greedy player (`greedy.ts`) as a boardgame.io bot, for any game of the list. */
import { Bot } from 'boardgame.io/ai';
import type { PlayerID, State as MatchState } from 'boardgame.io';
import { decisionSeed, seatOf, type BotOptions } from './bots';
import { makeMove } from './move-call';
import type { GameDefinition } from './definition';
import { greedyChoice } from './greedy';

export function greedyBot<State, Action, View>(definition: GameDefinition<State, Action, string, View, unknown>) {
  return class GreedyBot extends Bot {
    private readonly botSeed: string | number | undefined;

    constructor(options: BotOptions) {
      super(options);
      this.botSeed = options.seed;
    }

    async play(state: MatchState, playerID: PlayerID) {
      const seat = seatOf(definition, playerID);
      const view = definition.engine.view(state.G as State, seat);
      const action = greedyChoice(definition, view, seat, state.ctx.numPlayers, decisionSeed(this.botSeed, state, playerID));
      return { action: makeMove(definition.toMove(action), playerID) };
    }
  };
}
