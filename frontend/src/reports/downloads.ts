import type { ReportDefinition } from '../../../domain/reports/definitions';
import { exportFileName, exportTable, spreadsheetCell, toCsv } from '../../../domain/reports/export-cells';
import type { ReportRow } from '../../../domain/reports/grouping';

/** Report files made in the browser: xlsx (exceljs, loaded only when asked for) and CSV. */

function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function xlsxBlob(definition: ReportDefinition, rows: readonly ReportRow[]): Promise<Blob> {
  const loaded = await import('exceljs');
  // The browser build is a UMD bundle: its exports may arrive as the default.
  const ExcelJS = (loaded as unknown as { default?: typeof loaded }).default ?? loaded;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(definition.title.slice(0, 31));
  const table = exportTable(definition, rows);
  sheet.addRow([...table.headings]).font = { bold: true };
  for (const row of table.rows) {
    const cells = row.map((cell, i) => spreadsheetCell(cell, table.formats[i]));
    const added = sheet.addRow(cells.map((cell) => cell.value));
    for (const [i, cell] of cells.entries()) if (cell.numFmt) added.getCell(i + 1).numFmt = cell.numFmt;
  }
  // Excel shows a date too wide for its column as ####: a date-time needs 16 characters.
  sheet.columns.forEach((column, i) => {
    column.width = Math.min(40, Math.max(table.formats[i] === 'datetime' ? 17 : 10, table.headings[i].length + 2));
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

export async function downloadXlsx(definition: ReportDefinition, rows: readonly ReportRow[]): Promise<void> {
  save(await xlsxBlob(definition, rows), exportFileName(definition.title, 'xlsx'));
}

export function downloadCsv(definition: ReportDefinition, rows: readonly ReportRow[]): void {
  // The byte-order mark makes Excel read the file as UTF-8 (pound signs, accents).
  save(new Blob([`\ufeff${toCsv(exportTable(definition, rows))}`], { type: 'text/csv;charset=utf-8' }), exportFileName(definition.title, 'csv'));
}
