import type { Locator } from 'playwright-core';

/**
 * The words of a table's headings and cells that are split across lines: a column narrower than a
 * word in it (the Prices column crushed to a letter a line). Each word is a range of its text node;
 * a word on one line has all its boxes on one line. A hyphen ends a word: Pre-Qualification may break after it.
 */
export function brokenWords(table: Locator): Promise<string[]> {
  return table.evaluate((element) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/[^\s-]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

/** Where the first `count` headings of a table sit from the left of the page. */
export const headingLefts = (table: Locator, count: number) =>
  table.evaluate((element, n) => [...element.querySelectorAll('thead th')].slice(0, n).map((th) => Math.round(th.getBoundingClientRect().left)), count);

/** How many lines an element's text takes on screen. */
export const lineCount = (element: Locator) =>
  element.evaluate((root) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });
