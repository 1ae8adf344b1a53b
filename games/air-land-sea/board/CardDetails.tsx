/**
 * What inspecting a card shows (games/common/inspect.tsx): its name, theater, printed strength,
 * what it counts where it lies, and its ability in the rules engine's words (`CARDS`). A card the
 * viewer may not see (`id` null: the opponent's face-down card) shows its strength and nothing
 * else: the view it comes from holds nothing more.
 */
import { InspectBody } from '../../common/inspect';
import { CARDS, FACE_DOWN_STRENGTH, type CardId } from '../rules';
import { THEATER_NAMES } from './describe';

interface Props {
  id: CardId | null;
  faceUp: boolean;
  /** Where it lies, in words ("Your card in Air, covered by 1 card"). */
  place?: string;
  /** What it counts where it lies, when that is known (a theater of the battle in play). */
  strength?: number;
}

const KIND_NAMES = { instant: 'Instant', ongoing: 'Ongoing' } as const;

export function CardDetails({ id, faceUp, place, strength }: Props) {
  if (id === null) {
    return <InspectBody title={`Face-down card: strength ${strength ?? FACE_DOWN_STRENGTH}`} lines={place ? [place] : []} />;
  }
  const info = CARDS[id];
  const lines: string[] = [`${THEATER_NAMES[info.theater]} card, strength ${info.strength}`];
  if (place) lines.push(place);
  if (!faceUp) {
    lines.push(
      strength === undefined
        ? `Face down: no ability, strength ${FACE_DOWN_STRENGTH} (or as Escalation or Cover Fire made it).`
        : `Face down: counts as strength ${strength}, with no ability.`,
    );
  } else if (strength !== undefined && strength !== info.strength) {
    lines.push(`Counts ${strength} here.`);
  }
  if (info.kind === 'none') lines.push('No ability.');
  else lines.push(`${faceUp ? '' : 'Face up — '}${KIND_NAMES[info.kind]}: ${info.text}`);
  return <InspectBody title={faceUp ? info.name : `${info.name} (face down)`} lines={lines} />;
}
