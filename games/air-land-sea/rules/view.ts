/**
 * What one player may know (the spec's "Hidden information"): their own hand and face-down
 * cards; only counts of the opponent's hand and of the deck; the opponent's face-down cards as
 * face down. The deck order and destroyed cards stay hidden. A spectator sees public only.
 */
import { lastBattleOf, withdrawVP } from './battle';
import { standings, type TheaterStanding } from './strength';
import type { AlsState, BattleResult, Choice, Step } from './state';
import type { ByPlayer, ByTheater, CardId, Player } from './vocabulary';
import { PLAYERS, THEATERS } from './vocabulary';

export interface SeenCard {
  /** null: a face-down card the viewer may not look at. */
  id: CardId | null;
  faceUp: boolean;
}

export interface AlsView extends Omit<AlsState, 'hands' | 'deck' | 'discarded' | 'piles' | 'choice' | 'queue' | 'lastBattle' | 'battles'> {
  viewer: Player | null;
  /** null entries: cards the viewer cannot see (only their number is public). */
  hands: ByPlayer<(CardId | null)[]>;
  deckSize: number;
  discardedSize: number;
  piles: ByTheater<ByPlayer<SeenCard[]>>;
  choice: Choice | null;
  queue: Step[];
  /** The card Reinforce is about to play, shown only to the player choosing where. */
  reinforceCard: CardId | null;
  /** The battle fought last (the board shows it between battles), or null before the first ends. */
  lastBattle: BattleResult | null;
  /** Strengths and control of each theater (public: a face-down card counts the same whatever it is). */
  standings: ByTheater<TheaterStanding>;
  /** VP the opponent would score if the viewer withdrew now (null for a spectator). */
  withdrawVP: number | null;
  /**
   * Every battle's record once the match is over, none before: the board lists them only at the
   * end (`lastBattle` has the one it shows between battles), and every update of a match carries
   * its view, where the records of a long match were half of the bytes sent for each move.
   */
  battles: BattleResult[];
}

/** `theaterStandings`: the public standings when the caller already has them (one per state, for every viewer). */
export function view(state: AlsState, viewer: Player | null, theaterStandings = standings(state)): AlsView {
  const seeHand = (p: Player) => (p === viewer ? [...state.hands[p]] : state.hands[p].map(() => null));
  const piles = {} as ByTheater<ByPlayer<SeenCard[]>>;
  for (const t of THEATERS) {
    const side = {} as ByPlayer<SeenCard[]>;
    for (const p of PLAYERS) {
      side[p] = state.piles[t][p].map((c) => ({ id: c.faceUp || p === viewer ? c.id : null, faceUp: c.faceUp }));
    }
    piles[t] = side;
  }
  const choice = state.choice;
  return {
    viewer,
    options: { ...state.options },
    battle: state.battle,
    theaters: [...state.theaters],
    firstPlayer: state.firstPlayer,
    current: state.current,
    turn: state.turn,
    battleStartTurn: state.battleStartTurn,
    hands: { '0': seeHand('0'), '1': seeHand('1') },
    deckSize: state.deck.length,
    discardedSize: state.discarded.length,
    piles,
    vp: { ...state.vp },
    queue: state.queue.map((s) => ({ ...s })),
    choice: choice ? { ...choice } : null,
    reinforceCard: choice?.kind === 'reinforce' && choice.player === viewer ? (state.deck[0] ?? null) : null,
    airDrop: { ...state.airDrop },
    extraTurns: { ...state.extraTurns },
    // Records no action changes (copy.ts): shared rather than copied.
    lastBattle: lastBattleOf(state),
    battles: state.winner === null ? [] : (state.battles ?? []),
    winner: state.winner,
    standings: theaterStandings,
    withdrawVP: viewer === null ? null : withdrawVP(state, viewer),
  };
}

/** `perspective`'s view with every card disclosed: both hands and every face-down card (replays). */
export function revealedView(state: AlsState, perspective: Player): AlsView {
  const seen = view(state, perspective);
  const piles = {} as ByTheater<ByPlayer<SeenCard[]>>;
  for (const t of THEATERS) piles[t] = { '0': state.piles[t]['0'].map((c) => ({ ...c })), '1': state.piles[t]['1'].map((c) => ({ ...c })) };
  return { ...seen, hands: { '0': [...state.hands['0']], '1': [...state.hands['1']] }, piles };
}
