/**
 * Giving up the seat of a match still waiting for players, on the match page and in "Your
 * matches": a button that asks first ("Give up your seat?" with Leave and Stay), then leaves
 * (`leaveSeat`). The question replaces the button that asked it, and the other way round: focus
 * goes along (to the safe answer), never back to the top of the page; Escape answers Stay. Its
 * owner unmounts it once the table is full: a question left open goes with it.
 */
import { useEffect, useRef, useState } from 'react';
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
  const [leaving, setLeaving] = useState<'no' | 'asking' | 'sent'>('no');
  const stayRef = useRef<HTMLButtonElement>(null);
  const leaveRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (leaving === 'asking') stayRef.current?.focus();
    else if (leaving === 'no' && asked.current) leaveRef.current?.focus();
    asked.current = leaving !== 'no';
  }, [leaving]);

  const leave = async () => {
    setLeaving('sent');
    onError(null);
    try {
      await leaveSeat(lobbyClient(), seat);
      onLeft();
    } catch (e) {
      setLeaving('no');
      onError(explainError(e));
    }
  };

  if (leaving === 'no') {
    return (
      <button type="button" ref={leaveRef} onClick={() => setLeaving('asking')}>
        {label}
      </button>
    );
  }
  return (
    <span className="leave-confirm" onKeyDown={(e) => e.key === 'Escape' && leaving === 'asking' && setLeaving('no')}>
      Give up your seat? {alone ? 'Nobody else has joined: the match is removed. ' : ''}
      <button type="button" className="danger" disabled={leaving === 'sent'} onClick={() => void leave()}>
        Leave
      </button>{' '}
      <button type="button" ref={stayRef} disabled={leaving === 'sent'} onClick={() => setLeaving('no')}>
        Stay
      </button>
    </span>
  );
}
