/**
 * The games this server hosts: adding a game is one line in GAMES. Each is served with the
 * unpredictable-seed plugin (hole 2) and without the setup options that fix hidden information.
 */
import type { Game } from 'boardgame.io';
import { AirLandSeaGame } from '../games/air-land-sea';
import { LandVsSeaGame } from '../games/land-vs-sea';
import { withPublicSetupOnly } from './public-setup';
import { withSecureRandom } from './secure-random';

const GAMES: Game[] = [AirLandSeaGame, LandVsSeaGame];

export const games: Game[] = GAMES.map((game) => withSecureRandom(withPublicSetupOnly(game)));

export function findGame(name: string): Game | undefined {
  return games.find((game) => game.name === name);
}
