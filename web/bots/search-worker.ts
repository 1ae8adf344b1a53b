/** The search bots' Web Worker: the search runs here so the page never freezes. */
import { answerJob, type DecisionJob, type DecisionReply } from '../../games/common/decide';
import { definitionOf } from './worker-definitions';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<DecisionJob>) => void) | null;
  postMessage: (m: DecisionReply) => void;
};

scope.onmessage = async ({ data }) => scope.postMessage(await answerJob(data, definitionOf));
