import type ExcelJS from 'exceljs';
import { calendarDate } from '../../domain/calendar-date';
import { IMPORT_MESSAGES } from '../../domain/import';
import { FileProblem, type FileLimits, type RowSink } from './file-problem';
import { firstWorksheet } from './first-worksheet';
import { checkZipDirectory } from './zip-directory';
import { checkZipInflation } from './zip-inflation';

/**
 * The Excel serial day number behind a date cell: exceljs hands a date-formatted number over as a
 * Date counted from 1970 (serial 25569), a day out before March 1900 where Excel keeps a 29 February
 * that never was, so the serial is recovered and read by the calendar rule.
 */
const excelSerialOf = (date: Date) => 25_569 + date.getTime() / 86_400_000;

/** A cell as text: formulas by their text (never evaluated), dates as ISO days, rich text joined. */
function cellText(value: ExcelJS.CellValue, onFormula: () => void): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const serial = excelSerialOf(value);
    return calendarDate(serial) ?? String(serial);
  }
  if (typeof value !== 'object') return String(value);
  if ('formula' in value || 'sharedFormula' in value) {
    onFormula();
    const formula = 'formula' in value ? value.formula : (value as { sharedFormula: string }).sharedFormula;
    return `=${formula ?? ''}`;
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  if ('error' in value) return String(value.error);
  return '';
}

/**
 * Parses the first worksheet of an XLSX row by row with exceljs, after checking the zip's central
 * directory against the limits and that each part inflates to no more than it declares.
 */
export async function parseXlsx(bytes: Buffer, sink: RowSink, limits: FileLimits): Promise<void> {
  if (bytes.length === 0) throw new FileProblem(IMPORT_MESSAGES.emptyFile);
  const { parts, directoryOffset } = checkZipDirectory(bytes, limits);
  const checked = await checkZipInflation(bytes, parts, directoryOffset, limits);
  let rows = 0;
  let line = 0;
  // One warning callback for the whole sheet, reading the current row's line: a closure per cell is a million for a large file.
  const onFormula = () => sink.warn(IMPORT_MESSAGES.formula, line);
  try {
    const worksheet = await firstWorksheet(checked);
    if (!worksheet) throw new FileProblem(IMPORT_MESSAGES.notExcel);
    for await (const row of worksheet) {
      const values = (row.values ?? []) as ExcelJS.CellValue[];
      if (values.length - 1 > limits.maxColumns) throw new FileProblem(IMPORT_MESSAGES.tooManyColumns(limits.maxColumns));
      line = row.number;
      const cells: string[] = [];
      let blank = true;
      for (let i = 1; i < values.length; i++) {
        const text = cellText(values[i], onFormula).trim();
        if (text.length > limits.maxCellChars) throw new FileProblem(IMPORT_MESSAGES.cellTooLong(limits.maxCellChars));
        if (text !== '') blank = false;
        cells.push(text);
      }
      if (blank) continue;
      if (++rows > limits.maxRows + 1) throw new FileProblem(IMPORT_MESSAGES.tooManyRows(limits.maxRows));
      if (rows === 1) sink.heading(cells);
      else sink.row(cells, line);
    }
  } catch (error) {
    if (error instanceof FileProblem) throw error;
    throw new FileProblem(IMPORT_MESSAGES.notExcel);
  }
  if (rows === 0) throw new FileProblem(IMPORT_MESSAGES.emptyFile);
}
