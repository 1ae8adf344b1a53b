/**
 * Nothing in boardgame.io expires matches. This job removes finished matches some time after
 * their last move, and unfinished ones nobody has moved in for longer (abandoned). It uses only
 * the storage API, so it works on any boardgame.io storage.
 */
import type { StorageAPI } from 'boardgame.io';

export interface CleanupPolicy {
  finishedTtlMs: number;
  abandonedTtlMs: number;
}

export async function removeExpiredMatches(db: StorageAPI.Async, policy: CleanupPolicy, now = Date.now()): Promise<string[]> {
  const finished = await db.listMatches({ where: { isGameover: true, updatedBefore: now - policy.finishedTtlMs } });
  const abandoned = await db.listMatches({ where: { isGameover: false, updatedBefore: now - policy.abandonedTtlMs } });
  const expired = [...finished, ...abandoned];
  for (const matchID of expired) await db.wipe(matchID);
  return expired;
}

/** Runs the job now and then every `intervalMs`; returns a function that stops it. */
export function scheduleCleanup(db: StorageAPI.Async, policy: CleanupPolicy, intervalMs: number): () => void {
  const run = () => {
    removeExpiredMatches(db, policy).then(
      (removed) => removed.length > 0 && console.log(`cleanup: removed ${removed.length} expired match(es)`),
      (error: unknown) => console.error('cleanup failed:', error),
    );
  };
  run();
  if (intervalMs <= 0) return () => {};
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
