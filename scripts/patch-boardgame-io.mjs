#!/usr/bin/env node
/**
 * Install-time patches of boardgame.io 0.50.2 (run by `npm install` / `npm ci` as postinstall).
 *
 * 1. The socket `sync` message sends the match's `initialState` unfiltered to every client: the
 *    whole deck, the opponents' hands (upstream issue #1159, unfixed; the project is dormant).
 *    The patch runs `initialState` through the game's playerView like `state`, in every build of
 *    the filter.
 * 2. The Debug panel's time travel replays the client's own log from the client's initial state:
 *    in a game with hidden information both are that seat's view (other seats' hidden move
 *    arguments are null), so it shows positions that never existed, or throws. The patch lets a
 *    game answer instead: `game.rewind(moves)` returns the position after that many moves as
 *    this seat saw it (the app keeps them), and the replay runs only when it returns nothing.
 * 3. The Debug panel's reset (its button, or the key 1) puts the client's own store back to the
 *    initial state, even in a match played elsewhere (on the server, or in the solo game's
 *    transport): the board showed a fake opening position until the next move or a reload. The
 *    patch makes reset do nothing in a client with a multiplayer transport.
 * 4. A socket's disconnect marks its seat away (`isConnected: false`, told to every socket of the
 *    match) even while another socket of the same seat is still open: a second tab closed, or a
 *    phone's new connection made before the old one timed out, showed a player still playing as
 *    away. The patch asks the transport first (`hasSeatSocket`, server/seat-checked-transport.ts).
 * 5. The Debug panel reads a move's arguments with `new Function(`return [${value}]`)()`: eval,
 *    which the production Content-Security-Policy forbids (server/security-headers.ts), so every
 *    move called from the panel failed with an EvalError. The patch reads them as JSON
 *    (`"a", 2, {"x":1}`); what is not JSON goes to the panel's own error handling, as before.
 * 6. The Debug panel's Log: a click on the pinned entry unpins it, but left the board on that past
 *    position (its hover preview) until the pointer left the entry: unpinned, it read as still
 *    pinned, and on a phone, where no pointer leaves, it stayed until the next tap elsewhere. The
 *    patch puts the live position back as it unpins.
 * 7. The same Log previews an entry's position while the pointer is over it. A touch screen has no
 *    hover, only the mouse events a tap leaves behind: a tap unpinning an entry let the entry
 *    that came under the finger as the log moved be previewed, a position nobody asked for. The
 *    patch previews nothing where the device has no hover (a tap pins, a tap unpins).
 * 8. The Debug panel's restore (its button, or the key 3) syncs the client's own store to the state
 *    its save put in localStorage (of any match, of either game), even in a match played elsewhere:
 *    the board showed that position and every move made from it was refused as not the server's
 *    (QA: a solo game stuck until a reload). As reset, restore does nothing in a client with a
 *    multiplayer transport.
 * 9. A move is taken only from a player the flow waits for (its current player, or those in
 *    `activePlayers`): a player could resign only on their own turn, and one kept waiting on an
 *    opponent who thinks, or on two others in a game for 3 or 4, could not leave the match. The
 *    patch lets a long-form move marked `offTurn: true` be made by any player, in the Master and
 *    in the reducer; every other check (credentials, the move's own, the game over) is as before.
 * 10. A seat's sync is answered with the seat's view of the match from the moment it is created,
 *    hand dealt, even while seats are still open: a creator read their hand while waiting, left,
 *    and created again until the deal suited them. The patch lets a game name the view a sync
 *    is answered with (`game.syncViewer(playerID, syncInfo)`, server/withheld-deal.ts); where
 *    it names none, the seat's own, as before.
 * Each patch is idempotent (a marker says a file is done) and `--check` exits 1 when any file is
 * unpatched, so the server can refuse to start on an unpatched install.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';

const PATCHES = [
  {
    marker: '/* patched: initialState through playerView */',
    holder: 'const newSyncInfo = {',
    unpatched:
      /(const log = redactLog\(syncInfo\.log, playerID\);(\r?\n)(\s*)const newSyncInfo = \{\r?\n\s*\.\.\.syncInfo,\r?\n\s*state: filteredState,)/,
    replace: (marker) => (_all, block, eol, indent) =>
      `${block}${eol}${indent}    ${marker}${eol}${indent}    initialState: syncInfo.initialState && applyPlayerView(game, playerID, syncInfo.initialState),`,
  },
  {
    marker: '/* patched: the game may rewind itself */',
    holder: 'function rewind(logIndex) {',
    unpatched: /(function rewind\(logIndex\) \{(\r?\n)(\s*))(let state = initialState;)/,
    replace: (marker) => (_all, opening, eol, indent, rest) =>
      `${opening}${marker}${eol}${indent}const own = client.game.rewind && client.game.rewind(logIndex);${eol}${indent}if (own) return { G: own.G, ctx: own.ctx, plugins: own.plugins || {} };${eol}${indent}${rest}`,
  },
  {
    marker: '/* patched: no local reset of a match played elsewhere */',
    holder: 'this.reset = () => {',
    unpatched: /(this\.reset = \(\) => \{(\r?\n)(\s*))(this\.store\.dispatch\((?:\w+\.)?reset\(this\.initialState\)\);)/,
    replace: (marker) => (_all, opening, eol, indent, rest) =>
      `${opening}${marker}${eol}${indent}if (this.multiplayer) return;${eol}${indent}${rest}`,
  },
  {
    marker: '/* patched: a seat stays connected while another of its sockets is */',
    holder: "socket.on('disconnect', async () => {",
    unpatched:
      /(socket\.on\('disconnect', async \(\) => \{(\r?\n)(\s*)const client = this\.clientInfo\.get\(socket\.id\);\r?\n\s*this\.removeClient\(socket\.id\);\r?\n\s*)if \(client\) \{/,
    replace: (marker) => (_all, opening, eol, indent) =>
      `${opening}${marker}${eol}${indent}if (client && !(this.hasSeatSocket && client.playerID !== null && client.playerID !== undefined && this.hasSeatSocket(client.matchID, String(client.playerID)))) {`,
  },
  {
    marker: '/* patched: move arguments as JSON, not eval */',
    holder: 'new Function(`return [${',
    // The minified build names its variables differently: the argument text is captured by name.
    unpatched: /(try\s*\{\s*const (\w+)\s*=\s*\w+\.innerText;\s*let \w+\s*=\s*)new Function\(`return \[\$\{\2\}\]`\)\(\)/,
    replace: (marker) => (_all, opening, value) => `${opening}${marker}JSON.parse(\`[\${${value}}]\`)`,
  },
  {
    marker: '/* patched: unpinning shows the live position */',
    holder: 'if (pinned == logIndex) {',
    unpatched: /(if \(pinned == logIndex\) \{(\r?\n)(\s*))(\$\$invalidate\(\d+, pinned = null\);)/,
    replace: (marker) => (_all, opening, eol, indent, rest) =>
      `${opening}${marker}${eol}${indent}client.overrideGameState(null);${eol}${indent}${rest}`,
  },
  {
    marker: '/* patched: no hover preview without hover */',
    holder: 'function OnMouseEnter(e) {',
    unpatched: /(function OnMouseEnter\(e\) \{(\r?\n)(\s*))(const \{ logIndex \} = e\.detail;)/,
    replace: (marker) => (_all, opening, eol, indent, rest) =>
      `${opening}${marker}${eol}${indent}if (typeof matchMedia === 'function' && matchMedia('(hover: none)').matches) return;${eol}${indent}${rest}`,
  },
  {
    marker: '/* patched: no local restore of a match played elsewhere */',
    holder: 'function Restore() {',
    unpatched: /(function Restore\(\) \{(\r?\n)(\s*))(const gamestateJSON = window\.localStorage\.getItem\('gamestate'\);)/,
    replace: (marker) => (_all, opening, eol, indent, rest) =>
      `${opening}${marker}${eol}${indent}if (client.multiplayer) return;${eol}${indent}${rest}`,
  },
  {
    marker: '/* patched: an offTurn move by any player (Master) */',
    holder: '// Check whether the player is active.',
    unpatched:
      /(\/\/ Check whether the player is active\.(\r?\n)(\s*))if \(!this\.game\.flow\.isPlayerActive\(state\.G, state\.ctx, playerID\)\) \{/,
    replace: (marker) => (_all, opening, eol, indent) =>
      `${opening}${marker}${eol}${indent}if (!this.game.flow.isPlayerActive(state.G, state.ctx, playerID) &&${eol}${indent}    !(action.type == 'MAKE_MOVE' && (this.game.flow.getMove(state.ctx, action.payload.type, playerID) || {}).offTurn === true)) {`,
  },
  {
    marker: '/* patched: an offTurn move by any player (reducer) */',
    holder: "// Ignore the move if the player isn't active.",
    unpatched:
      /(\/\/ Ignore the move if the player isn't active\.(\r?\n)(\s*))if \(actionHasPlayerID\(action\) &&(\r?\n\s*)!game\.flow\.isPlayerActive\(state\.G, state\.ctx, action\.payload\.playerID\)\) \{/,
    replace: (marker) => (_all, opening, eol, indent, wrap) =>
      `${opening}${marker}${eol}${indent}if (actionHasPlayerID(action) && !(move && move.offTurn === true) &&${wrap}!game.flow.isPlayerActive(state.G, state.ctx, action.payload.playerID)) {`,
  },
  {
    marker: '/* patched: the game names the view a sync is answered with */',
    holder: 'const [matchID, syncInfo] = payload.args;',
    unpatched: /(case 'sync': \{(\r?\n)(\s*)const \[matchID, syncInfo\] = payload\.args;)/,
    replace: (marker) => (_all, block, eol, indent) =>
      `${block}${eol}${indent}${marker}${eol}${indent}if (game.syncViewer) playerID = game.syncViewer(playerID, syncInfo);`,
  },
];

/** The files of boardgame.io's builds that hold the code a patch changes, or its marker once patched. */
function distFiles(holder, marker) {
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
  return files.filter((file) => {
    const text = readFileSync(file, 'utf8');
    // Patch 5 replaces its holder: a file done holds the marker instead.
    return text.includes(holder) || text.includes(marker);
  });
}

export function unpatchedFiles() {
  return PATCHES.flatMap(({ holder, marker }) => distFiles(holder, marker).filter((file) => !readFileSync(file, 'utf8').includes(marker)));
}

function patch(file, { marker, unpatched, replace }) {
  const text = readFileSync(file, 'utf8');
  if (text.includes(marker)) return false;
  if (!unpatched.test(text)) throw new Error(`boardgame.io patch: unexpected code in ${file}; is this 0.50.2?`);
  writeFileSync(file, text.replace(unpatched, replace(marker)));
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--check')) {
    const left = unpatchedFiles();
    if (left.length > 0) {
      console.error(
        `boardgame.io is not patched (initialState leaks hidden state, time travel is wrong, the Debug panel resets or restores a live match, a seat with an open socket is called away, the Debug panel evals move arguments, a player cannot resign off their turn, or a seat's hand is shown before its table is full): ${left.join(', ')}\nRun: npm run patch`,
      );
      process.exit(1);
    }
  } else {
    for (const one of PATCHES) {
      const files = distFiles(one.holder, one.marker);
      if (files.length === 0) throw new Error(`boardgame.io patch: no file holds "${one.holder}"`);
      const changed = files.filter((file) => patch(file, one));
      console.log(`boardgame.io patch ${one.marker}: ${changed.length} file(s) patched, ${files.length - changed.length} already patched`);
    }
  }
}
