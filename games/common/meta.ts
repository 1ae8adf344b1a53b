/**
 * A game as the app and the tools first meet it: a few lines of data (title, options, levels)
 * and loaders for the rest, so the lobby's bundle holds no game's code. Types only.
 */
import type { ComponentType } from 'react';
import type { Game } from 'boardgame.io';
import type { BoardProps } from 'boardgame.io/react';
import type { SomeGame } from './definition';
import type { Level } from './levels';
import type { MoveCall } from './move-call';
import type { RatingSpec } from './rating';
import type { Tutorial } from './tutorial';

/** What an option is when the other choices decide it, and why: the form shows it, not the choice. */
export interface ForcedChoice {
  /** The choice it is forced to, when it is one of the option's `choices`. */
  value?: string;
  /** How it reads: "On", "3 VP". */
  label: string;
  /** Why nobody chooses it: "always with 3 players". */
  why: string;
  /** What the option does then, when the other values change that too (the option's own otherwise). */
  description?: string;
}

/** One setting of the new-match form, as a choice among labelled values. */
export interface OptionSpec {
  key: string;
  label: string;
  /** What the option changes, in one line: a newcomer meets it in the form before any rules. */
  description: string;
  choices: readonly { value: string; label: string }[];
  initial: string;
  /**
   * When the other values decide this option (the rules force it), what it is and why; the form
   * shows it disabled. The values include `players` (the chosen player count) besides the options.
   */
  forced?: (values: Readonly<Record<string, string>>) => ForcedChoice | undefined;
}

/** Extra props every board accepts from the app (boardgame.io passes them through). */
export interface AppBoardProps {
  /** Starts the next match (online: play again; solo: a new game). */
  onPlayAgain?: () => void;
  /** Names to show for each seat, when the lobby does not know them (solo). */
  seatNames?: Readonly<Record<string, string>>;
  /**
   * The board shows a position of the past (history, a replay): nothing to decide and no dialog
   * that would pop up over it (a battle's or the game's summary).
   */
  reviewing?: boolean;
  /**
   * The board is drawn from `playerID`'s seat for someone who is not that player (a replay or a
   * review of another's match): it calls that seat by its name, never "you" (QA: a replay told a
   * passer-by "You resigned").
   */
  named?: boolean;
  /**
   * This page's seat, where `G` may be the spectators' view of it: the server shows a seat no hand
   * until every seat is taken (server/withheld-deal.ts). The board still calls that seat "you";
   * what only the seat may see (its hand) still comes from `G` alone.
   */
  seat?: string;
  /**
   * No move can be made now, and why, said where the board says whose turn it is: the match waits
   * for players (a seat is empty: the server refuses every move until each seat is taken), or a
   * resignation ended it ("Bob resigned. You win."). The board offers no move; what only prepares
   * a move (picking a card) stays possible.
   */
  waiting?: string;
  /**
   * Only the moves this accepts are offered (a tutorial step allows the move it asks for, or
   * none): the board drops every other legal action before showing what can be clicked.
   */
  allowMove?: (move: MoveCall) => boolean;
  /**
   * The move the solo page's hint suggests, while it is shown: a board shows it where the words
   * cannot (Land vs Sea marks the hex and holds the tile as the hint places it).
   */
  hint?: MoveCall;
  /**
   * What the finished match did to this player's rating, once the server has settled it ("Your
   * Land vs Sea rating: 1512 → 1530 (+18)."): the game's end dialog says it under its result.
   */
  ratingNote?: string;
}

/**
 * The class a board gives to what it marks for the hint (Land vs Sea's ringed hex or tile to
 * steal): the solo page offers to bring it on screen, where the hint's words lie far below it on
 * a phone (QA).
 */
export const HINT_TARGET = 'hint-target';

/**
 * The event "Show it on the board" sends to what the board marks for the hint, before scrolling
 * it on screen: a board that pans or zooms brings it into view its own way (Land vs Sea's fitted
 * map, late in a game on a phone, drew the ringed hex too small to tap).
 */
export const HINT_SHOW = 'hint-show';

export type AnyBoardProps = BoardProps & AppBoardProps;

/**
 * Each seat's name for a board: the lobby's (from `matchData`) over the app's `seatNames`. The
 * server stores names as clients sent them, so only text counts as a name.
 */
export function seatNamesOf(matchData: BoardProps['matchData'], seatNames: AppBoardProps['seatNames']): Record<string, string> {
  const names: Record<string, string> = { ...seatNames };
  for (const p of matchData ?? []) if (typeof p.name === 'string' && p.name !== '') names[String(p.id)] = p.name;
  return names;
}

/** A game's code: its definition and its boardgame.io game. */
export interface LoadedGame {
  definition: SomeGame;
  game: Game;
}

export interface GameMeta {
  /** The definition's name (the conformance tests check that they agree). */
  name: string;
  title: string;
  blurb: string;
  /** Seat counts offered when creating a match; the first is the default. */
  playerCounts: readonly number[];
  options: readonly OptionSpec[];
  /** The boardgame.io setupData for the chosen option values. */
  setupData: (values: Readonly<Record<string, string>>) => Record<string, unknown>;
  /**
   * A match's setup in short phrases, for the lists and panels that show a match to people who
   * may join it: every option as the match plays it (one the rules force, as such and why) and
   * what the player count decides. `setupData` is what the server stored: read defensively.
   */
  describeSetup: (setupData: unknown, numPlayers: number) => string[];
  /** Each seat's part, by seat, when seats play different parts ("Land", "Sea"); else nothing. */
  seatRoles?: (numPlayers: number) => readonly string[];
  /** Difficulty levels of the search bot, easiest first. */
  levels: readonly Level[];
  /** Which matches count for the players' ratings, and the computer's fixed ratings; none: unrated. */
  rating?: RatingSpec;
  /** The pure definition alone (a bot's worker needs no boardgame.io). */
  definition(): Promise<SomeGame>;
  load(): Promise<LoadedGame>;
  /** The React board (the app only). */
  board(): Promise<ComponentType<AnyBoardProps>>;
  /** The "How to play" page's content (the app only; it draws the board's own cards or tiles). */
  howToPlay(): Promise<ComponentType>;
  /** The guided tutorial's script (`games/<game>/tutorial/`), for a game that has one. */
  tutorial?(): Promise<Tutorial>;
}

/** `load` from the two loaders a meta already has. */
export async function loadBoth(definition: () => Promise<SomeGame>, game: () => Promise<Game>): Promise<LoadedGame> {
  const [d, g] = await Promise.all([definition(), game()]);
  return { definition: d, game: g };
}
