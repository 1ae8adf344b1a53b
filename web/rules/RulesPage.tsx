/**
 * How to play a game at `/rules/<game>`: the game's own rules page (its meta loads it, so the
 * lobby's bundle holds none of it), under a header back to the lobby. Boards open it in a new
 * tab, so reading the rules never leaves a match.
 */
import type { ComponentType } from 'react';
import { findGame } from '../../games';
import type { GameMeta } from '../../games/common/meta';
import { ErrorMessage } from '../app/ErrorMessage';
import { Link } from '../app/Link';
import { tutorialPath } from '../app/router';
import { UnknownGame } from '../play/UnknownGame';
import { useAsync } from '../play/useGameModule';
import { OptionList } from './OptionList';
import './rules.css';

export function RulesPage({ game }: { game: string }) {
  const entry = findGame(game);
  if (!entry) return <UnknownGame game={game} />;
  return <RulesView entry={entry} />;
}

function RulesView({ entry }: { entry: GameMeta }) {
  const content = useAsync(() => entry.howToPlay(), entry.name);
  return (
    <main className="page howto">
      <nav className="howto__nav" aria-label="Site">
        <Link to="/">← Lobby</Link>
      </nav>
      <h1>How to play {entry.title}</h1>
      <p className="howto__blurb">{entry.blurb}</p>
      {entry.tutorial && (
        <p className="howto__tutorial">
          Rather learn by playing? <Link to={tutorialPath(entry.name)}>Play the guided tutorial</Link>, step by step on the real board.
        </p>
      )}
      {content.status === 'failed' ? (
        <ErrorMessage message={`Could not load the rules: ${content.error}`} />
      ) : content.status === 'loading' ? (
        <p className="status-line">Loading the rules…</p>
      ) : (
        <Content Rules={content.value} />
      )}
      <OptionList entry={entry} />
    </main>
  );
}

function Content({ Rules }: { Rules: ComponentType }) {
  return <Rules />;
}
