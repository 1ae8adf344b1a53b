/**
 * Giving up the seat of a match still waiting for players, on the match page and in "Your
 * matches": a button that asks first ("Give up your seat?" with Leave and Stay), then leaves
 * (`leaveSeat`), as `AskFirst` asks. A leave refused keeps the seat and closes the question.
 * Its owner unmounts it once the table is full: a question left open goes with it.
 */
import { AskFirst } from '../app/AskFirst';
import { leaveSeat } from './actions';
import { explainError, lobbyClient } from './api';
import type { Seat } from './seats';

interface Props {
  seat: Seat;
  /** The button's text. */
  label: string;
  /** Known to be the match's only person: the question says the match goes with this seat. */
  alone: boolean;
  onLeft: () => void;
  /** Why the leave failed (the seat is kept), or null when it is tried again. */
  onError: (message: string | null) => void;
}

export function LeaveSeat({ seat, label, alone, onLeft, onError }: Props) {
  const leave = async () => {
    onError(null);
    try {
      await leaveSeat(lobbyClient(), seat);
      onLeft();
    } catch (e) {
      onError(explainError(e));
    }
  };
  return (
    <AskFirst
      label={label}
      question={`Give up your seat?${alone ? ' Nobody else has joined: the match is removed.' : ''}`}
      yes="Leave"
      no="Stay"
      onYes={leave}
    />
  );
}
