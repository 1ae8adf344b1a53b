/**
 * One player's pile in a theater, bottom to top: covered cards as stacked strips, the
 * uncovered (top) card in full. A card the viewer can act on is a button.
 */
import type { CSSProperties } from 'react';
import type { SeenCard } from '../rules';
import { Card, cardLabel } from './Card';
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
  actionAt: (index: number) => CardAction | undefined;
  /** The last move played, flipped or moved this card. */
  markAt?: (index: number) => Mark | undefined;
}

export function Pile({ cards, strengths, side, label, actionAt, markAt }: Props) {
  return (
    // The zone has a fixed height: covered strips shrink as the pile grows (no layout shift).
    <ol className={`pile pile--${side}`} aria-label={label} style={{ '--covered': Math.max(1, cards.length - 1) } as CSSProperties}>
      {cards.map((card, index) => {
        const covered = index < cards.length - 1;
        const action = actionAt(index);
        const face = <Card id={card.id} faceUp={card.faceUp} strength={strengths[index]} covered={covered} mark={markAt?.(index)} />;
        return (
          // Cards never move within a pile except at the top, so the index is a stable key.
          <li key={index} className={`pile__slot${covered ? ' pile__slot--covered' : ''}`}>
            {action ? (
              <button
                type="button"
                className={`card-button target${action.selected ? ' target--selected' : ''}`}
                aria-pressed={action.selected ?? undefined}
                aria-label={`${action.verb} ${cardLabel(card.id, card.faceUp)}`}
                onClick={action.onClick}
              >
                {face}
              </button>
            ) : (
              face
            )}
          </li>
        );
      })}
    </ol>
  );
}
