/** The strip above a board: back to the lobby, the game, who plays, and page-level actions. */
import type { ReactNode } from 'react';
import { Link } from '../app/Link';

export function PlayHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="play-header">
      <Link to="/" className="play-header__home">
        ← Lobby
      </Link>
      <h1 className="play-header__title">{title}</h1>
      <div className="play-header__extra">{children}</div>
    </header>
  );
}
