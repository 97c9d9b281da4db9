import { exportFileName, exportTable, neutraliseCell, toCsv } from './export-cells';

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
  const definition = { fieldnames: ['customername', 'amount'], columnheadings: ['Customer Name', 'Amount'] };

  it('has the headings and the columns in the definition order', () => {
    const table = exportTable(definition, [{ amount: 10, customername: '=HYPERLINK("x")', other: 'dropped' }]);
    expect(table).toEqual({ headings: ['Customer Name', 'Amount'], rows: [[`'=HYPERLINK("x")`, 10]] });
  });

  it('writes CSV with quoted commas, quotes and line breaks', () => {
    const csv = toCsv(exportTable(definition, [{ customername: 'Smith, "J"', amount: 1.5 }, { customername: 'Two\nlines' }]));
    expect(csv).toBe('Customer Name,Amount\r\n"Smith, ""J""",1.5\r\n"Two\nlines",');
  });

  it('names the file after the report title', () => {
    expect(exportFileName('Contract Report', 'xlsx')).toBe('Contract Report.xlsx');
    expect(exportFileName('A/B: C?', 'csv')).toBe('AB C.csv');
  });
});
