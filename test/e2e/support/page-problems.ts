/**
 * What a page reports that a player would never see but a test must: uncaught errors, and
 * Content-Security-Policy violations (Chromium logs each as a console error; a blocked script,
 * style or worker may otherwise fail without a trace). Collected from the page and its workers.
 */
import type { Page } from 'playwright-core';

const CSP = /Content Security Policy|Content-Security-Policy/i;

export function watchForProblems(page: Page, problems: string[]): void {
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (CSP.test(message.text())) problems.push(`CSP: ${message.text()}`);
  });
  page.on('worker', (worker) => {
    worker.on('console', (message) => {
      if (CSP.test(message.text())) problems.push(`CSP in a worker: ${message.text()}`);
    });
  });
}
