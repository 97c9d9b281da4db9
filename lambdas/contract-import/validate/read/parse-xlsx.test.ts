import fs from 'node:fs';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { IMPORT_MESSAGES } from '../../../../domain/import';
import { unzipEntries, zipEntries, type ZipEntry } from '../../../../test/support/hostile-files';
import { DEFAULT_LIMITS, FileProblem } from './file-problem';
import { parseXlsx } from './parse-xlsx';

const limits = { ...DEFAULT_LIMITS, maxFileBytes: 5_000_000 };

/** The heading and rows a parse hands its sink, or the file problem it ends in. */
async function read(bytes: Buffer): Promise<string[][] | string> {
  const rows: string[][] = [];
  const sink = { heading: (cells: readonly string[]) => void rows.push([...cells]), row: (cells: readonly string[]) => void rows.push([...cells]), warn: () => undefined };
  try {
    await parseXlsx(bytes, sink, limits);
    return rows;
  } catch (error) {
    if (error instanceof FileProblem) return error.message;
    throw error;
  }
}

/** The rows of the Contracts sheet in the workbooks below, as a read should answer them. */
const CONTRACTS = [['Customer Name', 'MPAN Core'], ['Acme Ltd', '1312345678907']];

/** Two sheets as exceljs writes them, like the Contract Upload template: both sheet parts before the shared strings, workbook.xml last of all. */
async function twoSheets(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Contracts').addRows(CONTRACTS);
  book.addWorksheet('Notes').addRows([['Note'], ['Read me first']]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const withEntries = (zip: Buffer, change: (entries: ZipEntry[]) => ZipEntry[]) => zipEntries(change(unzipEntries(zip)));

describe('XLSX parts read from the zip directory', () => {
  it('reads a two-sheet workbook alike 200 times, four at a time', async () => {
    const book = await twoSheets();
    for (let round = 0; round < 50; round++) {
      const reads = await Promise.all([1, 2, 3, 4].map(() => read(book)));
      for (const rows of reads) expect(rows).toEqual(CONTRACTS);
    }
  });

  it('streams the first sheet from its part, writing no temporary file for a sheet stored before the shared strings', async () => {
    const writes = jest.spyOn(fs, 'createWriteStream');
    try {
      expect(await read(await twoSheets())).toEqual(CONTRACTS);
      expect(writes).not.toHaveBeenCalled();
    } finally {
      writes.mockRestore();
    }
  });

  it('reads the first tab as workbook.xml orders the sheets, whatever its part is called', async () => {
    const swapped = withEntries(await twoSheets(), (entries) =>
      entries.map((entry) => {
        if (entry.name !== 'xl/workbook.xml') return entry;
        const swappedTabs = entry.content.toString('utf8').replace(/(<sheet [^>]*\/>)(<sheet [^>]*\/>)/, '$2$1');
        expect(swappedTabs).not.toBe(entry.content.toString('utf8'));
        return { name: entry.name, content: Buffer.from(swappedTabs) };
      }),
    );
    expect(await read(swapped)).toEqual([['Note'], ['Read me first']]);
  });

  it('passes over a hidden sheet before the first tab Excel shows', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Lists', { state: 'hidden' }).addRows([['Fuel'], ['Electricity'], ['Gas']]);
    book.addWorksheet('Contracts').addRows(CONTRACTS);
    expect(await read(Buffer.from(await book.xlsx.writeBuffer()))).toEqual(CONTRACTS);
  });

  it('reads the same rows whatever order the parts are stored in', async () => {
    const book = await twoSheets();
    const entries = unzipEntries(book);
    await fc.assert(
      fc.asyncProperty(fc.shuffledSubarray(entries, { minLength: entries.length, maxLength: entries.length }), async (shuffled) => {
        expect(await read(zipEntries(shuffled))).toEqual(CONTRACTS);
      }),
      { numRuns: 40 },
    );
  });

  it('reads a sheet of inline strings from a workbook with no shared strings or styles part', async () => {
    const bare = withEntries(await twoSheets(), (entries) =>
      entries
        .filter((entry) => entry.name !== 'xl/sharedStrings.xml' && entry.name !== 'xl/styles.xml')
        .map((entry) =>
          entry.name === 'xl/worksheets/sheet1.xml'
            ? { name: entry.name, content: Buffer.from('<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Customer Name</t></is></c><c r="B1" t="n"><v>42</v></c></row></sheetData></worksheet>') }
            : entry,
        ),
    );
    expect(await read(bare)).toEqual([['Customer Name', '42']]);
  });

  it('finds the shared strings by the workbook\'s relationships, whatever their part is called', async () => {
    const renamed = withEntries(await twoSheets(), (entries) =>
      entries.map((entry) => {
        if (entry.name === 'xl/sharedStrings.xml') return { name: 'xl/strings/all.xml', content: entry.content };
        if (entry.name === 'xl/_rels/workbook.xml.rels') return { name: entry.name, content: Buffer.from(entry.content.toString('utf8').replace('Target="sharedStrings.xml"', 'Target="strings/all.xml"')) };
        return entry;
      }),
    );
    expect(await read(renamed)).toEqual(CONTRACTS);
  });

  it('reads every character of a long sheet and shared strings, multi-byte ones across the inflater\'s chunks included', async () => {
    const rows = Array.from({ length: 2_000 }, (_, i) => [`O’Brien’s Café № ${i}`, `£${i}.50 — ${'€'.repeat(i % 7)}!`]);
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Contracts').addRows([['Customer Name', 'Notes'], ...rows]);
    const inline = new ExcelJS.Workbook();
    inline.addWorksheet('Contracts').addRows([['Customer Name', 'Notes'], ...rows].map((row) => row.map((text) => ({ richText: [{ text }] }))));
    for (const written of [book, inline]) expect(await read(Buffer.from(await written.xlsx.writeBuffer()))).toEqual([['Customer Name', 'Notes'], ...rows]);
  });

  it('refuses a zip without a workbook, a workbook without sheets, a sheet that is not there and a part named twice', async () => {
    const book = await twoSheets();
    const noWorkbook = withEntries(book, (entries) => entries.filter((entry) => entry.name !== 'xl/workbook.xml'));
    const noSheets = withEntries(book, (entries) => entries.map((entry) => (entry.name === 'xl/workbook.xml' ? { name: entry.name, content: Buffer.from(entry.content.toString('utf8').replace(/<sheets>.*<\/sheets>/, '<sheets/>')) } : entry)));
    const sheetMissing = withEntries(book, (entries) => entries.filter((entry) => entry.name !== 'xl/worksheets/sheet1.xml'));
    const twice = withEntries(book, (entries) => [...entries, entries.find((entry) => entry.name === 'xl/worksheets/sheet1.xml')!]);
    for (const file of [noWorkbook, noSheets, sheetMissing, twice]) expect(await read(file)).toBe(IMPORT_MESSAGES.notExcel);
  });

  it('refuses a part whose bytes changed after it was zipped, by its CRC-32, though exceljs would read the changed text', async () => {
    const stored = zipEntries(unzipEntries(await twoSheets()).map((entry) => ({ ...entry, stored: true })));
    expect(await read(stored)).toEqual(CONTRACTS);
    const at = stored.indexOf('1312345678907');
    const changed = Buffer.from(stored);
    changed[at] = '2'.charCodeAt(0);
    expect(await read(changed)).toBe(IMPORT_MESSAGES.notExcel);
  });

  it('blames the file for XML that is not well-formed, and leaves any other error of the reader to the run', async () => {
    const broken = withEntries(await twoSheets(), (entries) => entries.map((entry) => (entry.name === 'xl/worksheets/sheet1.xml' ? { name: entry.name, content: Buffer.from('<worksheet><sheetData></row>') } : entry)));
    expect(await read(broken)).toBe(IMPORT_MESSAGES.notExcel);
    const reader = ExcelJS.stream.xlsx.WorkbookReader.prototype as unknown as { _parseWorksheet: () => never };
    const fault = jest.spyOn(reader, '_parseWorksheet').mockImplementation(() => {
      throw new TypeError('Injected: the reader changed');
    });
    try {
      await expect(read(await twoSheets())).rejects.toThrow(new TypeError('Injected: the reader changed'));
    } finally {
      fault.mockRestore();
    }
    const validator = { heading: () => undefined, row: () => { throw new RangeError('Injected: a bug in a rule'); }, warn: () => undefined };
    await expect(parseXlsx(await twoSheets(), validator, limits)).rejects.toThrow(RangeError);
  });
});
