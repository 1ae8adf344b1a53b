/**
 * The strip above a board: back to the lobby, the game, how to play it, who plays, and page-level
 * actions. Its first row is the way around (lobby, title, rules), on a phone too: the rest wraps
 * below it, never the rules link alone.
 */
import type { ReactNode } from 'react';
import { Link } from '../app/Link';
import { lobbyPath, rulesPath } from '../app/router';

/** `game`: the game whose rules the header links to, in a new tab so the match stays open. */
export function PlayHeader({ title, game, children }: { title: string; game?: string; children?: ReactNode }) {
  return (
    <header className="play-header">
      <Link to={lobbyPath(game)} className="play-header__home">
        ← Lobby
      </Link>
      <h1 className="play-header__title">{title}</h1>
      {game && (
        <a href={rulesPath(game)} target="_blank" rel="noopener" className="play-header__rules">
          How to play<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
      {children && <div className="play-header__extra">{children}</div>}
    </header>
  );
}
