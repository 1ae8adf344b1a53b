/**
 * One game, in one vocabulary: everything the server, the lobby, the bots, the tournament and
 * the conformance tests need to know of a game, with no boardgame.io and no React in it. Each
 * game exports its definition from `games/<game>/definition.ts`; `games/index.ts` lists them.
 *
 * Members are declared as methods on purpose: TypeScript checks method parameters
 * bivariantly, so one game's definition is assignable to `SomeGame`, the list's element type.
 */
import type { Engine } from './engine';
import type { SearchGame } from './ismcts';
import type { Budgets } from './levels';
import type { SeatNames, SeenMove } from './log';
import type { MoveCall } from './move-call';
import type { ReviewGame } from './review';

/** One boardgame.io move: how its raw arguments from a client become an engine action. */
export interface MoveSpec<Action> {
  /**
   * The engine action, or why the arguments are malformed. Checks their number and the type
   * of each (every argument is a short id or an integer); legality is the engine's to decide.
   */
  parse(args: readonly unknown[]): Action | string;
  /** The other seats must not see the arguments: boardgame.io logs the move's name only. */
  redact?: boolean;
}

/** A decision outside the main turn: `player` must choose in the boardgame.io stage `stage`. */
export interface Stage<Player extends string> {
  player: Player;
  stage: string;
}

/** How a finished game ended, by side (a player, or a role shared by a team). */
export type Outcome = { winner: string } | { draw: true };

export interface GameDefinition<State, Action, Player extends string, View, Setup> {
  /** The boardgame.io game name, in URLs and storage. */
  name: string;
  /** The seat counts the game is for, smallest first. */
  playerCounts: readonly number[];
  isPlayer(id: unknown): id is Player;
  engine: Engine<State, Action, Player, View, Setup>;
  /** Setup keys that fix hidden information (tests and tutorials): refused for server matches. */
  secretSetupKeys: readonly string[];

  /** Every move the game has, by name: only these names may reach the engine. */
  moves: Readonly<Record<string, MoveSpec<Action>>>;
  /** The move a client makes for an engine action (boards, bots). */
  toMove(action: Action): MoveCall;
  /** The moves each stage allows. */
  stages: Readonly<Record<string, readonly string[]>>;
  /** The stage a decision is made in now, or null for the current player's main decision. */
  stage(state: State): Stage<Player> | null;

  /** The side a seat plays for: itself, or its role (Land vs Sea's teams share one). */
  sideOf(numPlayers: number, player: Player): string;
  /** Every side's score now (victory points, points). */
  scores(state: State): Readonly<Partial<Record<string, number>>>;
  /** Null while the game goes on. */
  outcome(state: State): Outcome | null;
  /**
   * Figures of a finished game worth keeping beside its result, each a list of numbers (Land vs
   * Sea: the sizes of the areas completed). A tournament records them; a game may have none.
   */
  stats?(state: State): Readonly<Record<string, readonly number[]>>;

  /**
   * The game log for people: what a viewer reads of one move, written from the viewer's views
   * before and after it and the move as the viewer saw it (so never more than the viewer knew):
   * the move, what it set off, scores, and the ends of battles or rounds and of the game.
   * `foreseen`: the move is not played yet (a hint) and `after` rests on one deal of what the
   * viewer cannot see, so nothing said may depend on it (the card a flip would turn up).
   */
  describe(before: View, after: View, move: SeenMove, names: SeatNames, foreseen?: boolean): string[];
  /**
   * What a move does, for a hint and the review: what it changes for its player between the player's
   * views before and after it ("it takes Air, 6 to 4"), each a clause; none when it changes
   * nothing the player can see. `after` may rest on one deal of what the player cannot see, so
   * nothing said may depend on it.
   */
  reasons(before: View, after: View, move: SeenMove): string[];
  /** The log's first lines, before any move (who begins, the opening deal's public facts). */
  describeStart(view: View, names: SeatNames): string[];
  /**
   * A finished match's position seen from `perspective`'s seat with nothing hidden: every hand,
   * every face-down card or hidden face (replays, where no secret is left).
   */
  reveal(state: State, perspective: Player): View;
  /** The part of the match a position belongs to ("Battle 2", "Draft"): replays jump between them. */
  chapter(view: View): string;

  /** The information-set search's view of the game (the search bots, the review). */
  search: SearchGame<State, Action, Player, View, unknown>;
  /** The post-game review's search, judgement of a playout, default budget and calibration (`review.ts`). */
  review: ReviewGame<State, Action, Player, View, unknown>;
  /** The search budget of each difficulty level. */
  budgets: Budgets;
  /** How far boardgame.io's MCTS bot plays out (a playout cut short scores as a loss). */
  mctsPlayoutDepth: number;
}

/** Any one game of the list; its own types are known only inside `games/<game>/`. */
export type SomeGame = GameDefinition<unknown, unknown, string, unknown, unknown>;
