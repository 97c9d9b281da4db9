import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { SAMPLE_HEADING, sampleRows } from '../../../test/support/sample-rows';
import { IMPORT_MESSAGES } from '../../../domain/import';
import { FILE_FORMATS } from '../../../domain/reference-data/file-formats';
import { DEFAULT_LIMITS } from './read/file-problem';
import { importRows } from './import-rows';

const format = FILE_FORMATS[0];
const xlsxFormat = FILE_FORMATS[1];
const context = { contractterms: ['12', '24', '36'], openImportMeterPoints: new Map(), liveContractMeterPoints: new Set<string>(), renewal: false, thirdPartyCosts: { show: true, edit: true } };
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

  it('reads a workbook as Excel shows it: a formula by its saved result, a date result by its format, no binary remainders', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Contracts');
    sheet.addRow([...SAMPLE_HEADING.slice(0, -1), { formula: '"Availability Charge"', result: 'Availability Charge' }]);
    for (const row of sampleRows(2)) sheet.addRow(row);
    const cell = (name: string) => sheet.getCell(2, SAMPLE_HEADING.indexOf(name) + 1);
    cell('Unit Rate').value = { formula: 'B9*1.2', result: 24.51 };
    cell('Contract Start Date').value = { formula: 'DATE(2030,4,1)', result: 47574 };
    cell('Contract Start Date').numFmt = 'dd/mm/yyyy';
    cell('Uplift p/kWh').value = 1.1 * 3;
    cell('Account Name').value = { formula: 'A2', result: 'Acme Bakery Ltd' };
    const { result } = await importRows(Buffer.from(await workbook.xlsx.writeBuffer()), xlsxFormat, context, limits);
    expect(result.failures).toEqual([]);
    expect(result.warnings).toEqual([]);
    const [customer] = result.customers;
    expect(customer.accounts[0].name).toBe('Acme Bakery Ltd');
    expect(customer.contracts[0].startdate).toBe('2030-04-01');
    expect(1.1 * 3).not.toBe(3.3);
    expect(customer.sites[0].products[0].elecmeterpoints?.[0]).toMatchObject({ upliftvalue: '3.3', prices: [{ name: 'Unit Rate', value: '24.51' }, { name: 'Standing Charge', value: '55.0000' }] });
  });

  it('reads a number in a pounds format with its pound sign, as Excel shows it, so a price in pounds is refused as in a CSV', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Contracts');
    sheet.addRow([...SAMPLE_HEADING]);
    for (const row of sampleRows(4)) sheet.addRow(row);
    const cell = (row: number, name: string) => sheet.getCell(row, SAMPLE_HEADING.indexOf(name) + 1);
    cell(2, 'Unit Rate').value = 0.2451;
    cell(2, 'Unit Rate').numFmt = '"£"#,##0.0000';
    cell(3, 'Unit Rate').value = { formula: 'B9/100', result: 0.2451 };
    cell(3, 'Unit Rate').numFmt = '[$£-809]#,##0.0000';
    cell(4, 'Unit Rate').value = 24.51;
    cell(4, 'Unit Rate').numFmt = '0.00"p"';
    cell(5, 'Standing Charge').value = 55;
    cell(5, 'Standing Charge').numFmt = '#,##0.00';
    const { rows, result } = await importRows(Buffer.from(await workbook.xlsx.writeBuffer()), xlsxFormat, context, limits);
    expect(result.failures.map((failure) => [failure.row, failure.column, failure.message])).toEqual([
      [2, 'Unit Rate', 'Write prices in pence, not pounds, like 24.51'],
      [3, 'Unit Rate', 'Write prices in pence, not pounds, like 24.51'],
    ]);
    expect(rows.map((row) => row[SAMPLE_HEADING.indexOf('Unit Rate')])).toEqual(['£0.2451', '£0.2451', '24.51', '24.5100']);
    expect(rows[3][SAMPLE_HEADING.indexOf('Standing Charge')]).toBe('55');
  });

  it('fails a workbook cell with no value to take (a formula saved without its result, a spreadsheet error) in its own row and column', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Contracts');
    sheet.addRow([...SAMPLE_HEADING]);
    for (const row of sampleRows(3)) sheet.addRow(row);
    sheet.getCell(3, SAMPLE_HEADING.indexOf('Contact Last Name') + 1).value = { formula: 'VLOOKUP(A3,People!A:B,2,FALSE)' } as ExcelJS.CellFormulaValue;
    sheet.getCell(4, SAMPLE_HEADING.indexOf('Unit Rate') + 1).value = { error: '#REF!' };
    const { rows, result } = await importRows(Buffer.from(await workbook.xlsx.writeBuffer()), xlsxFormat, context, limits);
    expect(result.failures).toEqual([
      { row: 3, line: 3, column: 'Contact Last Name', message: "The file holds this cell's formula but not its result: save the file in Excel and upload it again, or type the value" },
      { row: 4, line: 4, column: 'Unit Rate', message: 'The cell shows the spreadsheet error #REF!: correct it in the file and upload it again, or type the value' },
    ]);
    expect(rows[1][SAMPLE_HEADING.indexOf('Contact Last Name')]).toBe('=VLOOKUP(A3,People!A:B,2,FALSE)');
    expect(rows[2][SAMPLE_HEADING.indexOf('Unit Rate')]).toBe('#REF!');
  });

  it('puts a parser\'s warning about a row on that row\'s customer, and one about the heading on the file', async () => {
    const rows = sampleRows(4);
    const customerOfThirdRow = rows.slice(0, 3).reduce((names, row) => names.add(row[0]), new Set<string>()).size;
    const lines = Papa.unparse([SAMPLE_HEADING as string[], ...rows]).split('\r\n');
    lines[0] += ',"Notes "x" here"';
    lines[3] += ',"to be "checked" later"';
    const { result } = await importRows(Buffer.from(lines.join('\r\n')), format, context, limits);
    const strayQuote = IMPORT_MESSAGES.strayQuote;
    expect(result.warnings).toEqual([
      expect.objectContaining({ message: 'Column \'Notes "x" here\' is not part of the file format and was ignored', line: 1, row: 1 }),
      { message: strayQuote, line: customerOfThirdRow, row: 4, path: '' },
      { message: strayQuote, line: 1 },
    ]);
  });
});
