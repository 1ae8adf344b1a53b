/**
 * Finished reviews kept in this browser (IndexedDB), so a review opens at once the second time.
 * A review is kept under everything its evaluations depend on: the match, the seat, the budget,
 * the game's calibration map and `REVIEW_VERSION`; a change to any of them is another review.
 * Where IndexedDB is unavailable (some private modes) or fails, nothing is kept: the review is
 * simply computed again. Only complete reviews are kept, never a cancelled one's part.
 */
import type { SearchBudget } from '../../games/common/ismcts';
import { REVIEW_VERSION, type Calibration, type Evaluation } from '../../games/common/review';

const DATABASE = 'als-lvs-reviews';
const STORE = 'reviews';

export interface ReviewIdentity {
  game: string;
  matchID: string;
  seat: string;
  budget: SearchBudget;
  calibration: Calibration;
}

export function reviewKey({ game, matchID, seat, budget, calibration }: ReviewIdentity): string {
  const { a, b } = calibration;
  return JSON.stringify({ v: REVIEW_VERSION, game, matchID, seat, budget, calibration: { a, b } });
}

/** The evaluations, if every decision has one (a cancelled review's do not all). */
export function completeReview(evaluations: readonly (Evaluation | undefined)[]): Evaluation[] | null {
  return evaluations.every((e) => e !== undefined) ? [...evaluations] : null;
}

function open(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    try {
      if (typeof indexedDB === 'undefined') return resolve(null);
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null); // a browser that forbids IndexedDB here throws on open
    }
  });
}

/** The kept review under `key`, or null (none kept, or no storage). */
export async function loadReview(key: string): Promise<Evaluation[] | null> {
  const db = await open();
  if (!db) return null;
  return new Promise((resolve) => {
    try {
      const request = db.transaction(STORE, 'readonly').objectStore(STORE).get(key);
      request.onsuccess = () => resolve(Array.isArray(request.result) ? (request.result as Evaluation[]) : null);
      request.onerror = () => resolve(null);
    } catch {
      resolve(null);
    } finally {
      db.close();
    }
  });
}

/** Keeps a complete review; fails silently where nothing can be kept. */
export async function saveReview(key: string, evaluations: readonly Evaluation[]): Promise<void> {
  const db = await open();
  if (!db) return;
  await new Promise<void>((resolve) => {
    try {
      const transaction = db.transaction(STORE, 'readwrite');
      transaction.objectStore(STORE).put(evaluations, key);
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => resolve();
      transaction.onabort = () => resolve();
    } catch {
      resolve();
    } finally {
      db.close();
    }
  });
}
