/**
 * The two fields every way of starting a table asks first (a new match, quick match): the name
 * to play under and, where the game has a choice, how many players. Each form keeps its own ids
 * and words, so both can sit on the lobby page at once.
 */
import type { GameMeta } from '../../games/common/meta';

// Names longer than this are refused by the server (server/lobby-validation.ts).
const NAME_MAX = 50;

interface Props {
  entry: GameMeta;
  idPrefix: string;
  nameLabel: string;
  countLabel: string;
  name: string;
  onNameChange(name: string): void;
  numPlayers: number;
  onNumPlayersChange(numPlayers: number): void;
}

export function TableFields({ entry, idPrefix, nameLabel, countLabel, name, onNameChange, numPlayers, onNumPlayersChange }: Props) {
  return (
    <>
      <div className="field">
        <label htmlFor={`${idPrefix}-name`}>{nameLabel}</label>
        <input
          id={`${idPrefix}-name`}
          value={name}
          maxLength={NAME_MAX}
          autoComplete="nickname"
          onChange={(e) => onNameChange(e.target.value)}
        />
      </div>
      {entry.playerCounts.length > 1 && (
        <div className="field">
          <label htmlFor={`${idPrefix}-players`}>{countLabel}</label>
          <select id={`${idPrefix}-players`} value={numPlayers} onChange={(e) => onNumPlayersChange(Number(e.target.value))}>
            {entry.playerCounts.map((n) => (
              <option key={n} value={n}>
                {n} players
              </option>
            ))}
          </select>
        </div>
      )}
    </>
  );
}
