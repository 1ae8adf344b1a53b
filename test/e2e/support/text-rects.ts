/** Where a run of text lies as the browser laid it out, whatever the markup it spans. */
import type { Locator } from 'playwright-core';

export interface TextRect {
  top: number;
  left: number;
  right: number;
}

/**
 * For each element of `locator`, the boxes of the first match of `pattern` (a RegExp source) in
 * its text: one per line it lies on and per element it crosses, in reading order.
 */
export const textRects = (locator: Locator, pattern: string): Promise<TextRect[][]> =>
  locator.evaluateAll(
    (elements, source) =>
      elements.map((element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const nodes: Text[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
        const found = new RegExp(source).exec(nodes.map((n) => n.data).join(''));
        if (!found) throw new Error(`no "${source}" in "${element.textContent}"`);
        const at = (offset: number): [Text, number] => {
          for (const node of nodes) {
            if (offset <= node.data.length) return [node, offset];
            offset -= node.data.length;
          }
          throw new Error('past the text');
        };
        const range = document.createRange();
        range.setStart(...at(found.index));
        range.setEnd(...at(found.index + found[0].length));
        return [...range.getClientRects()]
          .filter((r) => r.width > 0)
          .map((r) => ({ top: Math.round(r.top), left: r.left, right: r.right }));
      }),
    pattern,
  );

/** How many lines each element's match lies on. */
export const linesOf = (rects: TextRect[][]): number[] => rects.map((boxes) => new Set(boxes.map((b) => b.top)).size);
