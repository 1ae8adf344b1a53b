/** A bot `decide` that asks the Web Worker; answers are matched to requests by id. */
import type { Decide } from '../../games/common/bots';
import type { MoveCall } from '../../games/common/move-call';
import type { DecisionJob, DecisionReply } from '../../games/common/decide';

// Shared by every decide, so several on one worker never mix up their answers.
let nextId = 1;

export function workerDecide(worker: Worker, game: string, level: string): Decide<unknown> {
  const waiting = new Map<number, { resolve: (c: MoveCall) => void; reject: (e: Error) => void }>();
  worker.addEventListener('message', (event: MessageEvent<DecisionReply>) => {
    const data = event.data;
    const entry = waiting.get(data.id);
    if (!entry) return;
    waiting.delete(data.id);
    if ('error' in data) entry.reject(new Error(`bot: ${data.error}`));
    else entry.resolve(data.choice);
  });
  return ({ view, playerID, seed }) =>
    new Promise<MoveCall>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      const request: DecisionJob = { id, game, level, view, playerID, seed };
      worker.postMessage(request);
    });
}
