/** Words for the board: theater and player names, and what the game is waiting for. */
import { cardText, THEATER_NAMES } from '../log';
import { CARDS, type AlsView, type CardId, type Choice, type Player } from '../rules';

// The board says a theater's name as the log does.
export { THEATER_NAMES };

export interface Seats {
  /** The seat shown at the bottom: the viewer, or seat 0 for a spectator. */
  me: Player;
  them: Player;
  /** Every seat called by its name, none "you": a spectator's board, or one drawn for another's seat (`named`). */
  spectator: boolean;
  name: (p: Player) => string;
  /** "Your" for the viewer, "Ann’s" for the other seat. */
  whose: (p: Player) => string;
}

/**
 * `named`: the board is drawn for someone who is not the viewer's player (`AppBoardProps.named`).
 * `seat`: the page's seat, when `G` may be the spectators' view (`AppBoardProps.seat`).
 */
export function seatsFor(G: AlsView, names: Partial<Record<string, string>>, named = false, seat?: string): Seats {
  const own = G.viewer ?? (seat === '0' || seat === '1' ? seat : null);
  const spectator = own === null || named;
  const me: Player = own ?? '0';
  const them: Player = me === '0' ? '1' : '0';
  const name = (p: Player) => {
    const given = names[p];
    if (!spectator && p === me) return 'You';
    return given && given.trim() !== '' ? given : spectator ? `Player ${Number(p) + 1}` : 'Opponent';
  };
  const whose = (p: Player) => (!spectator && p === me ? 'Your' : `${name(p)}’s`);
  return { me, them, spectator, name, whose };
}

/**
 * `played`: whose card asks, when not the chooser's own ("Bo’s Disrupt" to the player it makes
 * flip). `who`: the chooser's name when it is not the viewer's choice to make now ("You" on a past
 * position): the sentence names them after the card, "Your Disrupt: Ada is flipping one of their
 * uncovered cards." (QA: "Ada — Your Disrupt: flipping one of their…" read awkwardly).
 */
function choiceText(choice: Choice, who: string | null, reinforceCard: CardId | null, played = ''): string {
  const source = `${played}${CARDS[choice.source].name}`;
  if (who !== null) {
    const you = who === 'You';
    const [subject, is, their] = you ? ['you', 'are', 'your'] : [who, 'is', 'their'];
    switch (choice.kind) {
      case 'flip':
        return choice.ownOnly
          ? `${source}: ${subject} ${is} flipping one of ${their} uncovered cards.`
          : `${source}: ${subject} ${is} choosing an uncovered card to flip.`;
      case 'transport':
        return `${source}: ${subject} may move one of ${their} cards.`;
      case 'redeploy':
        return `${source}: ${subject} may return a face-down card to ${their} hand.`;
      case 'redeployPlay':
        return `${source}: ${subject} ${is} playing a card.`;
      case 'reinforce':
        return `${source}: ${subject} ${is} placing a card face down next to ${THEATER_NAMES[choice.theater]}.`;
    }
  }
  switch (choice.kind) {
    case 'flip':
      if (choice.ownOnly) return `${source}: flip one of your uncovered cards.`;
      return `${source}: flip an uncovered card${choice.near ? ` in a theater next to ${THEATER_NAMES[choice.near]}` : ''} — pick it.`;
    case 'transport':
      return `${source}: you may move one of your cards to another theater — pick the card, then the theater.`;
    case 'redeploy':
      return `${source}: you may return one of your face-down cards to your hand.`;
    case 'redeployPlay':
      return `${source}: now play a card — pick it from your hand, then a theater.`;
    case 'reinforce':
      // With its theater and strength: the hand may hold another card of that name (QA: "you drew
      // Maneuver" beside a Maneuver in hand, the drawn one shown nowhere but in the log).
      return `${source}: you drew ${reinforceCard ? cardText(reinforceCard) : 'a card'} — play it face down in a theater next to ${THEATER_NAMES[choice.theater]}.`;
  }
}

/** Whose pile holds a card the viewer can see, if any does. */
function ownerOf(G: AlsView, card: CardId): Player | undefined {
  for (const theater of G.theaters) for (const p of ['0', '1'] as const) if (G.piles[theater][p].some((c) => c.id === card)) return p;
  return undefined;
}

/**
 * One line: whose decision it is and what it is. On a position of the past (`past`: history, a
 * replay, a review) the viewer's own decision is named, not asked for: nothing can be played.
 */
export function promptText(G: AlsView, seats: Seats, past = false): { text: string; mine: boolean } {
  if (G.winner !== null) {
    return { text: G.winner === seats.me && !seats.spectator ? 'You won the game!' : `${seats.name(G.winner)} won the game.`, mine: false };
  }
  if (G.choice) {
    const mine = !seats.spectator && G.choice.player === seats.me && !past;
    // Disrupt makes the other player choose first: the card is not theirs (QA: "Disrupt: flip one of your cards" read as their own).
    // But a card it turns up is its owner's to resolve, on the other's turn: "Your Reinforce" was said of the opponent's (QA).
    const owner = ownerOf(G, G.choice.source) ?? G.current;
    const played = G.choice.player !== owner ? `${seats.whose(owner)} ` : '';
    return { text: choiceText(G.choice, mine ? null : seats.name(G.choice.player), G.reinforceCard, played), mine };
  }
  const mine = !seats.spectator && G.current === seats.me;
  if (mine && past) return { text: 'Your turn.', mine: false };
  if (mine) return { text: 'Your turn: pick a card from your hand, then where to play it — or withdraw.', mine };
  return { text: `${seats.name(G.current)}’s turn…`, mine };
}
