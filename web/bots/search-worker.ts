/**
 * The search bots' Web Worker: the search runs here so the page never freezes. It loads only
 * the definition of the game a request names (found by the folder convention
 * `games/<game>/definition.ts`, so neither boardgame.io nor any board comes into the worker).
 */
import { answerJob, type DecisionJob, type DecisionReply } from '../../games/common/decide';
import type { SomeGame } from '../../games/common/definition';

const DEFINITIONS = import.meta.glob<SomeGame>('../../games/*/definition.ts', { import: 'definition' });

function definitionOf(game: string): Promise<SomeGame> {
  const load = DEFINITIONS[`../../games/${game}/definition.ts`];
  return load ? load() : Promise.reject(new Error(`no game ${game}`));
}

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<DecisionJob>) => void) | null;
  postMessage: (m: DecisionReply) => void;
};

scope.onmessage = async ({ data }) => scope.postMessage(await answerJob(data, definitionOf));
