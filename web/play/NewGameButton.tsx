/**
 * The solo page's "New game": a game under way (a move made, not over) is lost by it, so the
 * button asks first ("Abandon this game?" with New game and Keep playing: `AskFirst`), as the
 * lobby's Leave does.
 * A game not begun or over is replaced at once. Next to the Hints checkbox on a phone, one stray
 * tap threw a game away.
 */
import { AskFirst } from '../app/AskFirst';

interface Props {
  /** Asked when the button is pressed: whether a game is under way. */
  underWay: () => boolean;
  onNewGame: () => void;
}

export function NewGameButton({ underWay, onNewGame }: Props) {
  return <AskFirst label="New game" question="Abandon this game?" yes="New game" no="Keep playing" onYes={onNewGame} askIf={underWay} />;
}
