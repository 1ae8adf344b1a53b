/** Words for the board: theater and player names, and what the game is waiting for. */
import { CARDS, type AlsView, type CardId, type Choice, type Player, type Theater } from '../rules';

export const THEATER_NAMES: Record<Theater, string> = { air: 'Air', land: 'Land', sea: 'Sea' };

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

/** `named`: the board is drawn for someone who is not the viewer's player (`AppBoardProps.named`). */
export function seatsFor(G: AlsView, names: Partial<Record<string, string>>, named = false): Seats {
  const spectator = G.viewer === null || named;
  const me: Player = G.viewer ?? '0';
  const them: Player = me === '0' ? '1' : '0';
  const name = (p: Player) => {
    const given = names[p];
    if (!spectator && p === me) return 'You';
    return given && given.trim() !== '' ? given : spectator ? `Player ${Number(p) + 1}` : 'Opponent';
  };
  const whose = (p: Player) => (!spectator && p === me ? 'Your' : `${name(p)}’s`);
  return { me, them, spectator, name, whose };
}

/** `played`: whose card asks, when not the chooser's own ("Bo’s Disrupt" to the player it makes flip). */
function choiceText(choice: Choice, mine: boolean, reinforceCard: CardId | null, played = ''): string {
  const source = `${played}${CARDS[choice.source].name}`;
  switch (choice.kind) {
    case 'flip':
      if (choice.ownOnly)
        return mine ? `${source}: flip one of your uncovered cards.` : `${source}: flipping one of their uncovered cards.`;
      return mine
        ? `${source}: flip an uncovered card${choice.near ? ` in a theater next to ${THEATER_NAMES[choice.near]}` : ''} — pick it.`
        : `${source}: choosing an uncovered card to flip.`;
    case 'transport':
      return mine
        ? `${source}: you may move one of your cards to another theater — pick the card, then the theater.`
        : `${source}: may move one of their cards.`;
    case 'redeploy':
      return mine
        ? `${source}: you may return one of your face-down cards to your hand.`
        : `${source}: may return a face-down card to their hand.`;
    case 'redeployPlay':
      return mine ? `${source}: now play a card — pick it from your hand, then a theater.` : `${source}: playing a card.`;
    case 'reinforce':
      return mine
        ? `${source}: you drew ${reinforceCard ? CARDS[reinforceCard].name : 'a card'} — play it face down in a theater next to ${THEATER_NAMES[choice.theater]}.`
        : `${source}: placing a card face down next to ${THEATER_NAMES[choice.theater]}.`;
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
    const text = choiceText(G.choice, mine, G.reinforceCard, played);
    return { text: mine ? text : `${seats.name(G.choice.player)} — ${text}`, mine };
  }
  const mine = !seats.spectator && G.current === seats.me;
  if (mine && past) return { text: 'Your turn.', mine: false };
  if (mine) return { text: 'Your turn: pick a card from your hand, then where to play it — or withdraw.', mine };
  return { text: `${seats.name(G.current)}’s turn…`, mine };
}
