/**
 * What every browser test needs: the web app built, a real server, Debian's chromium, and a
 * folder for screenshots; torn down after the file's tests.
 */
import { existsSync, mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { ServerProcess } from '../../server/support/server-process';
import { CHROMIUM, launchBrowser } from './browser';
import { ensureWebBuilt } from './build';

export const SHOTS = new URL('../screenshots/', import.meta.url).pathname;

export interface Stage {
  server: ServerProcess;
  browser: Browser;
}

/**
 * Call at the top of a describe block; the returned object is filled before the tests run.
 * `env`: the server's settings (e.g. NO_ADDRESS_LIMITS for a test that plays over sockets at speed).
 */
export function useStage(env: Record<string, string> = {}): Stage {
  const stage = {} as Stage;
  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) {
      throw new Error(`no Chromium at ${CHROMIUM}: run \`npm run setup\` (installs Debian's chromium) or set CHROMIUM_PATH`);
    }
    mkdirSync(SHOTS, { recursive: true });
    ensureWebBuilt();
    stage.server = await ServerProcess.start(env);
    stage.browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await stage.browser?.close();
    await stage.server?.dispose();
  });
  return stage;
}
