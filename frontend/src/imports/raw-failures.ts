import type { ImportIssue } from '../../../domain/import';

/** A failing cell of the grid: where it is (row index on this page, grid column) and what the broker reads about it. */
export interface FailingCell {
  readonly rowIdx: number;
  readonly idx: number;
  /** The file row, as the error list and the messages name it. */
  readonly row: number;
  readonly column: string;
  readonly message: string;
}

export const cellKey = (row: number, column: string) => `${row}\u0000${column}`;

/**
 * The failures that point at a cell of this page, one per cell (a cell failing twice reads both
 * messages), in the order the grid shows them: row by row, left to right.
 * `gridIndex` gives a heading's grid column; failures of the heading or of other pages have none.
 */
export function failingCells(failures: readonly ImportIssue[], gridIndex: (column: string) => number | undefined, firstrow: number, rowCount: number): FailingCell[] {
  const cells = new Map<string, FailingCell>();
  for (const failure of failures) {
    if (failure.row === undefined || failure.column === undefined) continue;
    const rowIdx = failure.row - firstrow;
    const idx = gridIndex(failure.column);
    if (rowIdx < 0 || rowIdx >= rowCount || idx === undefined) continue;
    const key = cellKey(failure.row, failure.column);
    const seen = cells.get(key);
    cells.set(key, { rowIdx, idx, row: failure.row, column: failure.column, message: seen ? `${seen.message}; ${failure.message}` : failure.message });
  }
  return [...cells.values()].sort((a, b) => a.rowIdx - b.rowIdx || a.idx - b.idx);
}

/** The failing cell after (step 1) or before (step -1) a position, wrapping round; from nowhere, the first or the last. */
export function nextFailing(cells: readonly FailingCell[], from: { rowIdx: number; idx: number } | undefined, step: 1 | -1): FailingCell | undefined {
  if (cells.length === 0) return undefined;
  if (!from) return step === 1 ? cells[0] : cells.at(-1);
  const after = (cell: FailingCell) => cell.rowIdx - from.rowIdx || cell.idx - from.idx;
  return step === 1 ? (cells.find((cell) => after(cell) > 0) ?? cells[0]) : (cells.findLast((cell) => after(cell) < 0) ?? cells.at(-1));
}

type RawRows = readonly (readonly string[])[];

const sameRow = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
  (a?.length ?? 0) === (b?.length ?? 0) && (a ?? []).every((cell, i) => cell === b?.[i]);

/** How many cells of the page the edit changed from the rows as read. */
export function changedCellCount(before: RawRows, after: RawRows): number {
  let count = 0;
  for (let i = 0; i < after.length; i++) {
    const width = Math.max(before[i]?.length ?? 0, after[i].length);
    for (let j = 0; j < width; j++) if ((before[i]?.[j] ?? '') !== (after[i][j] ?? '')) count++;
  }
  return count;
}

/**
 * The failures while the page is edited: a changed row's as the browser checked it, every other row's (and the
 * file's and other pages') as the server found them, since the server alone knows meter points claimed elsewhere.
 * `checked` is the browser's check of `after`; the server judges again when the rows are saved.
 */
export function editedFailures(server: readonly ImportIssue[], checked: readonly ImportIssue[], before: RawRows, after: RawRows, firstrow: number): ImportIssue[] {
  const changed = (failure: ImportIssue) =>
    failure.row !== undefined && failure.row >= firstrow && failure.row < firstrow + after.length && !sameRow(before[failure.row - firstrow], after[failure.row - firstrow]);
  return [...server.filter((failure) => !changed(failure)), ...checked.filter(changed)].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
}
