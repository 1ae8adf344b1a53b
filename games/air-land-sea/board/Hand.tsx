/** Your hand (cards to pick) and, as backs, how many cards the opponent holds. */
import type { Roving } from '../../common/board-focus';
import { HINT_TARGET } from '../../common/meta';
import type { CardId } from '../rules';
import { Card, cardLabel } from './Card';
import { CardSlot } from './CardSlot';

interface HandProps {
  cards: (CardId | null)[];
  playable: Set<CardId>;
  selected: CardId | null;
  onSelect: (card: CardId) => void;
  label: string;
  /** Arrow keys move between the cards. */
  roving?: Roving<HTMLUListElement>;
  /** The card the solo page's hint says to play, marked as Land vs Sea marks its hex. */
  hinted?: CardId | null;
}

export function Hand({ cards, playable, selected, onSelect, label, roving, hinted = null }: HandProps) {
  return (
    <section className="hand" aria-label={label}>
      <h2 className="hand__title">{label}</h2>
      <ul className="hand__cards" ref={roving?.ref} onKeyDown={roving?.onKeyDown} onFocus={roving?.onFocus}>
        {cards.map((id, i) => (
          <CardSlot
            key={id ?? `hidden-${i}`}
            className={`card-slot${id !== null && id === hinted ? ` card-slot--hinted ${HINT_TARGET}` : ''}`}
            id={id}
            faceUp={id !== null}
            place="In your hand"
            action={
              id !== null && playable.has(id)
                ? {
                    label: `Play ${cardLabel(id, true)}${id === hinted ? ' (the hint)' : ''}`,
                    pressed: selected === id,
                    onClick: () => onSelect(id),
                  }
                : undefined
            }
            name={id === null ? 'A card in hand' : cardLabel(id, true)}
          >
            <Card id={id} faceUp={id !== null} />
          </CardSlot>
        ))}
        {cards.length === 0 && <li className="hand__empty">No cards left.</li>}
      </ul>
    </section>
  );
}
