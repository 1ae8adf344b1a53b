/** One theater column: the opponent's pile, the theater with both totals and its controller, yours. */
import { HINT_TARGET } from '../../common/meta';
import type { Player, SeenCard, TheaterStanding, Theater as TheaterId } from '../rules';
import type { Mark } from './last-move';
import { THEATER_NAMES, type Seats } from './describe';
import { Pile, type CardAction } from './Pile';

export interface TargetButton {
  /** Short visible text ("Face up"). */
  text: string;
  /** Full accessible name ("Deploy Maneuver face up to Air"). */
  label: string;
  onClick: () => void;
  /** What the play will come to, said before it is made ("destroyed by Containment"). */
  warn?: string;
  /** It makes the move the solo page's hint suggests. */
  hinted?: boolean;
}

interface Props {
  theater: TheaterId;
  position: number;
  piles: { mine: SeenCard[]; theirs: SeenCard[] };
  strength: TheaterStanding;
  seats: Seats;
  myAction: (index: number) => CardAction | undefined;
  theirAction: (index: number) => CardAction | undefined;
  targets: TargetButton[];
  /** What the last move did to a card here, if anything. */
  markAt: (owner: Player, index: number) => Mark | undefined;
  /** The hint's move acts on this card here. */
  hintedAt?: (owner: Player, index: number) => boolean;
  /** The hint's move names this theater and nothing else (Reinforce's placement). */
  hinted?: boolean;
}

const POSITIONS = ['left', 'middle', 'right'];

export function Theater({
  theater,
  position,
  piles,
  strength,
  seats,
  myAction,
  theirAction,
  targets,
  markAt,
  hintedAt = () => false,
  hinted = false,
}: Props) {
  const name = THEATER_NAMES[theater];
  const mine = strength.sides[seats.me].total;
  const theirs = strength.sides[seats.them].total;
  const controlledByMe = strength.controller === seats.me;
  // A phone gives a header about 95 px: the opponent is "They" there, as the player is "You", so
  // each line fits one row and the hand stays on screen. A spectator needs both names.
  const controlText = seats.spectator ? `${seats.name(strength.controller)} controls` : controlledByMe ? 'You control' : 'They control';
  // What the totals hold besides the cards shown (Support's +3), and why a tie goes one way (the
  // "1st" of the badge beside the 1st Player's name).
  const bonus = (seat: Player) => strength.sides[seat].total - strength.sides[seat].cards.reduce((a, b) => a + b, 0);
  const supportOf = (seat: Player) =>
    seats.spectator ? `${seats.name(seat)}’s Support` : seat === seats.me ? 'your Support' : 'their Support';
  const bonuses = [seats.them, seats.me].filter((seat) => bonus(seat) > 0).map((seat) => `+${bonus(seat)} from ${supportOf(seat)}`);
  const why = [...(mine === theirs ? ['tie goes to 1st'] : []), ...bonuses];
  return (
    <section
      className={`theater theater--${theater}${targets.length > 0 ? ' theater--target' : ''}${hinted ? ` theater--hinted ${HINT_TARGET}` : ''}`}
      aria-label={`${name} theater (${POSITIONS[position]})${hinted ? ' (the hint)' : ''}`}
    >
      <div className="theater__zone theater__zone--theirs">
        <Pile
          cards={piles.theirs}
          strengths={strength.sides[seats.them].cards}
          side="theirs"
          label={`${seats.name(seats.them)}’s cards in ${name}`}
          place={`${seats.name(seats.them)}’s card in ${name}`}
          actionAt={theirAction}
          markAt={(index) => markAt(seats.them, index)}
          hintedAt={(index) => hintedAt(seats.them, index)}
        />
      </div>
      <header className={`theater__header ${controlledByMe ? 'is-mine' : 'is-theirs'}`}>
        <div className="theater__title">
          <h3 className="theater__name">{name}</h3>
          <p
            className="theater__score"
            role="img"
            aria-label={`${name}: ${seats.name(seats.them)} ${theirs}, ${seats.name(seats.me)} ${mine}`}
          >
            <span className="score score--theirs">{theirs}</span>
            <span aria-hidden="true"> : </span>
            <span className="score score--mine">{mine}</span>
          </p>
        </div>
        <p className="theater__control">{controlText}</p>
        {why.map((line) => (
          <p key={line} className="theater__why">
            {line}
          </p>
        ))}
      </header>
      <div className="theater__targets">
        {targets.map((t) => (
          <button
            key={t.label}
            type="button"
            className={`target-button${t.warn ? ' target-button--warn' : ''}${t.hinted ? ` target-button--hinted ${HINT_TARGET}` : ''}`}
            aria-label={`${t.label}${t.warn ? `: ${t.warn}` : ''}${t.hinted ? ' (the hint)' : ''}`}
            onClick={t.onClick}
          >
            {t.text}
            {t.warn && <small className="target-button__warn">{t.warn}</small>}
          </button>
        ))}
      </div>
      <div className="theater__zone theater__zone--mine">
        <Pile
          cards={piles.mine}
          strengths={strength.sides[seats.me].cards}
          side="mine"
          label={`${seats.name(seats.me)}${seats.spectator ? '’s' : 'r'} cards in ${name}`}
          place={`${seats.name(seats.me)}${seats.spectator ? '’s' : 'r'} card in ${name}`}
          actionAt={myAction}
          markAt={(index) => markAt(seats.me, index)}
          hintedAt={(index) => hintedAt(seats.me, index)}
        />
      </div>
    </section>
  );
}
