/**
 * The games this server hosts: every game of `games/index.ts`, each served with the
 * unpredictable-seed plugin (hole 2) and without the setup options that fix hidden information.
 */
import type { Game } from 'boardgame.io';
import { loadGames } from '../games';
import { withPublicSetupOnly } from './public-setup';
import { withSecureRandom } from './secure-random';

export const games: Game[] = (await loadGames()).map(({ definition, game }) =>
  withSecureRandom(withPublicSetupOnly(game, definition.secretSetupKeys)),
);

export function findGame(name: string): Game | undefined {
  return games.find((game) => game.name === name);
}
