/**
 * What the board rings for the solo page's hint (the `hint` prop): the hand card it says to play,
 * the card in a theater an ability's choice acts on (QA: "With Maneuver, flip Cover Fire" left the
 * player to search the piles), the theater a card is sent to. Read from the hinted move's own
 * arguments, parsed as the game parses a client's: a hint it cannot read rings nothing.
 */
import type { MoveCall } from '../../common/move-call';
import { MOVE_NAMES, MOVES, type MoveName } from '../moves';
import { sameAction, type Action, type AlsView, type CardId, type Player, type Theater } from '../rules';
import { markKey } from './last-move';

export interface HintTargets {
  /** The hand card to play (also the play Redeploy asks for once its card is back in hand). */
  hand: CardId | null;
  /** The cards in the theaters the move acts on, either side's, by `markKey` (theater:owner:index). */
  cards: ReadonlySet<string>;
  /** A theater rung whole: the move names nothing but it (Reinforce's placement). */
  theater: Theater | null;
  /**
   * The move itself: of the drop-target buttons a theater shows, the one that makes exactly this
   * move is rung (Transport's "Move here" once the hinted card is picked, Reinforce's "Play here",
   * the hinted hand card's "Face up" or "Face down"); none that would do something else.
   */
  action: Action | null;
}

const NOTHING: HintTargets = { hand: null, cards: new Set(), theater: null, action: null };

const isMoveName = (name: string): name is MoveName => (MOVE_NAMES as readonly string[]).includes(name);

/**
 * What to ring for `hint`, a move of `me` (the seat the solo page asks hints for) in the position
 * `G`, whose piles say which card is uncovered.
 */
export function hintTargets(hint: MoveCall | null | undefined, G: Pick<AlsView, 'piles'>, me: Player): HintTargets {
  if (!hint || !isMoveName(hint.move)) return NOTHING;
  const action = MOVES[hint.move].parse(hint.args);
  if (typeof action === 'string') return NOTHING;
  switch (action.type) {
    case 'deploy':
    case 'improvise':
      return { ...NOTHING, hand: action.card, action };
    case 'flip': {
      // Only an uncovered card is ever flipped: the top of that side's pile.
      const top = G.piles[action.theater][action.owner].length - 1;
      return { ...NOTHING, cards: new Set(top >= 0 ? [markKey(action.theater, action.owner, top)] : []), action };
    }
    case 'transport':
      return { ...NOTHING, cards: new Set([markKey(action.from, me, action.index)]), action };
    case 'redeploy':
      return { ...NOTHING, cards: new Set([markKey(action.theater, me, action.index)]), action };
    case 'reinforce':
      return { ...NOTHING, theater: action.theater, action };
    // Declining or withdrawing is said by the action bar's own button: nothing on the board to show.
    case 'decline':
    case 'withdraw':
      return NOTHING;
  }
}

/** Whether a drop-target button that makes `action` is the hint's. */
export const makesHintedMove = (targets: HintTargets, action: Action): boolean =>
  targets.action !== null && sameAction(targets.action, action);
