/**
 * Hole 1 is closed by the install-time patch; the server refuses to start without it. The check
 * runs here against a throwaway copy of an unpatched and a patched boardgame.io dist. The patch
 * of the Debug panel's move arguments (5) runs here on a copy of the dist as installed, before it.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

const EVAL = 'new Function(`return [${';
const JSON_MARKER = '/* patched: move arguments as JSON, not eval */';

/** The files of a dist (recursively) that are scripts. */
function scripts(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(dir, name));
}

/** A copy of the whole installed boardgame.io, its Debug panel's argument parsing as upstream has it. */
function installWithEvalArguments(): string {
  const root = mkdtempSync(join(tmpdir(), 'bgio-patch-'));
  made.push(root);
  mkdirSync(join(root, 'scripts'));
  copyFileSync(join(ROOT, 'scripts/patch-boardgame-io.mjs'), join(root, 'scripts/patch-boardgame-io.mjs'));
  const pkg = join(root, 'node_modules/boardgame.io');
  cpSync(join(realDist, '..'), join(pkg, 'dist'), { recursive: true });
  copyFileSync(join(realDist, '../../package.json'), join(pkg, 'package.json'));
  let reverted = 0;
  for (const file of scripts(join(pkg, 'dist'))) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes(JSON_MARKER)) continue;
    // Upstream 0.50.2: `let argArray = new Function(`return [${value}]`)();` (minified: `e`, `t`).
    const upstream = text.replace(
      /\/\* patched: move arguments as JSON, not eval \*\/JSON\.parse\(`\[\$\{(\w+)\}\]`\)/,
      'new Function(`return [${$1}]`)()',
    );
    expect(upstream).toContain(EVAL);
    writeFileSync(file, upstream);
    reverted++;
  }
  // The ES module and CommonJS builds of the panel, and the bundles (one of them minified).
  expect(reverted).toBe(5);
  return root;
}

const runPatch = (root: string) =>
  spawnSync(process.execPath, [join(root, 'scripts/patch-boardgame-io.mjs')], { cwd: root, encoding: 'utf8' });

/** The panel's Submit (an arguments field's Enter), run on `typed`: what it sends on. */
function submitted(debugFile: string, typed: string): { event: string; detail: unknown } {
  const source = /function Submit\(\) \{[\s\S]*?\n\t\}\n/.exec(readFileSync(debugFile, 'utf8'))?.[0];
  expect(source).toBeDefined();
  const sent: { event: string; detail: unknown }[] = [];
  const span = { innerText: typed };
  const make = new Function('span', 'dispatch', '$$invalidate', `${source}\nreturn Submit;`) as (
    span: { innerText: string },
    dispatch: (event: string, detail: unknown) => void,
    invalidate: () => void,
  ) => () => void;
  make(
    span,
    (event, detail) => sent.push({ event, detail }),
    () => undefined,
  )();
  expect(sent).toHaveLength(1);
  return sent[0]!;
}

describe('patch 5: the Debug panel reads move arguments as JSON, not by eval (forbidden by the CSP)', () => {
  it('applies to a fresh install, once, and the start-up check wants it', () => {
    const root = installWithEvalArguments();
    expect(() => assertBoardgameIoPatched(root)).toThrow(/the Debug panel evals move arguments/);

    const first = runPatch(root);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain(`${JSON_MARKER}: 5 file(s) patched, 0 already patched`);
    const dist = join(root, 'node_modules/boardgame.io/dist');
    expect(scripts(dist).filter((file) => readFileSync(file, 'utf8').includes(EVAL))).toEqual([]);
    expect(() => assertBoardgameIoPatched(root)).not.toThrow();

    const again = runPatch(root);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain(`${JSON_MARKER}: 0 file(s) patched, 5 already patched`);

    // A move called from the panel gets its JSON arguments; what is not JSON is the panel's error.
    for (const build of ['esm', 'cjs']) {
      const debug = scripts(join(dist, build)).find((file) => /Debug-\w+\.js$/.test(file))!;
      expect(submitted(debug, '"a", 2, {"x":1}')).toEqual({ event: 'submit', detail: ['a', 2, { x: 1 }] });
      expect(submitted(debug, '')).toEqual({ event: 'submit', detail: [] });
      const bad = submitted(debug, 'stack two');
      expect(bad.event).toBe('error');
      expect(bad.detail).toBeInstanceOf(SyntaxError);
    }
  });
});
