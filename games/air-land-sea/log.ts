/**
 * Air, Land & Sea's log for people: the lines one viewer reads for a move, written from that
 * viewer's views before and after it (a face-down card stays "a card" unless the viewer may
 * see it), then the end of a battle, the next deal and the end of the game.
 */
import { sentence, whose, type SeatNames, type SeenMove } from '../common/log';
import {
  CARDS,
  destroyedBy,
  PLAYERS,
  type AlsView,
  type ByPlayer,
  type ByTheater,
  type CardId,
  type Player,
  type SeenCard,
  type Theater,
} from './rules';

export const THEATER_NAMES: Record<Theater, string> = { air: 'Air', land: 'Land', sea: 'Sea' };

/** "Cover Fire (Land 4)". */
export function cardText(id: CardId): string {
  const card = CARDS[id];
  return `${card.name} (${THEATER_NAMES[card.theater]} ${card.strength})`;
}

const seen = (card: SeenCard | undefined): string => (card?.id ? cardText(card.id) : 'a face-down card');

/** How many cards `player` has in each theater's pile. */
const pileSizes = (view: AlsView, player: Player) => Object.fromEntries(view.theaters.map((t) => [t, view.piles[t][player].length]));

/** The piles of the battle `before` was in, after the move: on the battle's record if it ended the battle. */
function pilesAfter(before: AlsView, after: AlsView): ByTheater<ByPlayer<unknown[]>> | undefined {
  if (after.battle === before.battle) return after.piles;
  return after.lastBattle?.battle === before.battle ? after.lastBattle.board : undefined;
}

/** The theater whose pile of `player`'s grew by the move, if one did (a card destroyed at once grows none). */
function grownPile(before: AlsView, piles: ByTheater<ByPlayer<unknown[]>>, player: Player): Theater | undefined {
  const was = pileSizes(before, player);
  return before.theaters.find((t) => piles[t][player].length > (was[t] ?? 0));
}

/** Where the card `player` played landed: its theater, null if it never did, undefined if the record does not say. */
function landing(before: AlsView, after: AlsView, player: Player): Theater | null | undefined {
  const piles = pilesAfter(before, after);
  return piles && (grownPile(before, piles, player) ?? null);
}

/**
 * ", and it was destroyed by Containment" for a card played to `theater` that never landed
 * (QA: Reinforce's card vanished with nothing said), else nothing.
 */
function fateOf(
  before: AlsView,
  after: AlsView,
  landed: Theater | null | undefined,
  theater: Theater | undefined,
  faceUp: boolean,
): string {
  if (landed !== null) return '';
  // The first edition discards such a card for the battle; the revised rules destroy it.
  const fate = after.options.edition === 'first' ? 'discarded' : 'destroyed';
  const by = theater && destroyedBy(before, theater, faceUp);
  return `, and it was ${fate}${by ? ` by ${CARDS[by].name}` : ''}`;
}

function playLine(before: AlsView, after: AlsView, move: SeenMove, names: SeatNames): string {
  const player = move.player as Player;
  const who = names.who(player);
  const [card, theater] = (move.args ?? []) as [CardId | undefined, Theater | undefined];
  const landed = landing(before, after, player);
  const discarded = fateOf(before, after, landed, theater, move.move === 'deploy');
  if (move.move === 'deploy' && card && theater) return `${who} played ${cardText(card)} face up to ${THEATER_NAMES[theater]}${discarded}`;
  if (card && theater) return `${who} played ${cardText(card)} face down to ${THEATER_NAMES[theater]}${discarded}`;
  return landed ? `${who} played a card face down to ${THEATER_NAMES[landed]}` : `${who} played a card face down${discarded}`;
}

/** An ability's choice says whose ability it answers: "With Maneuver (Sea 3), Bo flipped …". */
function moveLine(before: AlsView, after: AlsView, move: SeenMove, names: SeatNames, foreseen: boolean): string {
  const line = actionLine(before, after, move, names, foreseen);
  const source = before.choice?.source;
  return source && ABILITY_MOVES.has(move.move) ? `With ${cardText(source)}, ${line}` : line;
}

