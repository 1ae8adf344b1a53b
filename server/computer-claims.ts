/**
 * The computer claims the win as a person could (`claim-win.ts`): once the person its match waits
 * for has been away for AWAY_CLAIM_SECONDS, or on one turn for TURN_CLAIM_SECONDS.
 *
 * Only a person may claim, and the computer never did: a player losing to it closed the tab, and
 * the match waited for ever, counted for nobody. Against the computer only the person's rating
 * moves, so walking away from each lost match kept every win and no loss (an attacker's finding).
 * Now the match ends as against a person who claims at once: the walker resigns, "away" or "slow",
 * and the result is rated as any resignation.
 *
 * Each instance looks at the matches whose computer seats it plays, every `awayMs / 4` (1 to 10
 * s), and only at those where nobody has moved for as long as a claim needs: a lookup in memory
 * for the rest.
 */
import type { StorageAPI } from 'boardgame.io';
import type { BotSeat } from './bot-seat-player';
import type { WinClaims } from './claim-win';
import { ApiError } from './http-errors';

interface Options {
  db: StorageAPI.Async;
  claims: Pick<WinClaims, 'claimFor'>;
  /** The computer seats this instance plays, by match (`BotHost.seatsByMatch`). */
  seats: () => ReadonlyMap<string, readonly BotSeat[]>;
  awayMs: number;
  /** 0: no turn clock. */
  turnMs: number;
}

/** Starts looking; the returned function stops it. */
export function computerClaims({ db, claims, seats, awayMs, turnMs }: Options): () => void {
  // A claim needs the seat idle at least this long: no move made meanwhile (`updatedAt`).
  const idleMs = turnMs > 0 ? Math.min(awayMs, turnMs) : awayMs;
  const everyMs = Math.min(10_000, Math.max(1_000, awayMs / 4));
  let running = false;

  const look = async (): Promise<void> => {
    for (const [matchID, bots] of seats()) {
      const { state, metadata } = await db.fetch(matchID, { state: true, metadata: true });
      if (!state || !metadata || state.ctx.gameover !== undefined || Date.now() - metadata.updatedAt < idleMs) continue;
      // Any computer seat of another side than the seat waited for may claim (a team's partner may not).
      for (const bot of bots) {
        try {
          await claims.claimFor(bot.game, matchID, bot.playerID);
          console.log(`match ${matchID}: the computer (seat ${bot.playerID}) claimed the win`);
          break;
        } catch (error) {
          // Not now, or not this seat: the claim's refusals (409s) say why, and the next look tries again.
          if (!(error instanceof ApiError)) console.error(`match ${matchID}: the computer's claim failed:`, error);
        }
      }
    }
  };

  const timer = setInterval(() => {
    if (running) return;
    running = true;
    look()
      .catch((error: unknown) => console.error("the computer's claims: a look failed:", error))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
