/**
 * The computer's move waits while the player reads a board's modal dialog, and a beat after it
 * closes, so that the move lands where it is seen: its first move of a battle was made behind the
 * last battle's summary, and the player came back to a card already played (QA).
 */
const OPEN_DIALOG = '[role="dialog"][aria-modal="true"]';
const AFTER_DIALOG_MS = 600;

/** Resolves at once if no modal dialog is open, else `AFTER_DIALOG_MS` after the last one closed. */
export function afterDialogs(doc: Document = document): Promise<void> {
  if (!doc.querySelector(OPEN_DIALOG)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (doc.querySelector(OPEN_DIALOG)) return;
      observer.disconnect();
      setTimeout(resolve, AFTER_DIALOG_MS);
    });
    observer.observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['role', 'aria-modal'] });
  });
}
