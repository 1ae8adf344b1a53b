/**
 * A button whose action cannot be taken back (leave a seat, resign, forget a match, abandon a
 * solo game) asks first: the question replaces the button, with the safe answer first and then
 * the action (a double tap on a phone landed on the action, which took the asking button's place).
 * Focus goes along, to the safe answer, and back to the button when the question closes (never to
 * the top of the page); Escape is the safe answer, and so is moving the focus elsewhere on the
 * page (Tab past it): the question left open behind the keyboard user was still there, armed,
 * when they came back. Focus that leaves the page (another tab) keeps it open. The action's
 * button is marked dangerous.
 * An action that takes time (a request) keeps both answers waiting until it is done; then the
 * question closes (its owner usually goes away with the action's success).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface Props {
  /** The button that asks. */
  label: string;
  /** The question, and what it costs: "Resign? The others win this match." */
  question: ReactNode;
  /** The answer that acts ("Resign") and the one that does not ("Keep playing"). */
  yes: string;
  no: string;
  onYes: () => void | Promise<unknown>;
  /** Asked when the button is pressed: false acts at once (nothing would be lost). */
  askIf?: () => boolean;
}

export function AskFirst({ label, question, yes, no, onYes, askIf }: Props) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const noRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  /** The question closed because focus went elsewhere: it stays there. */
  const left = useRef(false);
  useEffect(() => {
    if (asking) noRef.current?.focus();
    else if (asked.current && !left.current) askRef.current?.focus();
    asked.current = asking;
    left.current = false;
  }, [asking]);

  const act = () => {
    const done = onYes();
    if (!(done instanceof Promise)) return setAsking(false);
    setBusy(true);
    void done.finally(() => {
      setBusy(false);
      setAsking(false);
    });
  };

  if (!asking) {
    return (
      <button type="button" ref={askRef} onClick={() => (askIf && !askIf() ? void onYes() : setAsking(true))}>
        {label}
      </button>
    );
  }
  return (
    <span
      className="ask-first"
      role="group"
      aria-label={label}
      onKeyDown={(e) => e.key === 'Escape' && !busy && setAsking(false)}
      onBlur={(e) => {
        const to = e.relatedTarget;
        if (busy || to === null || e.currentTarget.contains(to as Node)) return;
        left.current = true;
        setAsking(false);
      }}
    >
      {question}{' '}
      <button type="button" ref={noRef} disabled={busy} onClick={() => setAsking(false)}>
        {no}
      </button>{' '}
      <button type="button" className="danger" disabled={busy} onClick={act}>
        {yes}
      </button>
    </span>
  );
}
