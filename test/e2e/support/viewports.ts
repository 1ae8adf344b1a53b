/** The two sizes the browser tests look at, and a context for each as its device would be. */
import type { Browser, BrowserContext } from 'playwright-core';

export interface Viewport {
  width: number;
  height: number;
}

/** A 375 px phone, then a desktop. */
export const PHONE_AND_DESKTOP: readonly Viewport[] = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

export const isPhone = (viewport: Viewport) => viewport.width < 600;

/** A context at `viewport`: a phone's with touch and a mobile viewport, as a phone has. */
export function contextAt(browser: Browser, viewport: Viewport): Promise<BrowserContext> {
  const phone = isPhone(viewport);
  return browser.newContext({ viewport, isMobile: phone, hasTouch: phone });
}
