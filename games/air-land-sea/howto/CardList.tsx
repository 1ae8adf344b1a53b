/** All eighteen cards, by theater, drawn by the board's own card with the rules engine's text. */
import { Card } from '../board/Card';
import { THEATER_NAMES } from '../board/describe';
import { CARD_IDS, CARDS, THEATERS } from '../rules';

export function CardList() {
  return (
    <>
      {THEATERS.map((theater) => (
        <section key={theater} aria-labelledby={`howto-cards-${theater}`}>
          <h3 id={`howto-cards-${theater}`}>{THEATER_NAMES[theater]}</h3>
          <ul className="howto__cards">
            {CARD_IDS.filter((id) => CARDS[id].theater === theater).map((id) => (
              <li key={id}>
                <Card id={id} faceUp />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
