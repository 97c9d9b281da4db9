import Papa from 'papaparse';
import { DEFAULT_LIMITS, type FileLimits } from './file-problem';
import { parseCsv } from './parse-csv';

const limits: FileLimits = { ...DEFAULT_LIMITS, maxFileBytes: 1024 * 1024 };

interface Read {
  heading: readonly string[];
  rows: { line: number; cells: readonly string[] }[];
  warnings: string[];
}

function read(bytes: Buffer): Read {
  const seen: Read = { heading: [], rows: [], warnings: [] };
  parseCsv(bytes, { heading: (cells) => void (seen.heading = cells), row: (cells, line) => void seen.rows.push({ line, cells }), warn: (message) => void seen.warnings.push(message) }, limits);
  return seen;
}

const HEADING = ['Customer Name', 'Site Name', 'Site Street', 'Site Town', 'Site Post Code', 'Contract Start Date', 'Fuel', 'MPAN Core', 'Unit Rate', 'Standing Charge'];
const HARBOUR = ['Harbour Bakery Ltd', 'Harbour Bakery', 'Unit 2, Quay Street', 'Bristol', 'BS1 4DJ', '01/04/2027', 'Electricity', '1012345678904', '24.51', '55.00'];
const MILL = ['Mill Lane Garage Ltd', 'Mill Lane Garage', '14 Mill Lane', 'Bath', 'BA1 1AA', '15/04/2027', 'Gas', '', '6.20', '28.00'];

/** Lines as a spreadsheet writes them: cells quoted only where they hold the delimiter. */
const written = (rows: readonly (readonly string[])[], delimiter: string, lineEnd: string) =>
  rows.map((row) => row.map((cell) => (cell.includes(delimiter) ? `"${cell}"` : cell)).join(delimiter) + lineEnd).join('');

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const decimalCommas = (row: readonly string[]) => row.map((cell) => (/^\d+\.\d+$/.test(cell) ? cell.replace('.', ',') : cell));

const POUNDS = HARBOUR.map((cell) => (cell === '24.51' ? '£24.51' : cell));
const EXCEL_UTF8 = 'Excel "CSV UTF-8": byte-order mark, CRLF, an address with a comma quoted';
const EUROPEAN_SHORT = 'a European export: semicolons, decimal commas, two rows';
const EUROPEAN_BLANK_ROW = 'a European export with a blank row after its heading';
const TWELVE_EUROPEAN = Array.from({ length: 12 }, () => decimalCommas(HARBOUR));

/** Files as brokers' spreadsheets and systems save them, each with the rows it holds. */
const BROKER_FILES: [name: string, bytes: Buffer, rows: (readonly string[])[]][] = [
  [EXCEL_UTF8, Buffer.concat([BOM, Buffer.from(written([HEADING, HARBOUR, MILL], ',', '\r\n'))]), [HARBOUR, MILL]],
  ['Excel "CSV" on Windows: Windows-1252, a price with a pound sign', Buffer.from(written([HEADING, POUNDS, MILL], ',', '\r\n'), 'latin1'), [POUNDS, MILL]],
  [EUROPEAN_SHORT, Buffer.from(written([HEADING, decimalCommas(HARBOUR), decimalCommas(MILL)], ';', '\r\n')), [decimalCommas(HARBOUR), decimalCommas(MILL)]],
  [EUROPEAN_BLANK_ROW, Buffer.from(written([HEADING, [], ...TWELVE_EUROPEAN], ';', '\r\n')), TWELVE_EUROPEAN],
  ['tab-separated, from a CRM, an address with a comma unquoted', Buffer.from(written([HEADING, HARBOUR, MILL], '\t', '\n')), [HARBOUR, MILL]],
  ['a supplier portal export: every cell quoted, LF, no last line end', Buffer.from([HEADING, HARBOUR, MILL].map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\n')), [HARBOUR, MILL]],
];
const bytesOf = (name: string) => BROKER_FILES.find(([named]) => named === name)![1];

describe('CSV parser, over files as brokers save them', () => {
  it.each(BROKER_FILES)('reads %s cell for cell: pound signs, UK dates and quoted commas as written', (_name, bytes, rows) => {
    const seen = read(bytes);
    expect([seen.heading, seen.rows.map((row) => row.cells), seen.warnings]).toEqual([HEADING, rows, []]);
  });

  it('reads a European export by semicolons, where papaparse guessing with blank rows counted reads it by commas', () => {
    for (const name of [EUROPEAN_SHORT, EUROPEAN_BLANK_ROW]) expect(Papa.parse(bytesOf(name).toString('utf8')).meta.delimiter).toBe(',');
    expect(read(bytesOf(EUROPEAN_BLANK_ROW)).rows.map((row) => row.line)).toEqual(Array.from({ length: 12 }, (_, i) => i + 3));
  });

  it('reads a file whose first rows are a title and a date, with no delimiter, as commas', () => {
    const { heading, rows, warnings } = read(Buffer.from(`Contracts for November\r\nSent 24/11/2026\r\n${written([HEADING, HARBOUR, MILL, HARBOUR], ',', '\r\n')}`));
    expect(heading).toEqual(['Contracts for November']);
    expect(rows.map((row) => row.cells.length)).toEqual([1, HEADING.length, HEADING.length, HEADING.length, HEADING.length]);
    expect(warnings).toEqual([]);
  });

  it('reads a single-column file as one column, warning that it found no delimiter', () => {
    const { heading, rows, warnings } = read(Buffer.from('Customer Name\r\nHarbour Bakery Ltd\r\nMill Lane Garage Ltd\r\n'));
    expect([heading, rows.map((row) => row.cells)]).toEqual([['Customer Name'], [['Harbour Bakery Ltd'], ['Mill Lane Garage Ltd']]]);
    expect(warnings).toEqual(["Unable to auto-detect delimiting character; defaulted to ','"]);
  });
});
