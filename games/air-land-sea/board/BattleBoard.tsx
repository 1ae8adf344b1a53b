/**
 * A finished battle's board as it lay when the battle ended, every card shown (face-down ones
 * too: the battle is over): each theater with both sides' cards and strengths, and who won it.
 */
import { CARDS, type BattleResult, type Player } from '../rules';
import { THEATER_NAMES, type Seats } from './describe';

export function BattleBoard({ result, seats }: { result: BattleResult; seats: Seats }) {
  const { board, strengths, control } = result;
  if (!board || !strengths) return null;
  const side = (theater: keyof typeof board, p: Player) => (
    <ul className="battle-board__cards" aria-label={`${seats.name(p)} in ${THEATER_NAMES[theater]}`}>
      {board[theater][p].map((card, i) => (
        <li key={i} className={card.faceUp ? '' : 'battle-board__down'}>
          {CARDS[card.id].name} <small>{card.faceUp ? CARDS[card.id].strength : 'face down'}</small>
        </li>
      ))}
      {board[theater][p].length === 0 && <li className="hint">no card</li>}
    </ul>
  );
  return (
    <div className="battle-board" role="group" aria-label={`The board as battle ${result.battle} ended`}>
      {result.theaters.map((t) => (
        <section key={t} className={`battle-board__theater theater--${t}`}>
          <h3>
            {THEATER_NAMES[t]}{' '}
            <span className="battle-board__score">
              {seats.name(seats.me)} {strengths[t][seats.me]} : {strengths[t][seats.them]} {seats.name(seats.them)}
            </span>
          </h3>
          {control && <p className="battle-board__control">Won by {seats.name(control[t])}</p>}
          <div className="battle-board__sides">
            {side(t, seats.me)}
            {side(t, seats.them)}
          </div>
        </section>
      ))}
    </div>
  );
}

/** Every battle of the match, in order: who won it, how, and for how many VP. */
export function BattleList({ battles, seats }: { battles: readonly BattleResult[]; seats: Seats }) {
  return (
    <ol className="battle-list" aria-label="Battles">
      {battles.map((b) => (
        <li key={b.battle}>
          Battle {b.battle}: {seats.name(b.winner)} +{b.vp} VP{' '}
          <small>
            {b.withdrawn !== null
              ? `(${seats.name(b.withdrawn)} withdrew)`
              : `(${b.control ? Object.values(b.control).filter((p) => p === b.winner).length : 2} theaters of 3)`}
          </small>
        </li>
      ))}
    </ol>
  );
}