const ABILITY_MOVES = new Set(['flip', 'transport', 'redeploy', 'reinforce']);

function actionLine(before: AlsView, after: AlsView, move: SeenMove, names: SeatNames, foreseen: boolean): string {
  const player = move.player as Player;
  const who = names.who(player);
  const args = move.args ?? [];
  switch (move.move) {
    case 'deploy':
    case 'improvise':
      return playLine(before, after, move, names);
    case 'withdraw':
      return `${who} withdrew from battle ${before.battle}`;
    case 'flip': {
      const [theater, owner] = args as [Theater, Player];
      const was = before.piles[theater][owner].at(-1);
      // A hint's flip of a card its player cannot see names no card: that one is the deal's guess.
      const now = after.battle === before.battle && !foreseen ? after.piles[theater][owner].at(-1) : undefined;
      const id = was?.id ?? now?.id ?? null;
      const whom = owner === player ? (who === 'you' ? 'your own' : 'their own') : whose(names, owner);
      if (was && !was.faceUp) return `${who} flipped ${whom} card in ${THEATER_NAMES[theater]} face up${id ? `: ${cardText(id)}` : ''}`;
      return `${who} flipped ${whom} ${id ? cardText(id) : 'card'} in ${THEATER_NAMES[theater]} face down`;
    }
    case 'transport': {
      const [from, index, to] = args as [Theater, number, Theater];
      return `${who} moved ${seen(before.piles[from][player][index])} from ${THEATER_NAMES[from]} to ${THEATER_NAMES[to]}`;
    }
    case 'redeploy': {
      const [theater, index] = args as [Theater, number];
      const hand = who === 'you' ? 'your' : 'their';
      return `${who} returned ${seen(before.piles[theater][player][index])} from ${THEATER_NAMES[theater]} to ${hand} hand`;
    }
    case 'reinforce': {
      const [theater] = args as [Theater];
      const drawn = before.reinforceCard ? `${cardText(before.reinforceCard)}, ` : '';
      return `${who} played ${drawn}the top card of the deck, face down to ${THEATER_NAMES[theater]}${fateOf(before, after, landing(before, after, player), theater, false)}`;
    }
    case 'decline':
      return before.choice ? `${who} chose not to use ${cardText(before.choice.source)}` : `${who} declined`;
    default:
      return `${who}: ${move.move}`;
  }
}

function scoreLine(view: AlsView, names: SeatNames): string {
  return `Score: ${PLAYERS.map((p) => `${names.who(p)} ${view.vp[p]}`).join(', ')}`;
}

function dealLine(view: AlsView, names: SeatNames): string {
  return `Battle ${view.battle} — 1st Player: ${names.who(view.firstPlayer)}; theaters ${view.theaters.map((t) => THEATER_NAMES[t]).join(', ')}`;
}

/** A battle ended: who won it and how, the score, and the next deal or the end of the game. */
function battleEndLines(after: AlsView, names: SeatNames): string[] {
  const result = after.lastBattle;
  if (!result) return [];
  const { battle, winner, vp, withdrawn, control } = result;
  const how = withdrawn
    ? `${names.who(withdrawn)} withdrew`
    : `${control ? Object.values(control).filter((p) => p === winner).length : 2} theaters of 3`;
  const lines = [`Battle ${battle} to ${names.who(winner)} (+${vp} VP): ${how}`, scoreLine(after, names)];
  if (after.winner !== null) {
    const winner = after.winner;
    const loser = PLAYERS.find((p) => p !== winner)!;
    lines.push(`${names.who(winner)} won the game, ${after.vp[winner]}–${after.vp[loser]}`); // the winner's score first
  } else lines.push(dealLine(after, names));
  return lines;
}

export function describe(before: AlsView, after: AlsView, move: SeenMove, names: SeatNames, foreseen = false): string[] {
  const lines = [moveLine(before, after, move, names, foreseen)];
  if (after.lastBattle && after.lastBattle.battle !== before.lastBattle?.battle) lines.push(...battleEndLines(after, names));
  return lines.map(sentence);
}

export function describeStart(view: AlsView, names: SeatNames): string[] {
  return [sentence(dealLine(view, names))];
}
