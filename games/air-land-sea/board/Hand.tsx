/** Your hand (cards to pick) and, as backs, how many cards the opponent holds. */
import type { Roving } from '../../common/board-focus';
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
}

export function Hand({ cards, playable, selected, onSelect, label, roving }: HandProps) {
  return (
    <section className="hand" aria-label={label}>
      <h2 className="hand__title">{label}</h2>
      <ul className="hand__cards" ref={roving?.ref} onKeyDown={roving?.onKeyDown} onFocus={roving?.onFocus}>
        {cards.map((id, i) => (
          <CardSlot
            key={id ?? `hidden-${i}`}
            className="card-slot"
            id={id}
            faceUp={id !== null}
            place="In your hand"
            action={
              id !== null && playable.has(id)
                ? { label: `Play ${cardLabel(id, true)}`, pressed: selected === id, onClick: () => onSelect(id) }
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
