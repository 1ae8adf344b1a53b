// @vitest-environment jsdom
/**
 * boardgame.io's Debug panel gives each move a hotkey and listens for it on window: a key the
 * board handles (Land vs Sea's F, flip) also opened a move's argument field in the panel, and the
 * next F went there as text (QA). With `keepPageKeysFromDebugPanel` (on while the panel is), a key
 * typed on the page stops short of the panel; in the panel, or with the focus nowhere, it works.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { Debug } from 'boardgame.io/debug';
import { keepPageKeysFromDebugPanel } from '../../web/play/debug-keys';
import { loadDebug } from '../../web/play/debug';

const Flip: Game<{ face: number }> = { setup: () => ({ face: 0 }), moves: { flipAll: ({ G }) => ({ face: 1 - G.face }) } };

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const press = (target: Element, key: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
/** Where a move's arguments are typed, focused by its hotkey. */
const inArgumentField = () => document.activeElement?.classList.contains('arg-field') ?? false;

const undo: (() => void)[] = [];
afterEach(() => {
  undo.splice(0).forEach((f) => f());
  document.body.replaceChildren();
});

function pageWithPanel() {
  const board = document.body.appendChild(document.createElement('button'));
  let flips = 0;
  board.addEventListener('keydown', (event) => event.key === 'f' && flips++);
  const client = Client({ game: Flip, numPlayers: 2, debug: { impl: Debug } });
  client.start();
  undo.push(() => client.stop());
  const shortcut = [...document.querySelectorAll<HTMLButtonElement>('.debug-panel .key button')].find((b) => b.textContent === 'f');
  expect(shortcut, "the panel's hotkey F, for flipAll").toBeDefined();
  return { board, shortcut: shortcut!, flips: () => flips };
}

describe('keys and the Debug panel', () => {
  it("a key typed on the board is the board's alone", async () => {
    undo.push(keepPageKeysFromDebugPanel());
    const { board, flips } = pageWithPanel();
    board.focus();
    press(board, 'f');
    await settle();
    expect(flips()).toBe(1);
    expect(document.activeElement).toBe(board);
  });

  it('a key typed in the panel, or with the focus nowhere, is still its hotkey', async () => {
    undo.push(keepPageKeysFromDebugPanel());
    const { shortcut } = pageWithPanel();
    shortcut.focus();
    press(shortcut, 'f');
    await settle();
    expect(inArgumentField()).toBe(true);
    (document.activeElement as HTMLElement).blur();
    await settle();
    press(document.body, 'f');
    await settle();
    expect(inArgumentField()).toBe(true);
  });

  it('without it, the panel took the board’s key', async () => {
    const { board, flips } = pageWithPanel();
    board.focus();
    press(board, 'f');
    await settle();
    expect(flips()).toBe(1);
    expect(inArgumentField()).toBe(true);
  });

  it('the panel opens closed, at any width: open, it lay over the right of the page', async () => {
    expect(await loadDebug('?debug=1')).toMatchObject({ impl: Debug, collapseOnLoad: true });
  });
});
