/**
 * A full state consistent with one player's view: the cards that player cannot see (the
 * opponent's hand and face-down cards, the deck, first-edition discards) are dealt at random
 * from the cards it has not seen. Everything else is copied from the view. The search samples
 * hidden information with it; `legalActionsInView` uses any one such state, since a player's
 * legal actions never depend on what that player cannot see.
 */
import { shuffleInPlace, type Rng } from '../../common/random';
import type { AlsState, PlacedCard } from './state';
import type { AlsView } from './view';
import { CARD_IDS, THEATERS, type CardId, type Player } from './vocabulary';

export function determinize(view: AlsView, me: Player, rng: Rng): AlsState {
  const seen = new Set<CardId>(view.hands[me].filter((id): id is CardId => id !== null));
  for (const t of THEATERS) {
    for (const c of view.piles[t]['0']) if (c.id) seen.add(c.id);
    for (const c of view.piles[t]['1']) if (c.id) seen.add(c.id);
  }
  if (view.reinforceCard) seen.add(view.reinforceCard);
  const unseen = shuffleInPlace(
    CARD_IDS.filter((id) => !seen.has(id)),
    rng,
  );
  const draw = (): CardId => {
    const id = unseen.pop();
    if (!id) throw new Error('determinize: the view shows more hidden cards than there are unseen cards');
    return id;
  };
  const hand = (p: Player): CardId[] => view.hands[p].map((id) => id ?? draw());
  const pile = (cards: AlsView['piles']['air']['0']): PlacedCard[] => cards.map((c) => ({ id: c.id ?? draw(), faceUp: c.faceUp }));
  const piles = {
    air: { '0': pile(view.piles.air['0']), '1': pile(view.piles.air['1']) },
    land: { '0': pile(view.piles.land['0']), '1': pile(view.piles.land['1']) },
    sea: { '0': pile(view.piles.sea['0']), '1': pile(view.piles.sea['1']) },
  };
  const hands = { '0': hand('0'), '1': hand('1') };
  const deck: CardId[] = view.reinforceCard ? [view.reinforceCard] : [];
  while (deck.length < view.deckSize) deck.push(draw());
  const discarded: CardId[] = [];
  while (discarded.length < view.discardedSize) discarded.push(draw());
  return {
    options: view.options,
    battle: view.battle,
    theaters: [...view.theaters],
    firstPlayer: view.firstPlayer,
    current: view.current,
    turn: view.turn,
    battleStartTurn: view.battleStartTurn,
    hands,
    deck,
    discarded,
    piles,
    vp: { ...view.vp },
    queue: view.queue.map((s) => ({ ...s })),
    choice: view.choice && { ...view.choice },
    airDrop: { ...view.airDrop },
    extraTurns: { ...view.extraTurns },
    // The view lists the battles only once the match is over; the last one matters before.
    battles: view.lastBattle === null || view.battles.length > 0 ? view.battles : [view.lastBattle],
    winner: view.winner,
  };
}
