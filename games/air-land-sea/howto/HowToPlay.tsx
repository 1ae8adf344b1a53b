/**
 * How to play Air, Land & Sea, in the words of the rules spec (`/work/shared/rules`), with the
 * board's own cards as pictures. Numbers (strengths, VP, the withdraw table, the card texts)
 * come from the rules engine, so the page cannot drift from the game it explains.
 */
import { Card } from '../board/Card';
import { CARDS, FACE_DOWN_STRENGTH } from '../rules';
import { BATTLE_VP } from '../rules/battle';
import { BEGINNER_TARGET_VP, DEFAULT_TARGET_VP, TARGET_VPS } from '../rules/vocabulary';
import { CardList } from './CardList';
import { WithdrawTable } from './WithdrawTable';

/** A few cards side by side, each with a caption. */
function Figure({ cards, caption }: { cards: { id: Parameters<typeof Card>[0]['id']; faceUp: boolean; note: string }[]; caption: string }) {
  return (
    <figure className="howto__figure">
      <ul className="howto__cards">
        {cards.map((c, i) => (
          <li key={i}>
            <Card id={c.id} faceUp={c.faceUp} />
            <span className="howto__note">{c.note}</span>
          </li>
        ))}
      </ul>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

export function HowToPlay() {
  const otherTarget = TARGET_VPS.filter((vp) => vp !== DEFAULT_TARGET_VP).join(' or ');
  return (
    <div className="howto__body">
      <section aria-labelledby="als-goal">
        <h2 id="als-goal">The goal</h2>
        <p>
          Two players fight a series of battles. Win a battle by controlling more of the three theaters when both hands are played out, or
          when your opponent withdraws. A battle fought to the end is worth {BATTLE_VP} VP; the first player to {DEFAULT_TARGET_VP} VP (or{' '}
          {otherTarget}, if chosen) after a battle wins the game.
        </p>
        <p>
          <strong>Beginner mode</strong>: each battle won is worth 1 VP, first to {BEGINNER_TARGET_VP}, and the withdraw table is ignored.
        </p>
      </section>

      <section aria-labelledby="als-theaters">
        <h2 id="als-theaters">Theaters and cards</h2>
        <ul>
          <li>
            Three theaters, <strong>Air</strong>, <strong>Land</strong> and <strong>Sea</strong>, lie in a row in random order. The middle
            one is <strong>adjacent</strong> to both ends; the two ends are not adjacent.
          </li>
          <li>
            There are 18 cards: in each theater one card of each strength 1 to 6. Each player is dealt 6; the other 6 stay in a face-down
            deck. Nobody draws during a battle (except through Reinforce).
          </li>
          <li>Each player&apos;s cards in a theater form their own pile on their side.</li>
        </ul>
        <Figure
          cards={[
            { id: 'A6', faceUp: true, note: 'An Air card' },
            { id: 'L6', faceUp: true, note: 'A Land card' },
            { id: 'S6', faceUp: true, note: 'A Sea card' },
          ]}
          caption="The coloured edge and the line under the name tell a card's theater and printed strength."
        />
      </section>

      <section aria-labelledby="als-turn">
        <h2 id="als-turn">Your turn: exactly one action</h2>
        <ul>
          <li>
            <strong>Deploy</strong>: play a card from your hand face up to the theater of its type, on top of your earlier cards there. Its
            ability takes effect at once.
          </li>
          <li>
            <strong>Improvise</strong>: play a card face down to any theater. A face-down card has{' '}
            <strong>strength {FACE_DOWN_STRENGTH}</strong> and no ability. You may look at your own face-down cards; your opponent sees only
            their backs.
          </li>
          <li>
            <strong>Withdraw</strong>: give up the battle (see below).
          </li>
          <li>
            The top card of a pile is <strong>uncovered</strong>; the cards under it are <strong>covered</strong>.
          </li>
        </ul>
        <Figure
          cards={[
            { id: 'L4', faceUp: false, note: 'Your face-down card: you see it' },
            { id: null, faceUp: false, note: 'Your opponent’s face-down card' },
          ]}
          caption={`A face-down card counts ${FACE_DOWN_STRENGTH} and has no ability, whatever is printed on it.`}
        />
      </section>

      <section aria-labelledby="als-control">
        <h2 id="als-control">Strength and control</h2>
        <ul>
          <li>
            A face-up card counts its printed strength, a face-down card {FACE_DOWN_STRENGTH}. Escalation, Cover Fire and Support change
            that (see their texts).
          </li>
          <li>
            You <strong>control</strong> a theater when your total strength there is higher than your opponent&apos;s.
          </li>
          <li>
            The <strong>1st Player</strong> (who moves first in the battle) wins <strong>ties</strong>, and a theater with no cards at all.
            So a battle is never drawn.
          </li>
        </ul>
      </section>

      <section aria-labelledby="als-abilities">
        <h2 id="als-abilities">Abilities: instant and ongoing</h2>
        <ul>
          <li>An ability takes effect when its card is played face up or flipped face up.</li>
          <li>
            <strong>Instant</strong>: resolves once, then does nothing more. It is mandatory unless its text says &ldquo;may&rdquo;; an
            impossible one is ignored.
          </li>
          <li>
            <strong>Ongoing</strong>: works as long as the card is face up, covered or not; it stops while the card is face down and resumes
            when it is flipped up again.
          </li>
          <li>
            <strong>Flip</strong>: turn a card face up or face down, either player&apos;s. <strong>Move</strong>: the card stays on its
            owner&apos;s side, on top of another theater&apos;s pile; moving is not playing. <strong>Destroy</strong>: the card goes face
            down to the bottom of the deck, and a card destroyed as it is played does not use its ability.
          </li>
        </ul>
        <Figure
          cards={[
            { id: 'L2', faceUp: true, note: `An instant: ${CARDS.L2.name}` },
            { id: 'L4', faceUp: true, note: `An ongoing ability: ${CARDS.L4.name}` },
          ]}
          caption="The line under a card's name says which kind of ability it has."
        />
      </section>

      <section aria-labelledby="als-withdraw">
        <h2 id="als-withdraw">Withdrawing</h2>
        <p>
          On your turn you may withdraw instead of playing a card: your opponent wins the battle at once and scores by the number of cards
          left in your hand. Withdrawing early costs less than losing a battle fought to the end ({BATTLE_VP} VP).
        </p>
        <WithdrawTable />
      </section>

      <section aria-labelledby="als-end">
        <h2 id="als-end">End of a battle and of the game</h2>
        <ul>
          <li>
            A battle ends when both hands are empty, or when a player withdraws. Without a withdrawal, the player who controls more theaters
            wins it and scores {BATTLE_VP} VP.
          </li>
          <li>
            For the next battle all 18 cards are shuffled and 6 dealt to each player again; the theaters rotate (the rightmost moves to the
            far left), and the 1st and 2nd Player swap.
          </li>
          <li>After a battle, a player at or over the target VP wins the game.</li>
        </ul>
      </section>

      <section aria-labelledby="als-cards">
        <h2 id="als-cards">All 18 cards</h2>
        <p>Card texts of the revised edition (2020), the usual one.</p>
        <CardList />
      </section>
    </div>
  );
}
