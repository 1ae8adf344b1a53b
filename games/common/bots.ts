/**
 * boardgame.io bots that never use hidden information. Each is a `Bot` class for
 * `Local({ bots })` (options baked in: Local ignores `game.ai` options), async so a page stays
 * responsive.
 * - Search bots decide from the seat's view alone (`Decide`), inline or in a Web Worker.
 * - The built-in MCTS and random bots search a state in which everything the seat cannot see
 *   has been resampled consistently with what it can see.
 */
import { Bot, MCTSBot, RandomBot } from 'boardgame.io/ai';
import type { Game, PlayerID, State } from 'boardgame.io';
import { seededRng, type Rng } from './random';

export interface MoveChoice {
  move: string;
  args: unknown[];
}

/** What a search bot needs to decide: the seat's view only, and a seed for repeatable play. */
export interface DecisionRequest<View> {
  view: View;
  playerID: string;
  seed: string;
}

export type Decide<View> = (request: DecisionRequest<View>) => Promise<MoveChoice>;

interface BotOptions {
  enumerate: NonNullable<Game['ai']>['enumerate'];
  seed?: string | number;
}

function makeMove(choice: MoveChoice, playerID: PlayerID) {
  return { type: 'MAKE_MOVE' as const, payload: { type: choice.move, args: choice.args, playerID, credentials: '' } };
}

/** A seed that depends only on the bot's seed and the public position, never on hidden state. */
export function decisionSeed(seed: string | number | undefined, state: State, playerID: string): string {
  return `${seed ?? 'bot'}:${state._stateID}:${playerID}`;
}

export function searchBot<G, View>(viewOf: (G: G, playerID: string) => View, decide: Decide<View>) {
  return class SearchBot extends Bot {
    private readonly botSeed: string | number | undefined;

    constructor(options: BotOptions) {
      super(options);
      this.botSeed = options.seed;
    }

    async play(state: State, playerID: PlayerID) {
      const view = viewOf(state.G as G, playerID);
      const choice = await decide({ view, playerID, seed: decisionSeed(this.botSeed, state, playerID) });
      return { action: makeMove(choice, playerID) };
    }
  };
}

/** Replaces the match state's G with one resampled from the seat's view. */
export type Resample<G> = (G: G, playerID: string, rng: Rng) => G;

export interface FairMCTSOptions {
  /** Stop searching after this long (the playout under way when it passes finishes). */
  timeMs?: number;
  iterations?: number;
  playoutDepth?: number;
}

type Playout = MCTSBot['playout'];

export function fairMCTSBot<G>(game: Game<G>, resample: Resample<G>, options: FairMCTSOptions) {
  return class FairMCTSBot extends MCTSBot {
    private readonly botSeed: string | number | undefined;
    private deadline = Number.POSITIVE_INFINITY;

    constructor(botOptions: BotOptions) {
      super({
        ...botOptions,
        game,
        iterations: options.iterations ?? 1_000_000,
        playoutDepth: options.playoutDepth ?? 50,
      });
      this.botSeed = botOptions.seed;
      this.setOpt('async', true);
    }

    override play(state: State, playerID: PlayerID) {
      const rng = seededRng(decisionSeed(this.botSeed, state, playerID));
      this.deadline = options.timeMs === undefined ? Number.POSITIVE_INFINITY : performance.now() + options.timeMs;
      return super.play({ ...state, G: resample(state.G as G, playerID, rng) }, playerID);
    }

    /**
     * boardgame.io's MCTS has no time budget, and its progress callback comes only every 25
     * playouts (a second and more, with Air, Land & Sea's full-game playouts through the
     * reducer). Checked before each playout, ending the count ends the search after this one.
     */
    override playout(node: Parameters<Playout>[0]): unknown {
      if (performance.now() >= this.deadline) this.iterationCounter = Number.POSITIVE_INFINITY;
      return super.playout(node);
    }
  };
}

export function fairRandomBot<G>(resample: Resample<G>) {
  return class FairRandomBot extends RandomBot {
    private readonly botSeed: string | number | undefined;

    constructor(botOptions: BotOptions) {
      super(botOptions);
      this.botSeed = botOptions.seed;
    }

    override play(state: State, playerID: PlayerID) {
      const rng = seededRng(decisionSeed(this.botSeed, state, playerID));
      return super.play({ ...state, G: resample(state.G as G, playerID, rng) }, playerID);
    }
  };
}
