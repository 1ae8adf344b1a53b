/** Messages between the page and a bot worker: one request per decision, answered by id. */
import type { MoveChoice } from '../../games/common/bots';

export interface DecideRequest<View> {
  id: number;
  level: string;
  view: View;
  playerID: string;
  seed: string;
}

export type DecideResponse = { id: number; choice: MoveChoice } | { id: number; error: string };
