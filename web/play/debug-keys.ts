/**
 * The Debug panel's hotkeys (a letter for each move, digits, '.', Escape) listen on window and
 * took keys typed anywhere on the page: Land vs Sea's F flipped the tile and also sent the focus
 * into placeWaypoint()'s argument field, where the next F was text, not a flip.
 */

/**
 * A key typed on the page (the board, its log, its popovers) stops at the document, short of
 * window; typed in the panel, or with the focus nowhere (<body>), it still reaches the panel.
 * Returns the undoing.
 */
export function keepPageKeysFromDebugPanel(doc: Document = document): () => void {
  const stop = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || target === doc.body || target === doc.documentElement || target.closest('.debug-panel')) return;
    event.stopPropagation();
  };
  const types = ['keydown', 'keypress'] as const;
  for (const type of types) doc.addEventListener(type, stop);
  return () => {
    for (const type of types) doc.removeEventListener(type, stop);
  };
}
