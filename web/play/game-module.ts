/** A game's code for the app, loaded when a page of that game opens: definition, boardgame.io game, board. */
import type { ComponentType } from 'react';
import type { AnyBoardProps, GameMeta, LoadedGame } from '../../games/common/meta';

export interface GameModule extends LoadedGame {
  Board: ComponentType<AnyBoardProps>;
}

export async function loadModule(meta: GameMeta): Promise<GameModule> {
  const [loaded, Board] = await Promise.all([meta.load(), meta.board()]);
  return { ...loaded, Board };
}
