/**
 * A page opened before a deploy asks for a code file of its own build, which the new one replaced
 * (each build names its files by their hash, and the server serves only the newest): the import
 * fails ("Failed to fetch dynamically imported module") and the page showed that error. It reloads
 * instead, once, to get the new build; failing again within a minute, it is a real error, shown.
 */
const KEY = 'reloaded-for-new-build';
const ONCE_IN_MS = 60_000;

/** Chromium's, Firefox's and Safari's words for a code file that could not be loaded. */
const STALE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Reloads the page for the new build if `error` is a code file that could not be loaded (`reloadForNewBuild`). */
export function reloadIfStaleBuild(error: unknown): boolean {
  return STALE.test(error instanceof Error ? error.message : String(error)) && reloadForNewBuild();
}

/** Reloads the page unless it did so for this within the last minute; whether it reloads. */
export function reloadForNewBuild(): boolean {
  const now = Date.now();
  if (now - Number(window.sessionStorage.getItem(KEY) ?? 0) < ONCE_IN_MS) return false;
  window.sessionStorage.setItem(KEY, String(now));
  window.location.reload();
  return true;
}
