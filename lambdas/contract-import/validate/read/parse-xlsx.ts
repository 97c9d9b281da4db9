import type ExcelJS from 'exceljs';
import { calendarDate } from '../../../../domain/calendar-date';
import { IMPORT_MESSAGES } from '../../../../domain/import';
import { FileProblem, type FileLimits, type RowSink } from './file-problem';
import { firstWorksheet } from './first-worksheet';
import { isUnreadableFile } from './unreadable-file';
import { checkZipDirectory } from './zip-directory';
import { checkZipInflation } from './zip-inflation';

/**
 * The Excel serial day number behind a date cell: exceljs hands a date-formatted number over as a
 * Date counted from 1970 (serial 25569), a day out before March 1900 where Excel keeps a 29 February
 * that never was, so the serial is recovered and read by the calendar rule.
 */
const excelSerialOf = (date: Date) => 25_569 + date.getTime() / 86_400_000;

/**
 * Whether a number format shows a date, by exceljs's own rule for plain cells (a d, m, y, h or s
 * outside quotes and brackets): it reads a plain date cell as a Date, but a formula's result as the
 * serial number.
 */
const isDateFormat = (format: string | undefined) => format !== undefined && /[ymdhMsb]/.test(format.replace(/\[[^\]]*]|"[^"]*"/g, ''));

/** A number as Excel shows it, to 15 significant digits: a sum's binary remainder (1.5000000000000002) reads as 1.5. */
const numberText = (value: number) => String(Number(value.toPrecision(15)));

/**
 * A number whose format shows a pound sign (`"£"#,##0.00`, `[$£-809]#,##0.00`) is read with it, as
 * the broker sees it: a price typed as £0.2451 in a currency cell is pounds, and the import refuses
 * it as it refuses `£0.2451` in a CSV, where reading 0.2451 would take it as pence, a hundredfold less.
 */
const shownNumberText = (value: number, format: string | undefined) => (format?.includes('£') ? `£${numberText(value)}` : numberText(value));

/**
 * A cell as text, as the broker sees it in Excel: a formula by the result Excel saved with it
 * (never worked out here), dates as ISO days, rich text joined, a link by its text. A cell with
 * nothing to take (a spreadsheet error, a formula saved without its result) is reported as
 * unreadable, with its text.
 */
/** What reading a cell may need besides its value; one for a sheet, reading the current cell. */
interface CellReading {
  numberFormat(): string | undefined;
  /** Reports a cell with nothing to take, and why. */
  unreadable(message: string): void;
}

function cellText(value: ExcelJS.CellValue, reading: CellReading): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const serial = excelSerialOf(value);
    return calendarDate(serial) ?? String(serial);
  }
  if (typeof value === 'number') return shownNumberText(value, reading.numberFormat());
  if (typeof value !== 'object') return String(value);
  if ('formula' in value || 'sharedFormula' in value) {
    const { result } = value;
    if (typeof result === 'number' && isDateFormat(reading.numberFormat())) return calendarDate(result) ?? numberText(result);
    if (result !== undefined) return cellText(result, reading);
    reading.unreadable(IMPORT_MESSAGES.formulaWithoutResult);
    return `=${'formula' in value ? value.formula : value.sharedFormula}`;
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  if ('error' in value) {
    reading.unreadable(IMPORT_MESSAGES.spreadsheetError(value.error));
    return value.error;
  }
  return '';
}

/**
 * Parses the first worksheet of an XLSX row by row with exceljs, after checking the zip's central
 * directory against the limits and that each part inflates to no more than it declares. An error
 * thrown while reading is the file's only when lambdas/contract-import/validate/read/unreadable-file.ts says so.
 */
export async function parseXlsx(bytes: Buffer, sink: RowSink, limits: FileLimits): Promise<void> {
  if (bytes.length === 0) throw new FileProblem(IMPORT_MESSAGES.emptyFile);
  const { parts, directoryOffset } = checkZipDirectory(bytes, limits);
  const checked = await checkZipInflation(bytes, parts, directoryOffset, limits);
  let rows = 0;
  let row: ExcelJS.Row | undefined;
  let column = 0;
  let unreadableCells: Map<number, string> | undefined;
  // One reading for the whole sheet, of the current cell, rather than one for each cell of a large file.
  const reading: CellReading = {
    numberFormat: () => row?.getCell(column + 1).numFmt,
    unreadable: (message) => void (unreadableCells ??= new Map()).set(column, message),
  };
  try {
    const worksheet = await firstWorksheet(checked);
    if (!worksheet) throw new FileProblem(IMPORT_MESSAGES.notExcel);
    for await (row of worksheet) {
      const values = (row.values ?? []) as ExcelJS.CellValue[];
      if (values.length - 1 > limits.maxColumns) throw new FileProblem(IMPORT_MESSAGES.tooManyColumns(limits.maxColumns));
      const cells: string[] = [];
      let blank = true;
      unreadableCells = undefined;
      for (let i = 1; i < values.length; i++) {
        column = i - 1;
        const text = cellText(values[i], reading).trim();
        if (text.length > limits.maxCellChars) throw new FileProblem(IMPORT_MESSAGES.cellTooLong(limits.maxCellChars));
        if (text !== '') blank = false;
        cells.push(text);
      }
      if (blank) continue;
      if (++rows > limits.maxRows + 1) throw new FileProblem(IMPORT_MESSAGES.tooManyRows(limits.maxRows));
      if (rows === 1) sink.heading(cells);
      else sink.row(cells, row.number, unreadableCells);
    }
  } catch (error) {
    throw isUnreadableFile(error) ? new FileProblem(IMPORT_MESSAGES.notExcel) : error;
  }
  if (rows === 0) throw new FileProblem(IMPORT_MESSAGES.emptyFile);
}
