import fc from 'fast-check';
import Papa from 'papaparse';
import { IMPORT_MESSAGES } from '../../../../domain/import';
import { DEFAULT_LIMITS, FileProblem, type FileLimits } from './file-problem';
import { parseCsv } from './parse-csv';

const limits: FileLimits = { ...DEFAULT_LIMITS, maxFileBytes: 5_000_000, maxCellChars: 2_000_000 };

type Read = [kind: 'heading' | 'row' | 'warn', line: number, what: string];

/** What parseCsv hands its sink, in order, or the file problem it ends in. */
function read(text: string): Read[] | string {
  const seen: Read[] = [];
  try {
    parseCsv(Buffer.from(text), { heading: (cells) => void seen.push(['heading', 1, cells.join('|')]), row: (cells, line) => void seen.push(['row', line, cells.join('|')]), warn: (message, line) => void seen.push(['warn', line, message]) }, limits);
  } catch (error) {
    if (!(error instanceof FileProblem)) throw error;
    return error.message;
  }
  return seen;
}

/**
 * The same read with papaparse guessing the layout on the whole text as its greedy option does,
 * each row's line counted from its cursor and blank rows dropped as that option drops them. Quote
 * errors read as the importer words them: one warning for a row, or the end of the file where a
 * cell of the row took in a line break.
 */
function readByPapaparse(text: string): Read[] | string {
  const guess = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const undetectable = guess.errors.filter((error) => error.code === 'UndetectableDelimiter');
  const seen: Read[] = [];
  let line = 1;
  let counted = 0;
  const countTo = (to: number) => {
    for (; counted < to; counted++) if (text[counted] === '\n' || (text[counted] === '\r' && text[counted + 1] !== '\n')) line++;
  };
  let rows = 0;
  let runOn: string | undefined;
  Papa.parse<string[]>(text, {
    delimiter: guess.meta.delimiter,
    newline: guess.meta.linebreak as '\n' | '\r' | '\r\n',
    step: (result, parser) => {
      const start = line;
      countTo(result.meta.cursor);
      if (result.data.join('').trim() === '') return;
      if (result.errors.length && /[\r\n]/.test(result.data.join(''))) {
        runOn = IMPORT_MESSAGES.quoteRunsOn(start);
        return parser.abort();
      }
      if (result.errors.length) seen.push(['warn', start, IMPORT_MESSAGES.strayQuote]);
      if (rows === 0) for (const error of undetectable) seen.push(['warn', start, error.message]);
      seen.push(rows++ === 0 ? ['heading', 1, result.data.join('|')] : ['row', start, result.data.join('|')]);
    },
  });
  return runOn ?? (rows === 0 ? IMPORT_MESSAGES.emptyFile : seen);
}

const cell = fc.oneof(fc.constantFrom('', ' ', '\t', 'a', 'b c', 'x"y', '"q"', '"open', 'a;b', 'a,b', 'a|b', 'a\tb'), fc.string({ maxLength: 6 }));
const lineEnd = fc.constantFrom('\n', '\r\n', '\r');
const file = fc
  .tuple(fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 16 }), fc.constantFrom(',', ';', '\t', '|'), fc.array(lineEnd, { minLength: 16, maxLength: 16 }))
  .map(([rows, delimiter, ends]) => rows.map((row, i) => row.join(delimiter) + ends[i]).join(''));

describe('CSV parser, against papaparse guessing and skipping on the whole file', () => {
  it('reads the same rows, lines and warnings from generated files: any delimiter, blank rows, mixed line ends, stray quotes', () => {
    fc.assert(
      fc.property(file, (text) => {
        fc.pre(text.trim() !== '' && !text.includes('\0'));
        expect(read(text)).toEqual(readByPapaparse(text));
      }),
      { numRuns: 500 },
    );
  });
});
