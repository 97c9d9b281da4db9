import type { ReportDefinition } from './definitions';
import type { ReportRow } from './grouping';

/** Report exports (xlsx and CSV): the headings, the cells, and formula-looking text made harmless. */

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
  readonly rows: readonly (readonly ExportCell[])[];
}

/** The report's columns in order, under its headings, every cell neutralised. */
export const exportTable = (definition: Pick<ReportDefinition, 'fieldnames' | 'columnheadings'>, rows: readonly ReportRow[]): ExportTable => ({
  headings: definition.columnheadings,
  rows: rows.map((row) => definition.fieldnames.map((field) => neutraliseCell(row[field]))),
});

const csvField = (cell: ExportCell) => {
  const value = cell === null ? '' : String(cell);
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
};

/** RFC 4180 CSV with CRLF line ends. */
export const toCsv = (table: ExportTable) =>
  [table.headings, ...table.rows].map((row) => row.map((cell) => csvField(cell as ExportCell)).join(',')).join('\r\n');

/** A file name from the report title: characters that file systems refuse are dropped. */
export const exportFileName = (title: string, extension: 'xlsx' | 'csv') => `${title.replace(/[\\/:*?"<>|]/g, '').trim()}.${extension}`;
