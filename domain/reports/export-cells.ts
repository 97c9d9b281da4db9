import { calendarDate, formatUkDate } from '../calendar-date';
import { penceOf, poundsText } from '../money';
import type { ColumnFormat, ReportDefinition } from './definitions';
import { formatDateTime } from './format';
import type { ReportRow } from './grouping';

/**
 * Report exports (xlsx and CSV): the headings, the cells, and formula-looking text made harmless.
 * The files read as the screen does: dates dd/mm/yyyy, times in UK time, money to the penny. An
 * xlsx holds real dates and numbers with those formats, so a broker can sort and add them up;
 * a CSV holds the text Excel reads back as the same (amounts without the £, which would make
 * them text elsewhere; long digit strings as text formulas). Ids stay whole in both, where the
 * screen shortens them.
 */

export type ExportCell = string | number | null;

/** Characters a spreadsheet may take as the start of a formula or command. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text that a spreadsheet could run is prefixed with an apostrophe, so it stays text; numbers stay numbers. */
export function neutraliseCell(value: unknown): ExportCell {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = typeof value === 'string' ? value : typeof value === 'boolean' ? String(value) : JSON.stringify(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export interface ExportTable {
  readonly headings: readonly string[];
  /** Each column's format, as the screen shows it. */
  readonly formats: readonly (ColumnFormat | undefined)[];
  readonly rows: readonly (readonly ExportCell[])[];
}

/** The report's columns in order, under its headings, every cell neutralised. */
export const exportTable = (definition: Pick<ReportDefinition, 'fieldnames' | 'columnheadings' | 'columnformats'>, rows: readonly ReportRow[]): ExportTable => ({
  headings: definition.columnheadings,
  formats: definition.fieldnames.map((field) => definition.columnformats[field]),
  rows: rows.map((row) => definition.fieldnames.map((field) => neutraliseCell(row[field]))),
});

/** A number in the cell, or a text holding only one (amounts may come as text). */
function numberIn(cell: ExportCell): number | undefined {
  const number = typeof cell === 'number' ? cell : typeof cell === 'string' && cell.trim() !== '' ? Number(cell) : NaN;
  return Number.isFinite(number) ? number : undefined;
}

/** A date-time's UK wall-clock time as the parts a spreadsheet date holds, or undefined. */
function ukDateTime(cell: string): Date | undefined {
  const shown = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/.exec(formatDateTime(cell));
  return shown ? new Date(Date.UTC(Number(shown[3]), Number(shown[2]) - 1, Number(shown[1]), Number(shown[4]), Number(shown[5]))) : undefined;
}

/** An xlsx cell: its value (a Date is the day, or UK time, as written) and the number format it shows with. */
export interface SpreadsheetCell {
  readonly value: string | number | Date | null;
  readonly numFmt?: string;
}

const NUMBER_FORMATS: Partial<Record<ColumnFormat, string>> = {
  date: 'dd/mm/yyyy', datetime: 'dd/mm/yyyy hh:mm', money: '"£"#,##0.00', kwh: '#,##0 "kWh"', pencePerKwh: '0.0##"p/kWh"', count: '#,##0',
};

/** A cell as the xlsx holds it. Anything its format cannot read (text in a money column, say) is kept as text. */
export function spreadsheetCell(cell: ExportCell, format: ColumnFormat | undefined): SpreadsheetCell {
  if (cell === null || format === undefined || format === 'reference') return { value: cell };
  const numFmt = NUMBER_FORMATS[format];
  if (format === 'date') {
    const day = typeof cell === 'string' ? calendarDate(cell.slice(0, 10)) : undefined;
    return day ? { value: new Date(`${day}T00:00:00Z`), numFmt } : { value: cell };
  }
  if (format === 'datetime') {
    const time = typeof cell === 'string' ? ukDateTime(cell) : undefined;
    return time ? { value: time, numFmt } : { value: cell };
  }
  const number = numberIn(cell);
  if (number === undefined) return { value: cell };
  return { value: format === 'money' ? penceOf(number) / 100 : number, numFmt };
}

/**
 * Digits a spreadsheet would turn into a number and change: a leading zero (a company number, a
 * phone number) is dropped, and from 12 digits (an MPAN core) Excel shows 1.69E+12.
 */
const SPREADSHEET_MANGLES = /^(0\d+|\d{12,})$/;

/**
 * A cell as the CSV writes it. Digits a spreadsheet would change are written as a text formula,
 * `="01234567"`, which Excel shows and saves as those digits; its content is digits only, so it
 * can run nothing.
 */
export function csvText(cell: ExportCell, format: ColumnFormat | undefined): string {
  if (cell === null) return '';
  if (format === 'date' && typeof cell === 'string') return formatUkDate(cell);
  if (format === 'datetime' && typeof cell === 'string') return formatDateTime(cell);
  const number = format === 'money' ? numberIn(cell) : undefined;
  if (number !== undefined) return poundsText(penceOf(number));
  const text = String(cell);
  return SPREADSHEET_MANGLES.test(text) ? `="${text}"` : text;
}

const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** RFC 4180 CSV with CRLF line ends. */
export const toCsv = (table: ExportTable) =>
  [table.headings.map(csvField).join(','), ...table.rows.map((row) => row.map((cell, i) => csvField(csvText(cell, table.formats[i]))).join(','))].join('\r\n');

/** A file name from the report title: characters that file systems refuse are dropped. */
export const exportFileName = (title: string, extension: 'xlsx' | 'csv') => `${title.replace(/[\\/:*?"<>|]/g, '').trim()}.${extension}`;
