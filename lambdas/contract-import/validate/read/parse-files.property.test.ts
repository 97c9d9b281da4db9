import fc from 'fast-check';
import { IMPORT_MESSAGES } from '../../../../domain/import';
import { sheetWithHugeCell, unzipEntries, workbook, workbookWithSheet, zipEntries } from '../../../../test/support/hostile-files';
import { DEFAULT_LIMITS, FileProblem, type FileLimits } from './file-problem';
import { parseCsv } from './parse-csv';
import { parseXlsx } from './parse-xlsx';

const limits: FileLimits = { ...DEFAULT_LIMITS, maxFileBytes: 5_000_000, maxUnzippedBytes: 2_000_000 };
const M = IMPORT_MESSAGES;
/** Every message a file may fail with: a clear reason, never a stack trace. */
const FILE_MESSAGES: string[] = [
  M.emptyFile, M.binaryFile, M.unreadable, M.notExcel,
  M.unzippedTooLarge(limits.maxUnzippedBytes), M.tooManyEntries(limits.maxZipEntries),
  M.tooManyRows(limits.maxRows), M.tooManyColumns(limits.maxColumns), M.cellTooLong(limits.maxCellChars),
];

interface Outcome { heading?: readonly string[]; rows: (readonly string[])[]; warnings: string[]; problem?: string }

/** Runs a parser into a recording sink; any failure but a FileProblem fails the test. */
async function parse(parser: 'csv' | 'xlsx', bytes: Buffer): Promise<Outcome> {
  const outcome: Outcome = { rows: [], warnings: [] };
  const sink = { heading: (cells: readonly string[]) => void (outcome.heading = cells), row: (cells: readonly string[]) => void outcome.rows.push(cells), warn: (message: string) => void outcome.warnings.push(message) };
  try {
    if (parser === 'csv') parseCsv(bytes, sink, limits);
    else await parseXlsx(bytes, sink, limits);
  } catch (error) {
    if (!(error instanceof FileProblem)) throw error;
    const quoteLine = /line (\d+)/.exec(error.message)?.[1];
    expect([...FILE_MESSAGES, M.quoteRunsOn(Number(quoteLine))]).toContain(error.message);
    outcome.problem = error.message;
  }
  return outcome;
}

const cell = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom("=cmd|' /C calc'!A0", '@SUM(1+1)*cmd|\' /C calc\'!A0', '+1+1', '-2+3', '<script>alert(1)</script>', 'Café Zoë Ltd', 'a,b', 'say "hi"', 'two\nlines'),
);
const grid = fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { minLength: 2, maxLength: 6 }).map((rows) => rows.map((row) => row.map((c, i) => (i === 0 ? `k${c}` : c))));
const csvOf = (rows: string[][], lineEnd: string) => rows.map((row) => row.map((c) => (/[",\r\n]/.test(c) || c.trim() !== c ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join(lineEnd) + lineEnd;
const ENCODINGS: Record<string, (text: string) => Buffer> = {
  'utf-8': (text) => Buffer.from(text, 'utf8'),
  'utf-8 with BOM': (text) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]),
  'utf-16le with BOM': (text) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]),
  'utf-16be with BOM': (text) => Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]),
  'windows-1252': (text) => Buffer.from(text, 'latin1'),
};
const latin1 = (rows: string[][]) => rows.every((row) => row.every((c) => [...c].every((ch) => ch.charCodeAt(0) < 0x80 || (ch.charCodeAt(0) >= 0xa0 && ch.charCodeAt(0) <= 0xff))));

