/** Your hand (cards to pick) and, as backs, how many cards the opponent holds. */
import type { Roving } from '../../common/board-focus';
import type { CardId } from '../rules';
import { Card, cardLabel } from './Card';

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
          <li key={id ?? `hidden-${i}`} className="card-slot">
            {/* The button lies over the card (which follows it), so its name (what it does) is
                all it says: no visible text of its own for that name to contradict. */}
            {id !== null && playable.has(id) && (
              <button
                type="button"
                className={`card-button target${selected === id ? ' target--selected' : ''}`}
                aria-pressed={selected === id}
                aria-label={`Play ${cardLabel(id, true)}`}
                onClick={() => onSelect(id)}
              />
            )}
            <Card id={id} faceUp={id !== null} />
          </li>
        ))}
        {cards.length === 0 && <li className="hand__empty">No cards left.</li>}
      </ul>
    </section>
  );
}
