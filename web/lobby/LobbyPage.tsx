/**
 * The lobby: pick a game, play a quick match, start a match or a solo game, join an open match,
 * resume yours; the leaderboards and your player page (ratings, finished matches, your token for
 * another device).
 */
import { useEffect, useState } from 'react';
import { GAMES } from '../../games';
import { Link } from '../app/Link';
import { leaderboardPath, lobbyPath, rulesPath, tutorialPath } from '../app/router';
import { registerIfRenamed } from '../players/api';
import { storedToken } from '../players/identity';
import { GamePicker } from './GamePicker';
import { focusNameField, NameField } from './NameField';
import { NewMatch } from './NewMatch';
import { OpenMatches } from './OpenMatches';
import { QuickMatch } from './QuickMatch';
import { loadLobbyGame, loadName, saveLobbyGame, saveName } from './seats';
import { YourMatches } from './YourMatches';
import { YourTurn } from './YourTurn';
import { useYourSeats } from './useYourSeats';

export function LobbyPage({ query = new URLSearchParams() }: { query?: URLSearchParams }) {
  // The address's game, else the one last picked here: a Land vs Sea player who came back by
  // the bare address found Air, Land & Sea picked, and its list without their match (QA).
  const [gameName, setGameName] = useState(
    () => (GAMES.find((g) => g.name === query.get('game')) ?? GAMES.find((g) => g.name === loadLobbyGame()) ?? GAMES[0]!).name,
  );
  useEffect(() => saveLobbyGame(gameName), [gameName]);
  // In the address too: a reload, or the way back from a match, finds the same game picked.
  const pick = (game: string) => {
    setGameName(game);
    window.history.replaceState(window.history.state, '', lobbyPath(game));
  };
  const [name, setName] = useState(loadName);
  const [nameMissing, setNameMissing] = useState(false);
  const askName = () => {
    setNameMissing(true);
    focusNameField();
  };
  const yours = useYourSeats();
  const entry = GAMES.find((g) => g.name === gameName) ?? GAMES[0]!;
  const changeName = (value: string) => {
    setName(value);
    // Said until a name is typed (spaces are none), not again if it is cleared later.
    if (value.trim() !== '') setNameMissing(false);
    saveName(value.trim());
  };
  // A player (this browser has played) goes by the new name at once: their page and the
  // leaderboard kept the old one until their next seat (QA). A browser that never played makes
  // no player here: a page view makes none.
  const nameDone = (value: string) => {
    if (value.trim() !== '' && storedToken() !== null) void registerIfRenamed(value.trim());
  };
  return (
    <main className="page lobby">
      <header className="lobby__header">
        <h1>{GAMES.map((g) => g.title).join(' · ')}</h1>
        <p>
          {/* The solo game's button ends the new-game form, far down on a phone. */}
          Play with friends — create a match and send them the link — or <a href="#solo">against the computer</a>.
          {/* Below the new-game form on a phone, a screen or two down (QA). */}
          {yours.seats.length > 0 && (
            <>
              {' '}
              <a href="#your-matches">Your matches ({yours.seats.length})</a>
            </>
          )}
        </p>
      </header>
      <YourTurn seats={yours.seats} standings={yours.standings} />
      {GAMES.length > 1 && <GamePicker games={GAMES} picked={gameName} pick={pick} />}
      {GAMES.length === 1 && <p className="blurb">{entry.blurb}</p>}
      {/* The picked game's only: one row or two on a phone, where both games' took four (QA). */}
      <nav className="lobby__rules" aria-label="Rules and ratings">
        <ul>
          <li>
            <Link to={rulesPath(entry.name)} label={`How to play ${entry.title}`}>
              How to play
            </Link>
          </li>
          {entry.tutorial && (
            <li>
              <Link to={tutorialPath(entry.name)} label={`Tutorial for ${entry.title}`}>
                Tutorial
              </Link>
            </li>
          )}
          {entry.rating && (
            <li>
              <Link to={leaderboardPath(entry.name)} label={`${entry.title} leaderboard`}>
                Leaderboard
              </Link>
            </li>
          )}
          <li>
            <Link to="/player/me">Your player page</Link>
          </li>
        </ul>
      </nav>
      <NameField name={name} onChange={changeName} onDone={nameDone} missing={nameMissing} />
      {/* In a phone's order (one column); a desktop's two columns are the stylesheet's. */}
      <div className="lobby__columns">
        <QuickMatch entry={entry} name={name} onNameMissing={askName} />
        <OpenMatches entry={entry} name={name} onNameMissing={askName} />
        <NewMatch key={entry.name} entry={entry} name={name} onNameMissing={askName} />
        <YourMatches {...yours} />
      </div>
    </main>
  );
}
