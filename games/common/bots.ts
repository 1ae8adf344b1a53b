/**
 * boardgame.io bots for any game of the list that never use hidden information. Each is a `Bot`
 * class for `Local({ bots })` (options baked in: Local ignores `game.ai` options), async so a
 * page stays responsive.
 * - Search bots decide from the seat's view alone (`Decide`), inline or in a Web Worker; so does
 *   the one-ply greedy player.
 * - The built-in MCTS and random bots search a match state in which everything the seat cannot
 *   see has been resampled consistently with what it can see, and the match's random numbers
 *   replaced by the bot's own.
 */
import { Bot, MCTSBot, RandomBot } from 'boardgame.io/ai';
import type { Game, PlayerID, State as MatchState } from 'boardgame.io';
import { chooseMove } from './decide';
import type { GameDefinition } from './definition';
import { greedyChoice } from './greedy';
import type { SearchBudget } from './ismcts';
import type { Level } from './levels';
import { makeMove, type MoveCall } from './move-call';
import { seededRng } from './random';

/** What a search bot needs to decide: the seat's view only, and a seed for repeatable play. */
export interface DecisionRequest<View> {
  view: View;
  playerID: string;
  seed: string;
}

export type Decide<View> = (request: DecisionRequest<View>) => Promise<MoveCall>;

export interface BotOptions {
  enumerate: NonNullable<Game['ai']>['enumerate'];
  seed?: string | number;
}

/** A bot class as `Local({ bots })`, the tournament and the solo page construct it. */
export type BotClass = new (options: BotOptions) => Bot;

type Definition<State, View> = GameDefinition<State, unknown, string, View, unknown>;

/** A seed that depends only on the bot's seed and the public position, never on hidden state. */
export function decisionSeed(seed: string | number | undefined, state: MatchState, playerID: string): string {
  return `${seed ?? 'bot'}:${state._stateID}:${playerID}`;
}

export function seatOf(definition: { name: string; isPlayer(id: unknown): boolean }, playerID: string): string {
  if (!definition.isPlayer(playerID)) throw new Error(`${definition.name} bot: no seat ${playerID}`);
  return playerID;
}

/** Decides on this thread; the web app passes a decide that runs in a Web Worker instead. */
export function inlineDecide<State, View>(definition: Definition<State, View>, budget: SearchBudget): Decide<View> {
  return async ({ view, playerID, seed }) => chooseMove(definition, view, seatOf(definition, playerID), budget, seed);
}

/**
 * A bot that decides from its seat's view alone: `choose` never sees the match state (the
 * player count, which every client knows, comes with the request).
 */
function viewBot<State, View>(
  definition: Definition<State, View>,
  choose: (request: DecisionRequest<View>, numPlayers: number) => Promise<MoveCall>,
) {
  return class ViewBot extends Bot {
    private readonly botSeed: string | number | undefined;

    constructor(options: BotOptions) {
      super(options);
      this.botSeed = options.seed;
    }

    async play(state: MatchState, playerID: PlayerID) {
      const view = definition.engine.view(state.G as State, seatOf(definition, playerID));
      const choice = await choose({ view, playerID, seed: decisionSeed(this.botSeed, state, playerID) }, state.ctx.numPlayers);
      return { action: makeMove(choice, playerID) };
    }
  };
}

/** The search bot at a difficulty level, or with an explicit budget (tests use iteration counts). */
export function searchBot<State, View>(definition: Definition<State, View>, level: Level | SearchBudget, decide?: Decide<View>) {
  const budget = typeof level === 'string' ? definition.budgets[level] : level;
  return viewBot(definition, decide ?? inlineDecide(definition, budget));
}

/** The one-ply greedy player (`greedy.ts`): a tournament's yardstick. */
export function greedyBot<State, View>(definition: Definition<State, View>) {
  return viewBot(definition, async ({ view, playerID, seed }, numPlayers) =>
    definition.toMove(greedyChoice(definition, view, seatOf(definition, playerID), numPlayers, seed)),
  );
}

/**
 * The match state G with everything `playerID` cannot see resampled from its view. A game's
 * match state may add public fields to the engine state (they are kept); a determinization
 * holds every field of the engine state (the conformance tests check it), so nothing real is.
 */
function resampled<State, View>(definition: Definition<State, View>, G: State, playerID: string, seed: string): State {
  const seat = seatOf(definition, playerID);
  return { ...G, ...definition.search.determinize(definition.engine.view(G, seat), seat, seededRng(seed)) };
}

/**
 * The match state a built-in bot may search: G resampled, and boardgame.io's random numbers
 * (`plugins.random`: seed and generator state) reseeded from the decision seed. A game deals
 * from those numbers (Air, Land & Sea every later battle), so playouts through the reducer with
 * the real ones would see the real next deal. `ctx` is public: every client receives it.
 */
function searchable<State, View>(definition: Definition<State, View>, state: MatchState, playerID: string, seed: string): MatchState {
  return {
    ...state,
    G: resampled(definition, state.G as State, playerID, seed),
    plugins: { ...state.plugins, random: { data: { seed: `${seed}:random` } } },
  };
}

export interface FairMCTSOptions {
  /** Stop searching after this long (the playout under way when it passes finishes). */
  timeMs?: number;
  iterations?: number;
  playoutDepth?: number;
}

type Playout = MCTSBot['playout'];

/** boardgame.io's MCTS bot, made fair, with a time budget (`timeMs`) or a fixed iteration count. */
export function fairMCTSBot<State, View>(definition: Definition<State, View>, game: Game, options: FairMCTSOptions) {
  return class FairMCTSBot extends MCTSBot {
    private readonly botSeed: string | number | undefined;
    /** When the search under way must stop starting playouts. */
    protected deadline = Number.POSITIVE_INFINITY;

    constructor(botOptions: BotOptions) {
      super({
        ...botOptions,
        game,
        iterations: options.iterations ?? 1_000_000,
        playoutDepth: options.playoutDepth ?? definition.mctsPlayoutDepth,
      });
      this.botSeed = botOptions.seed;
      this.setOpt('async', true);
    }

    override play(state: MatchState, playerID: PlayerID) {
      this.deadline = options.timeMs === undefined ? Number.POSITIVE_INFINITY : performance.now() + options.timeMs;
      return super.play(searchable(definition, state, playerID, decisionSeed(this.botSeed, state, playerID)), playerID);
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

export function fairRandomBot<State, View>(definition: Definition<State, View>) {
  return class FairRandomBot extends RandomBot {
    private readonly botSeed: string | number | undefined;

    constructor(botOptions: BotOptions) {
      super(botOptions);
      this.botSeed = botOptions.seed;
    }

    override play(state: MatchState, playerID: PlayerID) {
      return super.play(searchable(definition, state, playerID, decisionSeed(this.botSeed, state, playerID)), playerID);
    }
  };
}
