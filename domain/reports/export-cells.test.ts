import Papa from 'papaparse';
import { csvText, exportFileName, exportTable, neutraliseCell, spreadsheetCell, toCsv } from './export-cells';

describe('neutralising exported cells', () => {
  it.each(['=SUM(A1)', '+44 20', '-1+2', '@cmd', '\tx', '\rx'])('prefixes %j so a spreadsheet keeps it as text', (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });

  it('leaves ordinary text, numbers (negative too) and empties as they are', () => {
    expect(neutraliseCell('Acme Ltd')).toBe('Acme Ltd');
    expect(neutraliseCell('a=b')).toBe('a=b');
    expect(neutraliseCell(-12.5)).toBe(-12.5);
    expect(neutraliseCell(undefined)).toBeNull();
    expect(neutraliseCell('')).toBeNull();
    expect(neutraliseCell(Number.NaN)).toBeNull();
  });
});

describe('the export table', () => {
  const definition = { fieldnames: ['customername', 'amount'], columnheadings: ['Customer Name', 'Amount'], columnformats: { amount: 'money' as const } };

  it('has the headings, formats and the columns in the definition order', () => {
    const table = exportTable(definition, [{ amount: 10, customername: '=HYPERLINK("x")', other: 'dropped' }]);
    expect(table).toEqual({ headings: ['Customer Name', 'Amount'], formats: [undefined, 'money'], rows: [[`'=HYPERLINK("x")`, 10]] });
  });

  it('writes CSV with quoted commas, quotes and line breaks, and amounts to the penny', () => {
    const csv = toCsv(exportTable(definition, [{ customername: 'Smith, "J"', amount: 1.5 }, { customername: 'Two\nlines' }]));
    expect(csv).toBe('Customer Name,Amount\r\n"Smith, ""J""",1.50\r\n"Two\nlines",');
  });

  it('writes CSV dates dd/mm/yyyy, times in UK time, money to the penny without a £, and ids whole', () => {
    expect(csvText('2026-12-18', 'date')).toBe('18/12/2026');
    // 10:30 UTC in November is 10:30 in London; in July, 11:30.
    expect(csvText('2026-11-20T10:30:00.000Z', 'datetime')).toBe('20/11/2026 10:30');
    expect(csvText('2026-07-20T10:30:00.000Z', 'datetime')).toBe('20/07/2026 11:30');
    expect([csvText(177.5, 'money'), csvText(96, 'money'), csvText(0.285, 'money'), csvText(-0.05, 'money'), csvText('12.3', 'money')]).toEqual(['177.50', '96.00', '0.29', '-0.05', '12.30']);
    expect(csvText('92c6bec4-b88b-4a7e-9a51-8c2b1f3d4e5f:1', 'reference')).toBe('92c6bec4-b88b-4a7e-9a51-8c2b1f3d4e5f:1');
    expect(csvText(12500, 'kwh')).toBe('12500');
    expect(csvText(null, 'date')).toBe('');
  });

  /**
   * What a spreadsheet shows for a CSV cell in its General format, as Excel reads one: `="…"` is a
   * text formula showing its text; all digits become a number, losing leading zeros, and from 12
   * digits shown in scientific notation.
   */
  const shownBySpreadsheet = (cell: string) => {
    const text = /^="(.*)"$/.exec(cell);
    if (text) return text[1];
    if (!/^\d+$/.test(cell)) return cell;
    return cell.length >= 12 ? Number(cell).toExponential(2).toUpperCase() : String(Number(cell));
  };

  it('writes meter point references, company numbers and phone numbers so a spreadsheet opens them unchanged', () => {
    const numbers = { fieldnames: ['mpancore', 'mprn', 'companynumber', 'phone', 'site'], columnheadings: ['MPAN', 'MPRN', 'Company', 'Phone', 'Site'], columnformats: {} };
    const row = { mpancore: '1691399287077', mprn: '7481235106', companynumber: '01234567', phone: '07700900123', site: 'Unit 4' };
    const [, cells] = Papa.parse<string[]>(toCsv(exportTable(numbers, [row])), { skipEmptyLines: true }).data;
    expect(cells.map(shownBySpreadsheet)).toEqual(['1691399287077', '7481235106', '01234567', '07700900123', 'Unit 4']);
    // What the same cells showed when written bare: the spreadsheet changed three of them.
    expect(Object.values(row).map(shownBySpreadsheet)).toEqual(['1.69E+12', '7481235106', '1234567', '7700900123', 'Unit 4']);
    // A report may hold the MPAN core as a number: it is kept the same way.
    expect(shownBySpreadsheet(csvText(1691399287077, 'reference'))).toBe('1691399287077');
    expect(csvText(12500, 'kwh')).toBe('12500');
  });

  it('gives the xlsx real dates and numbers with UK formats, and keeps what a format cannot read as text', () => {
    expect(spreadsheetCell('2026-12-18', 'date')).toEqual({ value: new Date(Date.UTC(2026, 11, 18)), numFmt: 'dd/mm/yyyy' });
    expect(spreadsheetCell('2026-07-20T10:30:00.000Z', 'datetime')).toEqual({ value: new Date(Date.UTC(2026, 6, 20, 11, 30)), numFmt: 'dd/mm/yyyy hh:mm' });
    expect(spreadsheetCell(177.5, 'money')).toEqual({ value: 177.5, numFmt: '"£"#,##0.00' });
    expect(spreadsheetCell(3, 'count')).toEqual({ value: 3, numFmt: '#,##0' });
    expect(spreadsheetCell(0.8, 'pencePerKwh')).toEqual({ value: 0.8, numFmt: '0.0##"p/kWh"' });
    expect(spreadsheetCell('1691399287077', 'reference')).toEqual({ value: '1691399287077' });
    expect(spreadsheetCell('not yet', 'date')).toEqual({ value: 'not yet' });
    expect(spreadsheetCell('n/a', 'money')).toEqual({ value: 'n/a' });
    expect(spreadsheetCell(null, 'money')).toEqual({ value: null });
  });

  it('names the file after the report title', () => {
    expect(exportFileName('Contract Report', 'xlsx')).toBe('Contract Report.xlsx');
    expect(exportFileName('A/B: C?', 'csv')).toBe('AB C.csv');
  });
});
