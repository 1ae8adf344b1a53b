/** Messages between the page and the bot worker: one request per decision, answered by id. */
import type { MoveCall } from '../../games/common/move-call';

export interface DecideRequest {
  id: number;
  /** The game's name: the worker loads that game's definition. */
  game: string;
  level: string;
  view: unknown;
  playerID: string;
  seed: string;
}

export type DecideResponse = { id: number; choice: MoveCall } | { id: number; error: string };
