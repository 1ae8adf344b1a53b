/**
 * A finished battle's board as it lay when the battle ended, every card shown (face-down ones
 * too: the battle is over): each theater with both sides' cards and strengths, and who won it.
 * Each card can be inspected (a button: one Tab stop for them all, moved through by the arrows).
 */
import { useRoving } from '../../common/board-focus';
import { useInspection } from '../../common/inspect';
import { CARDS, type BattleResult, type Player } from '../rules';
import { CardDetails } from './CardDetails';
import { THEATER_NAMES, type Seats } from './describe';

type BoardCard = NonNullable<BattleResult['board']>['air']['0'][number];

function BattleCard({ card, place }: { card: BoardCard; place: string }) {
  const look = useInspection<HTMLLIElement>(() => <CardDetails id={card.id} faceUp={card.faceUp} place={place} />);
  return (
    <li className={card.faceUp ? '' : 'battle-board__down'} {...look.trigger}>
      <button type="button" className="battle-board__card" {...look.toggler}>
        {CARDS[card.id].name} <small>{card.faceUp ? CARDS[card.id].strength : 'face down'}</small>
      </button>
      {look.popover}
    </li>
  );
}

export function BattleBoard({ result, seats }: { result: BattleResult; seats: Seats }) {
  const cardKeys = useRoving<HTMLDivElement>('.battle-board__card');
  const { board, strengths, control } = result;
  if (!board || !strengths) return null;
  const side = (theater: keyof typeof board, p: Player) => (
    <ul className="battle-board__cards" aria-label={`${seats.name(p)} in ${THEATER_NAMES[theater]}`}>
      {board[theater][p].map((card, i) => (
        <BattleCard key={i} card={card} place={`${seats.whose(p)} card in ${THEATER_NAMES[theater]} when battle ${result.battle} ended`} />
      ))}
      {/* A side with no card has strength only from a Support next door (QA: "no card … 3" said nothing of where the 3 came from). */}
      {board[theater][p].length === 0 && (
        <li className="hint">no card{strengths[theater][p] > 0 && `: +${strengths[theater][p]} from Support`}</li>
      )}
    </ul>
  );
  return (
    <div
      className="battle-board"
      role="group"
      aria-label={`The board as battle ${result.battle} ended`}
      ref={cardKeys.ref}
      onKeyDown={cardKeys.onKeyDown}
      onFocus={cardKeys.onFocus}
    >
      {result.theaters.map((t) => (
        <section key={t} className={`battle-board__theater theater--${t}`}>
          <h3>
            {THEATER_NAMES[t]}{' '}
            <span className="battle-board__score">
              {seats.name(seats.them)}{' '}
              <span className="keep-together">
                {strengths[t][seats.them]} : {strengths[t][seats.me]}
              </span>{' '}
              {seats.name(seats.me)}
            </span>
          </h3>
          {control && (
            <p className="battle-board__control">
              Won by {seats.name(control[t])}
              {strengths[t]['0'] === strengths[t]['1'] && ': a tie goes to the 1st Player'}
            </p>
          )}
          <div className="battle-board__sides">
            {side(t, seats.them)}
            {side(t, seats.me)}
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
