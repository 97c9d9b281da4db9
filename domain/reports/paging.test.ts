import { DEFAULT_PAGE_ROWS, MAX_PAGE_ROWS, isPaged, pageSizeOf } from './paging';
import { REPORT_NAMES } from './definitions';

describe('report page sizes', () => {
  it('defaults when none is asked for', () => {
    expect(pageSizeOf(undefined)).toBe(DEFAULT_PAGE_ROWS);
    expect(pageSizeOf('')).toBe(DEFAULT_PAGE_ROWS);
  });

  it('takes a whole number from 1 to the maximum', () => {
    expect(pageSizeOf('1')).toBe(1);
    expect(pageSizeOf(String(MAX_PAGE_ROWS))).toBe(MAX_PAGE_ROWS);
  });

  it.each(['0', String(MAX_PAGE_ROWS + 1), '-5', '2.5', '1e3', ' 10', 'ten'])('refuses %j', (value) => {
    expect(pageSizeOf(value)).toBeUndefined();
  });
});

it('pages the contract store reports only', () => {
  expect(REPORT_NAMES.filter((name) => isPaged({ name }))).toEqual(['contracts', 'commission']);
});
