/**
 * Hole 1 is closed by the install-time patch; the server refuses to start without it. The check
 * runs here against a throwaway copy of an unpatched and a patched boardgame.io dist.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assertBoardgameIoPatched } from '../../server/patch-check';

const require = createRequire(import.meta.url);
const realDist = join(dirname(require.resolve('boardgame.io/package.json')), 'dist/cjs');
const ROOT = new URL('../../', import.meta.url).pathname;
const made: string[] = [];

function fakeInstall(patched: boolean): string {
  const root = mkdtempSync(join(tmpdir(), 'bgio-patch-'));
  made.push(root);
  mkdirSync(join(root, 'scripts'));
  copyFileSync(join(ROOT, 'scripts/patch-boardgame-io.mjs'), join(root, 'scripts/patch-boardgame-io.mjs'));
  const pkg = join(root, 'node_modules/boardgame.io');
  mkdirSync(join(pkg, 'dist/cjs'), { recursive: true });
  writeFileSync(join(pkg, 'package.json'), '{"name":"boardgame.io","version":"0.50.2","main":"dist/cjs/core.js"}');
  let server = readFileSync(join(realDist, 'server.js'), 'utf8');
  expect(server).toContain('/* patched: initialState through playerView */');
  if (!patched)
    server = server.replace(
      /\r?\n\s*\/\* patched: initialState through playerView \*\/\r?\n\s*initialState: syncInfo\.initialState && applyPlayerView\(game, playerID, syncInfo\.initialState\),/,
      '',
    );
  writeFileSync(join(pkg, 'dist/cjs/server.js'), server);
  return root;
}

afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('start-up patch check', () => {
  it('refuses an unpatched boardgame.io', () => {
    expect(() => assertBoardgameIoPatched(fakeInstall(false))).toThrow(/refusing to start: boardgame.io is not patched/);
  });

  it('accepts a patched one, and this install is patched', () => {
    expect(() => assertBoardgameIoPatched(fakeInstall(true))).not.toThrow();
    expect(() => assertBoardgameIoPatched(ROOT)).not.toThrow();
  });
});
