#!/usr/bin/env node
/**
 * Install-time patch of boardgame.io 0.50.2 (run by `npm install` / `npm ci` as postinstall).
 *
 * The socket `sync` message sends the match's `initialState` unfiltered to every client: the
 * whole deck, the opponents' hands (upstream issue #1159, unfixed; the project is dormant).
 * The patch runs `initialState` through the game's playerView like `state`, in every build of
 * the filter. It is idempotent (a marker says a file is done) and `--check` exits 1 when any
 * file is unpatched, so the server can refuse to start on an unpatched install.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';

const MARKER = '/* patched: initialState through playerView */';
const UNPATCHED =
  /(const log = redactLog\(syncInfo\.log, playerID\);(\r?\n)(\s*)const newSyncInfo = \{\r?\n\s*\.\.\.syncInfo,\r?\n\s*state: filteredState,)/;

function distFiles() {
  const require = createRequire(import.meta.url);
  const dist = join(dirname(require.resolve('boardgame.io/package.json')), 'dist');
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.js')) files.push(path);
    }
  };
  walk(dist);
  return files.filter((file) => readFileSync(file, 'utf8').includes('const newSyncInfo = {'));
}

export function unpatchedFiles() {
  return distFiles().filter((file) => !readFileSync(file, 'utf8').includes(MARKER));
}

function patch(file) {
  const text = readFileSync(file, 'utf8');
  if (text.includes(MARKER)) return false;
  if (!UNPATCHED.test(text)) throw new Error(`boardgame.io patch: unexpected code in ${file}; is this 0.50.2?`);
  const patched = text.replace(
    UNPATCHED,
    (_all, block, eol, indent) =>
      `${block}${eol}${indent}    ${MARKER}${eol}${indent}    initialState: syncInfo.initialState && applyPlayerView(game, playerID, syncInfo.initialState),`,
  );
  writeFileSync(file, patched);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--check')) {
    const left = unpatchedFiles();
    if (left.length > 0) {
      console.error(`boardgame.io is not patched (initialState leaks hidden state): ${left.join(', ')}\nRun: npm run patch`);
      process.exit(1);
    }
  } else {
    const files = distFiles();
    if (files.length === 0) throw new Error('boardgame.io patch: no file with the sync filter found');
    const changed = files.filter(patch);
    console.log(`boardgame.io patch: ${changed.length} file(s) patched, ${files.length - changed.length} already patched`);
  }
}
