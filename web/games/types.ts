/** What the app knows about a game before and after its code is loaded. */
import type { ComponentType } from 'react';
import type { Game } from 'boardgame.io';
import type { BoardProps } from 'boardgame.io/react';
import type { Bot } from 'boardgame.io/ai';

/** One setting of the new-match form, as a choice among labelled values. */
export interface OptionSpec {
  key: string;
  label: string;
  choices: readonly { value: string; label: string }[];
  initial: string;
  /** When the other values make this option meaningless, it is shown disabled. The values
   *  include `players` (the chosen player count) besides the options. */
  disabledWhen?: (values: Readonly<Record<string, string>>) => boolean;
}

/** Extra props every board accepts from the app (boardgame.io passes them through). */
export interface AppBoardProps {
  /** Starts the next match (online: play again; solo: a new game). */
  onPlayAgain?: () => void;
  /** Names to show for each seat, when the lobby does not know them (solo). */
  seatNames?: Readonly<Record<string, string>>;
}

export type AnyBoardProps = BoardProps & AppBoardProps;

export type BotClass = typeof Bot;

/** A game's code: loaded only when a match of it is opened. */
export interface GameModule {
  game: Game;
  Board: ComponentType<AnyBoardProps>;
  /** A boardgame.io Bot class for `Local({ bots })` at a difficulty level (loaded lazily too). */
  soloBot: (level: string) => Promise<BotClass>;
}

/** A game as the lobby lists it: small data, plus how to load the rest. */
export interface GameEntry {
  name: string;
  title: string;
  blurb: string;
  /** Seat counts offered when creating a match; the first is the default. */
  playerCounts: readonly number[];
  options: readonly OptionSpec[];
  /** The boardgame.io setupData for the chosen option values. */
  setupData: (values: Readonly<Record<string, string>>) => Record<string, unknown>;
  /** Difficulty levels of the solo bot, easiest first. */
  levels: readonly string[];
  load: () => Promise<GameModule>;
}
