/**
 * The games this server hosts: every game of `games/index.ts`, each served with the
 * unpredictable-seed plugin (hole 2), without the setup options that fix hidden information, and
 * with no hand shown before its table is full.
 */
import type { Game } from 'boardgame.io';
import { loadGames } from '../games';
import type { LoadedGame } from '../games/common/meta';
import { withPublicSetupOnly } from './public-setup';
import { withSecureRandom } from './secure-random';
import { withWithheldDeal } from './withheld-deal';

/** Each game's definition, with the boardgame.io game as this server runs it. */
export const served: LoadedGame[] = (await loadGames()).map(({ definition, game }) => ({
  definition,
  game: withWithheldDeal(withSecureRandom(withPublicSetupOnly(game, definition.secretSetupKeys))),
}));

export const games: Game[] = served.map((s) => s.game);

export function findGame(name: string): Game | undefined {
  return games.find((game) => game.name === name);
}
