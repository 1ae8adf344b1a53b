/** Hole 1 is closed by an install-time patch; an install without it must not serve matches. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export function assertBoardgameIoPatched(root: string): void {
  const check = spawnSync(process.execPath, [join(root, 'scripts/patch-boardgame-io.mjs'), '--check'], { encoding: 'utf8' });
  if (check.status !== 0) {
    throw new Error(`refusing to start: ${check.stderr.trim() || check.error?.message || 'patch check failed'}`);
  }
}

/** For the entry point: a clear message and exit code 1 instead of a stack trace. */
export function exitUnlessBoardgameIoPatched(root: string): void {
  try {
    assertBoardgameIoPatched(root);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
