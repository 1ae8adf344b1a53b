/** The state of a game of Air, Land & Sea: plain JSON, owned and mutated by the engine. */
import type { ByPlayer, ByTheater, CardId, Edition, Mode, Player, Theater } from './vocabulary';

export interface PlacedCard {
  id: CardId;
  faceUp: boolean;
}

/** A player's cards in one theater, bottom (index 0) to top (the uncovered card). */
export type Pile = PlacedCard[];

export interface Options {
  mode: Mode;
  /** VP that wins the game: 12 or 18, or 3 in beginner mode. */
  targetVP: number;
  edition: Edition;
}

/**
 * Work waiting to be resolved, first in first out. An instant that has begun puts its own
 * remaining steps at the front (it finishes first); instants revealed meanwhile go to the back.
 */
export type Step =
  | { type: 'trigger'; card: CardId; owner: Player; theater: Theater }
  | { type: 'disruptHalf'; player: Player }
  | { type: 'redeployPlay'; player: Player };

/** A decision the engine is waiting for, and who must make it. */
export type Choice =
  | { kind: 'flip'; player: Player; source: CardId; near: Theater | null; ownOnly: boolean }
  | { kind: 'transport'; player: Player; source: CardId }
  | { kind: 'redeploy'; player: Player; source: CardId }
  | { kind: 'redeployPlay'; player: Player; source: CardId }
  | { kind: 'reinforce'; player: Player; source: CardId; theater: Theater };

/**
 * Air Drop's permission. Revised: `nextPlay` until the owner's next play uses it.
 * First edition: `nextTurn`, which becomes `thisTurn` when the owner's next turn starts.
 */
export type AirDropPermission = 'none' | 'nextPlay' | 'nextTurn' | 'thisTurn';

export interface BattleResult {
  battle: number;
  winner: Player;
  vp: number;
  /** The player who withdrew, or null when the battle was fought out. */
  withdrawn: Player | null;
  /** Who controlled each theater when a battle was fought out. */
  control: ByTheater<Player> | null;
  theaters: [Theater, Theater, Theater];
  firstPlayer: Player;
  /**
   * The board as the battle ended, every card as it lay, face-down ones disclosed too *(ruling:
   * a battle that is over hides nothing; its cards are shuffled into the next deal anyway)*.
   * Absent from results stored before boards were kept.
   */
  board?: ByTheater<ByPlayer<Pile>>;
  /** Each player's total strength in each theater as the battle ended (absent as `board`). */
  strengths?: ByTheater<ByPlayer<number>>;
}

export interface AlsState {
  options: Options;
  /** 1 for the first battle. */
  battle: number;
  /** Theaters by position, left to right. */
  theaters: [Theater, Theater, Theater];
  /** Holder of the 1st Player Supreme Commander card this battle. */
  firstPlayer: Player;
  /** Whose turn it is. */
  current: Player;
  /** Number of the current turn in the whole game, from 1. */
  turn: number;
  /** The turn number at which the current battle began. */
  battleStartTurn: number;
  hands: ByPlayer<CardId[]>;
  /** Face-down deck, top first. */
  deck: CardId[];
  /** First edition only: cards destroyed this battle, out until the next battle. */
  discarded: CardId[];
  piles: ByTheater<ByPlayer<Pile>>;
  vp: ByPlayer<number>;
  queue: Step[];
  choice: Choice | null;
  airDrop: ByPlayer<AirDropPermission>;
  /** First edition Redeploy: extra turns owed, taken when the owner's turn ends. */
  extraTurns: ByPlayer<number>;
  /**
   * Every battle of the match so far, in order (`lastBattleOf` gives the last). Absent from
   * matches stored before it was kept, which have `lastBattle` instead.
   */
  battles?: BattleResult[];
  /**
   * Only in matches stored before `battles` was kept: their last battle. A copy of it beside
   * `battles` doubled the largest part of the state stored and copied at every move.
   */
  lastBattle?: BattleResult | null;
  winner: Player | null;
}
