/**
 * npm run review-time
 *
 * How long the review page takes to review a whole match at the game's default budget, in
 * Debian's chromium against the real server and the built app (as the browser tests run it):
 * one Air, Land & Sea match and one 2-player Land vs Sea match, each played from a fixed seed by
 * the easy search bots and served as the server's replay route would. Prints, per game, the
 * decisions of seat 0, the workers the page used (the machine's cores but one) and the seconds
 * from opening the page to the last evaluation. The targets (issue #22) are 30 s and 60 s on a
 * 2-core machine. Other processes on a busy machine lengthen the wall clock, so the load average
 * is printed, and the browser's CPU seconds meanwhile (Linux): what the review takes of a free core.
 */
import { cpus, loadavg } from 'node:os';
import { findGame } from '../games';
import { launchBrowser } from '../test/e2e/support/browser';
import { ensureWebBuilt } from '../test/e2e/support/build';
import { finishedReplay, serveReplay } from '../test/e2e/support/review-replays';
import { ServerProcess } from '../test/server/support/server-process';
import { descendantsCpuSeconds } from './lib/measure';

const MATCHES = [
  { game: 'air-land-sea', seed: 'review-time-1', target: 30 },
  { game: 'land-vs-sea', seed: 'review-time-1', target: 60 },
] as const;
const TIMEOUT_MS = 30 * 60_000;

async function main(): Promise<void> {
  ensureWebBuilt();
  const server = await ServerProcess.start({});
  const browser = await launchBrowser();
  try {
    console.log(
      `${cpus().length} cores, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    for (const { game, seed, target } of MATCHES) {
      const { definition } = await findGame(game)!.load();
      const replay = await finishedReplay(game, ['easy', 'easy'], seed);
      const decisions = replay.moves.filter((m) => m.player === '0').length;
      const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
      await serveReplay(page, replay);
      const cpu = descendantsCpuSeconds(process.pid, [server.pid]);
      const started = performance.now();
      await page.goto(`${server.url}/review/${game}/${seed}?seat=0`);
      const status = page.getByText(`Reviewed ${decisions} of ${decisions} decisions`);
      await status.waitFor({ timeout: TIMEOUT_MS });
      const seconds = (performance.now() - started) / 1000;
      const cpuSeconds = descendantsCpuSeconds(process.pid, [server.pid]) - cpu;
      const workers = /with (\d+) workers?/.exec((await status.textContent()) ?? '')?.[1];
      console.log(
        JSON.stringify({
          game,
          matchID: seed,
          seat: '0',
          decisions,
          budget: definition.review.budget,
          workers: Number(workers),
          seconds: Math.round(seconds * 10) / 10,
          browserCpuSeconds: Math.round(cpuSeconds * 10) / 10,
          target,
          loadAverage: Math.round(loadavg()[0]! * 10) / 10,
        }),
      );
      await page.context().close();
    }
  } finally {
    await browser.close();
    await server.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
