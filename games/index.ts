/**
 * Every game of the package. Adding a game is its folder `games/<game>/` (rules, definition,
 * boardgame.io game, board, meta) and its meta in this list: the server, the lobby, the bots,
 * the tournament and the conformance tests all read the list.
 */
import type { GameMeta, LoadedGame } from './common/meta';
import { meta as airLandSea } from './air-land-sea/meta';
import { meta as landVsSea } from './land-vs-sea/meta';

export const GAMES: readonly GameMeta[] = [airLandSea, landVsSea];

export function findGame(name: string): GameMeta | undefined {
  return GAMES.find((game) => game.name === name);
}

/** Every game's definition and boardgame.io game (the server, tools and tests). */
export function loadGames(): Promise<LoadedGame[]> {
  return Promise.all(GAMES.map((game) => game.load()));
}
