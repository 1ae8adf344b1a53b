/** One card: its face (name, strength, ability text) or, for a hidden card, its back. */
import { Fragment } from 'react';
import { CARDS, type CardId } from '../rules';
import { THEATER_NAMES } from './describe';
import type { Mark } from './last-move';

interface Props {
  /** null: the opponent's face-down card. */
  id: CardId | null;
  faceUp: boolean;
  /** Its strength where it lies, when that differs from the printed one (face down, Cover Fire). */
  strength?: number;
  /** A covered card shows only its top strip. */
  covered?: boolean;
  /** What the last move did to it: marked, and briefly animated. */
  mark?: Mark;
}

/**
 * Where the long words of card names may break: a phone's pile gives a name about 75 px and a hand
 * card beside the game log about 96, and no browser here hyphenates by itself ("Containment"
 * showed as "Containm…").
 */
const WORD_BREAKS: Record<string, string[] | undefined> = {
  Aerodrome: ['Aero', 'drome'],
  Battleship: ['Battle', 'ship'],
  Containment: ['Contain', 'ment'],
  Escalation: ['Escala', 'tion'],
  Reinforce: ['Rein', 'force'],
  Transport: ['Trans', 'port'],
};

/**
 * What a covered card's one-line strip calls it on a phone, where the name has about 75 px: the
 * word that tells it from the others ("Heavy Bombers" was cut to "Heavy B…"). The card's button
 * still says the whole name.
 */
const STRIP_NAMES: Record<string, string> = {
  'Heavy Bombers': 'Bombers',
  'Heavy Tanks': 'Tanks',
  'Super Battleship': 'Battleship',
};

function StripName({ name }: { name: string }) {
  const short = STRIP_NAMES[name];
  if (short === undefined) return name;
  return (
    <>
      <span className="card__long">{name}</span>
      <span className="card__short">{short}</span>
    </>
  );
}

/**
 * A card's name with its break opportunities (`<wbr>`); its text stays the name. A word with
 * breaks is a unit of its own (`card__word`): in the hand, where a name may take two lines, a line
 * breaks at a space first ("Super" over "Battleship", not "Super Battle" over "ship") and inside
 * a word only when the word alone does not fit. A covered card's strip has one line.
 */
function BreakableName({ name }: { name: string }) {
  return name.split(' ').map((word, w) => {
    const pieces = WORD_BREAKS[word];
    return (
      <Fragment key={w}>
        {w > 0 && ' '}
        {pieces ? (
          <span className="card__word">
            {pieces.map((piece, i) => (
              <Fragment key={i}>
                {i > 0 && <wbr />}
                {piece}
              </Fragment>
            ))}
          </span>
        ) : (
          word
        )}
      </Fragment>
    );
  });
}

export function Card({ id, faceUp, strength, covered = false, mark }: Props) {
  const last = mark ? ` card--last card--${mark}` : '';
  if (id === null) {
    return (
      <div className={`card card--back${covered ? ' card--covered' : ''}${last}`} title={mark ? `last move: ${mark}` : undefined}>
        <span className="card__name">Face down</span>
        <span className="card__strength" title="strength">
          {strength ?? 2}
        </span>
      </div>
    );
  }
  const info = CARDS[id];
  const shown = strength ?? (faceUp ? info.strength : 2);
  const changed = shown !== info.strength;
  return (
    <div
      className={`card card--${info.theater}${faceUp ? '' : ' card--down'}${covered ? ' card--covered' : ''}${last}`}
      title={mark ? `last move: ${mark}` : undefined}
    >
      <span className="card__name">
        {covered ? <StripName name={info.name} /> : <BreakableName name={info.name} />}
        {/* The separator is the desktop's: a phone gives the words a line of their own. */}
        {!faceUp && (
          <span className="card__tag">
            <span className="card__tag-dot"> · </span>face down
          </span>
        )}
      </span>
      <span className="card__strength" title={changed ? `printed ${info.strength}, counts ${shown}` : 'strength'}>
        {/* Printed, then what it counts: a struck printed 1 beside a 2 read "2±" on a phone. */}
        {changed && <span className="card__printed">{info.strength}→</span>}
        {shown}
      </span>
      {!covered && (
        <>
          <span className="card__meta">
            {THEATER_NAMES[info.theater]} {info.strength} · {info.kind === 'none' ? 'no ability' : info.kind}
          </span>
          {info.text && <span className="card__text">{info.text}</span>}
        </>
      )}
    </div>
  );
}

/** The accessible name of a card where it lies, for buttons and screen readers. */
export function cardLabel(id: CardId | null, faceUp: boolean): string {
  if (id === null) return 'a face-down card';
  const info = CARDS[id];
  return `${info.name} (${id}${faceUp ? '' : ', face down'})`;
}
