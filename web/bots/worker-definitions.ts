/**
 * How a Web Worker (the bots', the review's) loads the definition of the game a request names:
 * by the folder convention `games/<game>/definition.ts`, so neither boardgame.io nor any board
 * comes into the worker, and only the game asked about is loaded.
 */
import type { SomeGame } from '../../games/common/definition';

const DEFINITIONS = import.meta.glob<SomeGame>('../../games/*/definition.ts', { import: 'definition' });

export function definitionOf(game: string): Promise<SomeGame> {
  const load = DEFINITIONS[`../../games/${game}/definition.ts`];
  return load ? load() : Promise.reject(new Error(`no game ${game}`));
}
