/**
 * How many players, where the game has a choice: asked by every way of starting a table (a new
 * match, quick match). Each form keeps its own id and words, so both can sit on the lobby page.
 */
import type { GameMeta } from '../../games/common/meta';

interface Props {
  entry: GameMeta;
  id: string;
  label: string;
  numPlayers: number;
  onChange(numPlayers: number): void;
}

export function PlayerCountField({ entry, id, label, numPlayers, onChange }: Props) {
  if (entry.playerCounts.length < 2) return null;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={numPlayers} onChange={(e) => onChange(Number(e.target.value))}>
        {entry.playerCounts.map((n) => (
          <option key={n} value={n}>
            {n} players
          </option>
        ))}
      </select>
    </div>
  );
}
