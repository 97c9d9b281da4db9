import { mergeSpans, sortForGrouping, sortRows } from './grouping';

const rows = [
  { customerid: 'C2', sitename: 'Depot', mpxn: '3' },
  { customerid: 'C1', sitename: 'Office', mpxn: '1' },
  { customerid: 'C1', sitename: 'Office', mpxn: '2' },
  { customerid: 'C1', sitename: 'Depot', mpxn: '4' },
  { customerid: 'C2', sitename: 'Depot', mpxn: '5' },
];

describe('ordering report rows for grouping', () => {
  it('keeps the rows of one group together, outermost field first, ties in their original order', () => {
    const sorted = sortForGrouping(rows, ['customerid', 'sitename']);
    expect(sorted.map((r) => r.mpxn)).toEqual(['4', '1', '2', '3', '5']);
  });

  it('orders numbers numerically and sorts a clicked column either way', () => {
    const numbers = [{ n: 10 }, { n: 9 }, { n: 100 }];
    expect(sortRows(numbers, 'n', false).map((r) => r.n)).toEqual([9, 10, 100]);
    expect(sortRows(numbers, 'n', true).map((r) => r.n)).toEqual([100, 10, 9]);
    expect(sortRows([{ v: 'item 10' }, { v: 'item 9' }], 'v', false).map((r) => r.v)).toEqual(['item 9', 'item 10']);
  });
});

describe('merging repeated grouping values', () => {
  it('spans a run of equal values from its first row and covers the rest', () => {
    const sorted = sortForGrouping(rows, ['customerid', 'sitename']);
    expect(mergeSpans(sorted, ['customerid', 'sitename'])).toEqual([
      { customerid: 3, sitename: 1 },
      { customerid: 0, sitename: 2 },
      { customerid: 0, sitename: 0 },
      { customerid: 2, sitename: 2 },
      { customerid: 0, sitename: 0 },
    ]);
  });

  it('does not merge an inner value across a change of an outer one', () => {
    const spans = mergeSpans(
      [
        { customerid: 'C1', sitename: 'Depot' },
        { customerid: 'C2', sitename: 'Depot' },
      ],
      ['customerid', 'sitename'],
    );
    expect(spans).toEqual([
      { customerid: 1, sitename: 1 },
      { customerid: 1, sitename: 1 },
    ]);
  });

  it('merges only adjacent rows, so a re-sorted table splits its groups', () => {
    const spans = mergeSpans([{ g: 'A' }, { g: 'B' }, { g: 'A' }], ['g']);
    expect(spans).toEqual([{ g: 1 }, { g: 1 }, { g: 1 }]);
  });

  it('treats missing and empty values as equal and leaves non-grouping fields alone', () => {
    expect(mergeSpans([{ g: undefined, x: 1 }, { g: '', x: 1 }], ['g'])).toEqual([{ g: 2 }, { g: 0 }]);
    expect(mergeSpans([], ['g'])).toEqual([]);
    expect(mergeSpans([{ g: 1 }], [])).toEqual([{}]);
  });
});
