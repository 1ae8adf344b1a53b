/** The review's Web Worker: evaluates one decision at a time, off the page's thread. */
import { definitionOf } from '../bots/worker-definitions';
import { answerReviewJob, type ReviewJob, type ReviewReply } from './review-job';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<ReviewJob>) => void) | null;
  postMessage: (m: ReviewReply) => void;
};

scope.onmessage = async ({ data }) => scope.postMessage(await answerReviewJob(data, definitionOf));
