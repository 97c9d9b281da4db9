import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { SAMPLE_HEADING, sampleRows } from '../../test/support/sample-rows';
import { FILE_FORMATS } from '../../domain/reference-data/file-formats';
import { DEFAULT_LIMITS } from './file-problem';
import { importRows } from './import-rows';

const format = FILE_FORMATS[0];
const xlsxFormat = FILE_FORMATS[1];
const context = { contractterms: ['12', '24', '36'], openImportMeterPoints: new Map(), liveContractMeterPoints: new Set<string>(), renewal: false };
const limits = { ...DEFAULT_LIMITS, maxFileBytes: 1024 * 1024 };
const csvOf = (rows: string[][]) => Buffer.from(Papa.unparse([SAMPLE_HEADING as string[], ...rows]));

describe('importRows', () => {
  it('keeps no raw rows for a clean file, only its customers', async () => {
    const { heading, rows, result } = await importRows(csvOf(sampleRows(6)), format, context, limits);
    expect(result.failures).toEqual([]);
    expect(result.rowcount).toBe(6);
    expect(result.customers.length).toBeGreaterThan(0);
    expect(heading).toEqual(SAMPLE_HEADING);
    expect(rows).toEqual([]);
  });

  it('keeps every raw row of a file with failures, as the file gave them', async () => {
    const file = sampleRows(4);
    file[2][SAMPLE_HEADING.indexOf('Customer Name')] = '';
    const { heading, rows, result } = await importRows(csvOf(file), format, context, limits);
    expect(result.failures).toEqual([expect.objectContaining({ row: 4, column: 'Customer Name', message: 'Required', line: 4 })]);
    expect(heading).toEqual(SAMPLE_HEADING);
    expect(rows).toEqual(file);
  });

  it('puts a parser\'s warning about a row on that row\'s customer, and one about the heading on the file', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Contracts');
    sheet.addRow([...SAMPLE_HEADING.slice(0, -1), { formula: '"Availability Charge"', result: 'Availability Charge' }]);
    const rows = sampleRows(4);
    for (const row of rows) sheet.addRow(row);
    const customerOfThirdRow = rows.slice(0, 3).reduce((names, row) => names.add(row[0]), new Set<string>()).size;
    sheet.getCell(4, SAMPLE_HEADING.indexOf('Unit Rate') + 1).value = { formula: '24.51*1', result: 24.51 };
    const { result } = await importRows(Buffer.from(await workbook.xlsx.writeBuffer()), xlsxFormat, context, limits);
    expect(result.warnings).toEqual([
      expect.objectContaining({ message: 'Column \'="Availability Charge"\' is not part of the file format and was ignored', line: 1, row: 1 }),
      { message: 'The cell holds a formula; its text was taken, not its result', line: customerOfThirdRow, row: 4, path: '' },
      { message: 'The cell holds a formula; its text was taken, not its result', line: 1 },
    ]);
  });
});
