import { COMPACT_ITEM_GAP, ITEM_GAP, menuFit } from './menu-fit';

const items = [40, 90, 110, 110];
const more = 60;

describe('fitting the top menu to one row', () => {
  it('shows every item at the usual spacing when they fit', () => {
    expect(menuFit(items, more, 350 + 3 * ITEM_GAP)).toEqual({ shown: 4, gap: ITEM_GAP });
  });

  it('tightens the spacing before moving any item behind More', () => {
    expect(menuFit(items, more, 350 + 3 * COMPACT_ITEM_GAP)).toEqual({ shown: 4, gap: COMPACT_ITEM_GAP });
  });

  it('moves the items that do not fit behind More, keeping their order and room for More', () => {
    // 40 + 90 + 110 and More with three compact gaps: the fourth item goes.
    expect(menuFit(items, more, 300 + 3 * COMPACT_ITEM_GAP)).toEqual({ shown: 3, gap: COMPACT_ITEM_GAP });
    expect(menuFit(items, more, 300 + 3 * COMPACT_ITEM_GAP - 1)).toEqual({ shown: 2, gap: COMPACT_ITEM_GAP });
  });

  it('puts every item behind More when not even the first fits beside it, or the row has no width', () => {
    expect(menuFit(items, more, 80)).toEqual({ shown: 0, gap: COMPACT_ITEM_GAP });
    expect(menuFit(items, more, 0)).toEqual({ shown: 0, gap: COMPACT_ITEM_GAP });
  });
});
