/**
 * A card where it lies (hand or pile), inspectable (games/common/inspect.tsx). A card the viewer
 * can act on has a button laid over it that says what a click does, as before; any other card
 * has one that only shows what the card is. Either shows the inspection on focus, hover or a
 * long press.
 */
import type { ReactNode } from 'react';
import { useInspection } from '../../common/inspect';
import type { CardId } from '../rules';
import { CardDetails } from './CardDetails';

export interface SlotAction {
  /** The button's accessible name: what it does ("Play Maneuver (A3)"). */
  label: string;
  pressed?: boolean;
  onClick: () => void;
}

interface Props {
  className: string;
  id: CardId | null;
  faceUp: boolean;
  /** Where it lies, in words. */
  place: string;
  /** What it counts where it lies (in a theater). */
  strength?: number;
  action?: SlotAction;
  /** The inspect button's accessible name, when there is no action. */
  name: string;
  /** The card itself. */
  children: ReactNode;
}

export function CardSlot({ className, id, faceUp, place, strength, action, name, children }: Props) {
  const look = useInspection<HTMLLIElement>(() => <CardDetails id={id} faceUp={faceUp} place={place} strength={strength} />);
  return (
    <li className={className} {...look.trigger}>
      {/* Over the card, which follows it: the button says what it does, the card shows itself. */}
      {action ? (
        <button
          type="button"
          className={`card-button target${action.pressed ? ' target--selected' : ''}`}
          aria-pressed={action.pressed}
          aria-label={action.label}
          aria-describedby={look.describedBy}
          onClick={action.onClick}
        />
      ) : (
        <button type="button" className="card-inspect" aria-label={name} {...look.toggler} />
      )}
      {children}
      {look.popover}
    </li>
  );
}
