/** The 18 battle cards: printed data only. What each ability does lives in `abilities/`. */
import type { CardId, Theater } from './vocabulary';

export type AbilityKind = 'instant' | 'ongoing' | 'none';

export interface CardInfo {
  id: CardId;
  name: string;
  theater: Theater;
  strength: number;
  kind: AbilityKind;
  /** Revised Edition text, for boards and logs. */
  text: string;
}

const THEATER_OF_LETTER = { A: 'air', L: 'land', S: 'sea' } as const;

function card(id: CardId, name: string, kind: AbilityKind, text: string): CardInfo {
  const letter = id[0] as keyof typeof THEATER_OF_LETTER;
  return { id, name, theater: THEATER_OF_LETTER[letter], strength: Number(id[1]), kind, text };
}

const MANEUVER = 'Flip an uncovered card in an adjacent theater.';

export const CARDS: Readonly<Record<CardId, CardInfo>> = {
  A1: card('A1', 'Support', 'ongoing', 'You gain +3 strength in each adjacent theater.'),
  A2: card('A2', 'Air Drop', 'instant', 'The next time you play a card, you may play it to a non-matching theater.'),
  A3: card('A3', 'Maneuver', 'instant', MANEUVER),
  A4: card('A4', 'Aerodrome', 'ongoing', 'You may play cards of strength 3 or less to non-matching theaters.'),
  A5: card('A5', 'Containment', 'ongoing', 'If any player plays a facedown card, destroy that card.'),
  A6: card('A6', 'Heavy Bombers', 'none', ''),
  L1: card('L1', 'Reinforce', 'instant', 'Draw 1 card and play it facedown to an adjacent theater.'),
  L2: card('L2', 'Ambush', 'instant', 'Flip any uncovered card.'),
  L3: card('L3', 'Maneuver', 'instant', MANEUVER),
  L4: card('L4', 'Cover Fire', 'ongoing', 'All cards covered by this card are now strength 4.'),
  L5: card('L5', 'Disrupt', 'instant', 'Starting with you, both players choose and flip 1 of their uncovered cards.'),
  L6: card('L6', 'Heavy Tanks', 'none', ''),
  S1: card('S1', 'Transport', 'instant', 'You may move 1 of your cards to a different theater.'),
  S2: card('S2', 'Escalation', 'ongoing', 'All of your facedown cards are now strength 4.'),
  S3: card('S3', 'Maneuver', 'instant', MANEUVER),
  S4: card('S4', 'Redeploy', 'instant', 'You may return 1 of your facedown cards to your hand. If you do, play a card.'),
  S5: card(
    'S5',
    'Blockade',
    'ongoing',
    'If any player plays a card to an adjacent theater occupied by at least 3 other cards, destroy that card.',
  ),
  S6: card('S6', 'Super Battleship', 'none', ''),
};

/** Strength of a face-down card (the official rulebook; the seed guide's 1 is wrong). */
export const FACE_DOWN_STRENGTH = 2;
