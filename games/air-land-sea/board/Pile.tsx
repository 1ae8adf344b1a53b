/**
 * One player's pile in a theater, bottom to top: covered cards as stacked strips, the
 * uncovered (top) card in full. A card the viewer can act on is a button; every card can be
 * inspected where it lies (CardSlot).
 */
import type { CSSProperties } from 'react';
import { HINT_TARGET } from '../../common/meta';
import type { SeenCard } from '../rules';
import { Card, cardLabel } from './Card';
import { CardSlot } from './CardSlot';
import type { Mark } from './last-move';

export interface CardAction {
  /** What clicking does, for the accessible name: "Flip", "Move", "Return to hand". */
  verb: string;
  onClick: () => void;
  selected?: boolean;
}

interface Props {
  cards: SeenCard[];
  strengths: number[];
  side: 'mine' | 'theirs';
  label: string;
  /** Whose card it is and where, for one card: "Your card in Air". */
  place: string;
  actionAt: (index: number) => CardAction | undefined;
  /** The last move played, flipped or moved this card. */
  markAt?: (index: number) => Mark | undefined;
  /** The solo page's hint acts on this card: it is rung as the hand's hinted card is. */
  hintedAt?: (index: number) => boolean;
}

export function Pile({ cards, strengths, side, label, place, actionAt, markAt, hintedAt }: Props) {
  return (
    // The zone has a fixed height: covered strips shrink as the pile grows (no layout shift).
    <ol className={`pile pile--${side}`} aria-label={label} style={{ '--covered': Math.max(1, cards.length - 1) } as CSSProperties}>
      {cards.map((card, index) => {
        const above = cards.length - 1 - index;
        const action = actionAt(index);
        const hinted = hintedAt?.(index) ?? false;
        const theHint = hinted ? ' (the hint)' : '';
        return (
          // Cards never move within a pile except at the top, so the index is a stable key.
          <CardSlot
            key={index}
            className={`card-slot pile__slot${above > 0 ? ' pile__slot--covered' : ''}${hinted ? ` card-slot--hinted ${HINT_TARGET}` : ''}`}
            id={card.id}
            faceUp={card.faceUp}
            place={`${place}, ${above > 0 ? `covered by ${above} card${above === 1 ? '' : 's'}` : 'uncovered'}`}
            strength={strengths[index]}
            action={
              action && {
                label: `${action.verb} ${cardLabel(card.id, card.faceUp)}${theHint}`,
                pressed: action.selected,
                onClick: action.onClick,
              }
            }
            name={`${card.id === null ? 'Face-down card' : cardLabel(card.id, card.faceUp)}${above > 0 ? ', covered' : ''}${theHint}`}
          >
            <Card id={card.id} faceUp={card.faceUp} strength={strengths[index]} covered={above > 0} mark={markAt?.(index)} />
          </CardSlot>
        );
      })}
    </ol>
  );
}
