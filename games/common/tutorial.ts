/**
 * A guided tutorial as data: a fixed setup (a scripted deal), and steps the learner goes through
 * one at a time. A step explains one thing (1–3 sentences) and ends when the learner makes the
 * move it asks for, when the scripted opponent makes its move, or, for a pure explanation, when
 * the learner clicks Next. The web app's runner (`web/tutorial/`) plays it on the game's own
 * board; a test replays every script through the pure engine, so a rules change breaks that test
 * rather than the tutorial. No React and no boardgame.io here.
 */

/** Who makes a step's move: the learner (seat `learner`) or the scripted opponent. */
export type TutorialActor = 'learner' | 'opponent';

export interface TutorialStep<Action, Claim> {
  /** What the step says, 1–3 sentences. */
  text: string;
  /**
   * The move that ends the step. Without one, the step is an explanation and ends on Next (the
   * last step ends the tutorial). While the learner's move is awaited, the board offers that move
   * only, and what to click for it is highlighted.
   */
  move?: { by: TutorialActor; action: Action };
  /**
   * A CSS selector (within the board) of what the step is about, highlighted while it shows: for
   * an explanation what it explains; for the learner's move, what to click when the game's
   * `clickables` would not say it well (a tile's private face to pick before the map spot).
   */
  point?: string;
  /** What the text says of the position when the step shows: the script test checks it holds. */
  claim?: Claim;
}

export interface Tutorial<Action = unknown, Claim = unknown> {
  /** The definition's name. */
  game: string;
  numPlayers: number;
  /** The boardgame.io setup data: the scripted deal (refused by the server: a local game only). */
  setupData: Record<string, unknown>;
  /** The learner's seat; the scripted opponent holds every other. */
  learner: string;
  /** The opponent's name on the board and in the log. */
  opponentName: string;
  /**
   * What the learner can click on this game's board (a CSS selector within the board). While a
   * learner's move is awaited the board offers only that move, so whatever of these is on the
   * board is what to click, and is highlighted.
   */
  clickables: string;
  steps: readonly TutorialStep<Action, Claim>[];
  /** The solo page's query for the real game offered at the end (`level`, options). */
  realGame: Readonly<Record<string, string>>;
}

/** The steps with a move, in order: the n-th is the match's n-th move (boardgame.io's state id n). */
export function scriptedMoves<Action, Claim>(tutorial: Tutorial<Action, Claim>): { step: number; by: TutorialActor; action: Action }[] {
  return tutorial.steps.flatMap((step, index) => (step.move ? [{ step: index, ...step.move }] : []));
}
