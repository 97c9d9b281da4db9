/**
 * Rows are numbered as a spreadsheet shows the file: the heading is row 1, so the first data row is
 * row 2. Every row number the broker reads (the error list, the messages, the grid) follows this rule.
 * Blank rows are dropped when a file is read, and when a failed file's rows are saved (a broker
 * clears a row to remove it), so the numbers count the rows kept.
 */
export const HEADING_ROW = 1;
export const FIRST_DATA_ROW = 2;

/** The file row of the kept data row at 0-based `index`. */
export const fileRow = (index: number) => FIRST_DATA_ROW + index;

/** A row of blanks alone, checked cell by cell rather than joined. */
export function isBlankRow(cells: readonly string[]): boolean {
  for (const cell of cells) if (cell.trim() !== '') return false;
  return true;
}