describe('CSV parser, over generated files', () => {
  it('reads back exactly the cells written, in every encoding and byte-order mark and with CR, LF or CRLF line ends', async () => {
    await fc.assert(
      fc.asyncProperty(grid, fc.constantFrom('\n', '\r\n', '\r'), fc.constantFrom(...Object.keys(ENCODINGS)), async (rows, lineEnd, encoding) => {
        fc.pre(rows.some((row) => row.some((c) => c.trim() !== '')) && !rows.some((row) => row.join('').includes('\0')));
        fc.pre(encoding !== 'windows-1252' || latin1(rows));
        const outcome = await parse('csv', ENCODINGS[encoding](csvOf(rows, lineEnd)));
        const written = rows.filter((row) => row.some((c) => c.trim() !== ''));
        expect(outcome.problem).toBeUndefined();
        expect([outcome.heading, ...outcome.rows]).toEqual(written);
      }),
      { numRuns: 150 },
    );
  });

  it('ends random bytes, NUL bytes and broken UTF-16 in a clear file problem or rows, never a crash', async () => {
    const hostile = fc.oneof(
      fc.uint8Array({ maxLength: 400 }),
      fc.uint8Array({ maxLength: 400 }).map((bytes) => Uint8Array.from([0xff, 0xfe, ...bytes])),
      fc.uint8Array({ maxLength: 400 }).map((bytes) => Uint8Array.from([0xfe, 0xff, ...bytes])),
      fc.string().map((text) => new TextEncoder().encode(`a,b\n${text}\0,x\n`)),
    );
    await fc.assert(fc.asyncProperty(hostile, async (bytes) => void (await parse('csv', Buffer.from(bytes)))), { numRuns: 300, examples: [[Uint8Array.from([0xff, 0xfe, 0x41])]] });
  });

  it('refuses a huge single cell and 10,000 columns by their limits', async () => {
    expect((await parse('csv', Buffer.from(`a,b\n${'x'.repeat(1_000_000)},1\n`))).problem).toBe(M.cellTooLong(limits.maxCellChars));
    expect((await parse('csv', Buffer.from(`${Array.from({ length: 10_000 }, (_, i) => `c${i}`).join(',')}\n1\n`))).problem).toBe(M.tooManyColumns(limits.maxColumns));
  });
});

describe('XLSX parser, over generated workbooks', () => {
  it('reads back the cells of a generated workbook, formulas and script as text', async () => {
    await fc.assert(
      fc.asyncProperty(grid, async (rows) => {
        const outcome = await parse('xlsx', await workbook(rows));
        const written = rows.map((row) => row.map((c) => c.trim())).filter((row) => row.some((c) => c !== ''));
        expect(outcome.problem).toBeUndefined();
        expect([outcome.heading, ...outcome.rows].map((row) => row?.slice(0, 3).concat(Array(3).fill('')).slice(0, 3))).toEqual(written);
      }),
      { numRuns: 25 },
    );
  });

  it('ends random bytes, truncated and corrupted workbooks in a clear file problem or rows, never a crash or a hang', async () => {
    const valid = await workbook([['Customer Name', 'MPAN Core'], ['Acme', '1312345678907']]);
    const hostile = fc.oneof(
      fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
      fc.integer({ min: 0, max: valid.length - 1 }).map((end) => valid.subarray(0, end)),
      fc.tuple(fc.integer({ min: 0, max: valid.length - 1 }), fc.integer({ min: 0, max: 255 })).map(([at, value]) => {
        const copy = Buffer.from(valid);
        copy[at] = value;
        return copy;
      }),
    );
    await fc.assert(fc.asyncProperty(hostile, async (bytes) => void (await parse('xlsx', bytes))), { numRuns: 200 });
  });

  it('refuses a zip bomb, whether it declares its unzipped size or lies about it, before inflating it', async () => {
    const huge = sheetWithHugeCell(50_000_000);
    for (const declared of [undefined, 1000]) {
      const before = process.memoryUsage().rss;
      expect((await parse('xlsx', await workbookWithSheet(huge, declared))).problem).toBe(M.unzippedTooLarge(limits.maxUnzippedBytes));
      expect(process.memoryUsage().rss - before).toBeLessThan(40_000_000);
    }
  });

  it('refuses a huge single cell, 10,000 columns and a workbook of too many parts by their limits', async () => {
    expect((await parse('xlsx', await workbookWithSheet(sheetWithHugeCell(100_000)))).problem).toBe(M.cellTooLong(limits.maxCellChars));
    expect((await parse('xlsx', await workbook([Array.from({ length: 10_000 }, (_, i) => `c${i}`), ['1']]))).problem).toBe(M.tooManyColumns(limits.maxColumns));
    const parts = unzipEntries(await workbook([['a']]));
    const padded = [...parts, ...Array.from({ length: limits.maxZipEntries }, (_, i) => ({ name: `junk/${i}.xml`, content: Buffer.from('<x/>') }))];
    expect((await parse('xlsx', zipEntries(padded))).problem).toBe(M.tooManyEntries(limits.maxZipEntries));
  });
});
