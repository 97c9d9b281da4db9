import type { ImportIssue } from '../../../domain/import';
import { changedCellCount, editedFailures } from './raw-failures';

const before = [
  ['BS1 4DJ', '1312345678901'],
  ['NOWHERE', '1312345678902'],
];
const issue = (row: number, column: string, message: string): ImportIssue => ({ row, column, message, line: row });

describe('changedCellCount', () => {
  it('counts each cell that differs, a short row read as blanks', () => {
    expect(changedCellCount(before, before)).toBe(0);
    expect(changedCellCount(before, [['BS1 4DJ', '1312345678901', ''], ['BS2 0JA', '']])).toBe(2);
  });
});

describe('editedFailures', () => {
  const server = [issue(1, 'MPAN Core', 'Missing column'), issue(2, 'MPAN Core', 'Claimed by another import'), issue(3, 'Site Post Code', 'Not a post code'), issue(9, 'Customer Name', 'Required')];

  it("keeps the server's failures of unchanged rows, other pages and the file, which the browser cannot judge", () => {
    expect(editedFailures(server, [], before, before, 2)).toEqual(server);
  });

  it("takes a changed row's failures from the browser's check", () => {
    const after = [before[0], ['BS2 0JA', '']];
    const checked = [issue(3, 'MPAN Core', 'Required')];
    expect(editedFailures(server, checked, before, after, 2)).toEqual([server[0], server[1], checked[0], server[3]]);
  });
});
