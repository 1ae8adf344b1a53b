/**
 * The server serves `dist/web`: build it when it is missing or older than the app's sources.
 * (`.ci/run` builds before testing, so this only helps a developer who changed `web/`.)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('../../../', import.meta.url).pathname;

function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

export function ensureWebBuilt(): void {
  const index = join(ROOT, 'dist/web/index.html');
  const sources = Math.max(newest(join(ROOT, 'web')), newest(join(ROOT, 'games')));
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  // vitest sets NODE_ENV=test, which would make a development build (Debug panel always on).
  const result = spawnSync('npx', ['vite', 'build'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
}
