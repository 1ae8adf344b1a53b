/**
 * The lobby's choice of game, a radio group as WAI-ARIA's pattern has it: one Tab stop (the game
 * picked), and the arrow keys move to the next game and pick it. (Each game was a Tab stop of its
 * own and the arrows did nothing, which a screen reader's "radio group" promises.)
 */
import { useRef, type KeyboardEvent } from 'react';
import type { GameMeta } from '../../games/common/meta';

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

interface Props {
  games: readonly GameMeta[];
  picked: string;
  pick: (game: string) => void;
}

export function GamePicker({ games, picked, pick }: Props) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault(); // the arrows would scroll the page too
    const next = (index + step + games.length) % games.length;
    pick(games[next]!.name);
    buttons.current[next]?.focus();
  };
  return (
    <div className="game-picker" role="radiogroup" aria-label="Game">
      {games.map((g, index) => (
        <button
          key={g.name}
          ref={(button) => {
            buttons.current[index] = button;
          }}
          type="button"
          role="radio"
          aria-checked={g.name === picked}
          tabIndex={g.name === picked ? 0 : -1}
          onClick={() => pick(g.name)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          <strong>{g.title}</strong>
          <span>{g.blurb}</span>
        </button>
      ))}
    </div>
  );
}
