/**
 * The solo page's "New game": a game under way (a move made, not over) is lost by it, so the
 * button asks first ("Abandon this game?" with New game and Keep playing), as the lobby's Leave
 * does: the question replaces the button, focus goes to the safe answer, Escape keeps playing.
 * A game not begun or over is replaced at once. Next to the Hints checkbox on a phone, one stray
 * tap threw a game away.
 */
import { useEffect, useRef, useState } from 'react';

interface Props {
  /** Asked when the button is pressed: whether a game is under way. */
  underWay: () => boolean;
  onNewGame: () => void;
}

export function NewGameButton({ underWay, onNewGame }: Props) {
  const [asking, setAsking] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asking) keepRef.current?.focus();
    else if (asked.current) buttonRef.current?.focus();
    asked.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button type="button" ref={buttonRef} onClick={() => (underWay() ? setAsking(true) : onNewGame())}>
        New game
      </button>
    );
  }
  return (
    <span className="leave-confirm" onKeyDown={(e) => e.key === 'Escape' && setAsking(false)}>
      Abandon this game?{' '}
      <button
        type="button"
        className="danger"
        onClick={() => {
          setAsking(false);
          onNewGame();
        }}
      >
        New game
      </button>{' '}
      <button type="button" ref={keepRef} onClick={() => setAsking(false)}>
        Keep playing
      </button>
    </span>
  );
}
