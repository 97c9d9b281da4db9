/**
 * Rows are numbered as a spreadsheet shows the file: the heading is row 1, so the first data row is
 * row 2. Every row number the broker reads (the error list, the messages, the grid) follows this rule.
 * Blank rows are dropped when a file is read, so the numbers count the rows kept.
 */
export const HEADING_ROW = 1;
export const FIRST_DATA_ROW = 2;

/** The file row of the kept data row at 0-based `index`. */
export const fileRow = (index: number) => FIRST_DATA_ROW + index;
