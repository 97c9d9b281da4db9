/** Space between the top menu's items, in px; tightened before any item is moved behind More. */
export const ITEM_GAP = 20;
export const COMPACT_ITEM_GAP = 8;

export interface MenuFit {
  /** How many items, from the first, show in the row; the rest are behind More. */
  readonly shown: number;
  readonly gap: number;
}

const rowWidth = (widths: readonly number[], gap: number) => widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(widths.length - 1, 0);

/**
 * How the items (their widths in order) fit one row of `available` px: all of them at the usual
 * spacing if they can, then all at the compact spacing, else as many as leave room for More after them.
 */
export function menuFit(itemWidths: readonly number[], moreWidth: number, available: number): MenuFit {
  if (rowWidth(itemWidths, ITEM_GAP) <= available) return { shown: itemWidths.length, gap: ITEM_GAP };
  if (rowWidth(itemWidths, COMPACT_ITEM_GAP) <= available) return { shown: itemWidths.length, gap: COMPACT_ITEM_GAP };
  let shown = itemWidths.length - 1;
  while (shown > 0 && rowWidth([...itemWidths.slice(0, shown), moreWidth], COMPACT_ITEM_GAP) > available) shown--;
  return { shown, gap: COMPACT_ITEM_GAP };
}
