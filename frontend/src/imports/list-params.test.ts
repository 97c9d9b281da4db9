import { importListHref, readListFilters } from './list-params';

it('reads a known status and renewals from the address, and ignores anything else', () => {
  expect(readListFilters(new URLSearchParams('status=12&renewals=1'))).toEqual({ status: 12, renewals: true });
  expect(readListFilters(new URLSearchParams('status=99&renewals=yes'))).toEqual({ renewals: false });
  expect(readListFilters(new URLSearchParams('status='))).toEqual({ renewals: false });
});

it('writes the filters set into the list address, and none as the bare list', () => {
  expect(importListHref({ status: 3, renewals: false })).toBe('/import?status=3');
  expect(importListHref({ renewals: true })).toBe('/import?renewals=1');
  expect(importListHref({ renewals: false })).toBe('/import');
});
