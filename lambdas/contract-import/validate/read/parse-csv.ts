import Papa from 'papaparse';
import { IMPORT_MESSAGES, isBlankRow } from '../../../../domain/import';
import { decodeText } from './decode-text';
import { FileProblem, type FileLimits, type RowSink } from './file-problem';

/** The line at a position: LF, CRLF and lone CR ends counted by indexOf, each end found once. */
function lineCounter(text: string): (to: number) => number {
  let lf = text.indexOf('\n');
  let cr = text.indexOf('\r');
  let line = 1;
  return (to) => {
    for (; lf !== -1 && lf < to; lf = text.indexOf('\n', lf + 1)) line++;
    for (; cr !== -1 && cr < to; cr = text.indexOf('\r', cr + 1)) if (text.charCodeAt(cr + 1) !== 10) line++;
    return line;
  };
}

const holdsLineBreak = (cell: string) => cell.includes('\n') || cell.includes('\r');

/**
 * papaparse's own guess of the delimiter and line end, with blank rows set aside as its greedy
 * option sets them aside. Counted, a short file's last line end or a blank row after the heading
 * sways a semicolon file with decimal commas to commas (see parse-csv.test.ts).
 */
function layoutOf(text: string) {
  const guess = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', preview: 1 });
  return {
    delimiter: guess.meta.delimiter,
    newline: guess.meta.linebreak as '\n' | '\r' | '\r\n',
    /** papaparse's warning when no delimiter fits, which it gives the first row. */
    undetectable: guess.errors.find((error) => error.code === 'UndetectableDelimiter')?.message,
  };
}

/**
 * Parses CSV or TXT with papaparse row by row (its `step`), so rows go to the importer as they are
 * read. CR, LF and CRLF line ends are all accepted; quoted cells may hold commas, quotes and line
 * breaks, so each row's line is counted from papaparse's cursor. A quote out of place within one
 * line is warned of (papaparse reads the cell as written); one that runs the lines after it into a
 * cell ends the import, rather than losing those rows in it. A cell starting `=` is text.
 * Blank rows are skipped here rather than by papaparse, so the rows after them keep their lines.
 */
export function parseCsv(bytes: Uint8Array, sink: RowSink, limits: FileLimits): void {
  const text = decodeText(bytes);
  const { delimiter, newline, undetectable } = layoutOf(text);
  const lineAt = lineCounter(text);
  let line = 1;
  let rows = 0;
  let problem: FileProblem | undefined;
  Papa.parse<string[]>(text, {
    delimiter,
    newline,
    step: (result, parser) => {
      const cells = result.data;
      const start = line;
      line = lineAt(result.meta.cursor);
      if (isBlankRow(cells)) return;
      // Without a header option, papaparse's only row errors are about quotes.
      const strayQuote = result.errors.length > 0;
      if (strayQuote && cells.some(holdsLineBreak)) problem = new FileProblem(IMPORT_MESSAGES.quoteRunsOn(start));
      else if (cells.length > limits.maxColumns) problem = new FileProblem(IMPORT_MESSAGES.tooManyColumns(limits.maxColumns));
      else if (cells.some((cell) => cell.length > limits.maxCellChars)) problem = new FileProblem(IMPORT_MESSAGES.cellTooLong(limits.maxCellChars));
      else if (rows > limits.maxRows) problem = new FileProblem(IMPORT_MESSAGES.tooManyRows(limits.maxRows));
      if (problem) return parser.abort();
      if (strayQuote) sink.warn(IMPORT_MESSAGES.strayQuote, start);
      if (rows === 0 && undetectable !== undefined) sink.warn(undetectable, start);
      if (rows++ === 0) sink.heading(cells);
      else sink.row(cells, start);
    },
  });
  if (problem) throw problem;
  if (rows === 0) throw new FileProblem(IMPORT_MESSAGES.emptyFile);
}
