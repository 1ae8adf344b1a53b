/**
 * The solo page's choice of the computer's level. A beginner who found the computer too strong
 * had to go back to the lobby and find its select at the foot of the new-game form (QA). Each
 * level keeps its own game (the page's `storageKey` names it): another level resumes the game
 * kept at it, or deals a new one, and the game left stays kept at its level.
 */
import { sentence } from '../../games/common/log';
import { navigate, soloPath } from '../app/router';

interface Props {
  game: string;
  levels: readonly string[];
  level: string;
  query: URLSearchParams;
}

export function SoloLevel({ game, levels, level, query }: Props) {
  if (levels.length < 2) return null;
  return (
    <label className="solo-level" title="Each level keeps its own game: this one stays kept at its level">
      Level
      <select value={level} onChange={(event) => navigate(soloPath(game, { ...Object.fromEntries(query), level: event.target.value }))}>
        {levels.map((l) => (
          <option key={l} value={l}>
            {sentence(l)}
          </option>
        ))}
      </select>
    </label>
  );
}
