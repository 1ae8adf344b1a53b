/** Server settings from the environment, with the defaults the README documents. */
import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  dataDir: string;
  webDir: string;
  /** Finished matches are removed this long after their last move. */
  finishedTtlMs: number;
  /** Unfinished matches nobody has moved in for this long are removed. */
  abandonedTtlMs: number;
  cleanupIntervalMs: number;
  /** Extra origins allowed to call the API cross-origin (e.g. the Vite dev server). */
  origins: string[];
  /** PostgreSQL instead of SQLite (several instances share it), e.g. postgres://user@host/db. */
  databaseUrl: string | undefined;
  /** Redis pub/sub for the game sockets (several instances), e.g. redis://host:6379. */
  redisUrl: string | undefined;
}

const HOUR = 3_600_000;

function number(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return value;
}

export function configFromEnv(root: string): ServerConfig {
  return {
    port: number('PORT', 8000),
    dataDir: resolve(root, process.env.DATA_DIR || 'data'),
    webDir: resolve(root, 'dist/web'),
    finishedTtlMs: number('MATCH_TTL_HOURS', 24) * HOUR,
    abandonedTtlMs: number('ABANDONED_TTL_HOURS', 7 * 24) * HOUR,
    cleanupIntervalMs: number('CLEANUP_INTERVAL_MINUTES', 10) * 60_000,
    origins: (process.env.ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    databaseUrl: process.env.DATABASE_URL || undefined,
    redisUrl: process.env.REDIS_URL || undefined,
  };
}
