import Papa from 'papaparse';
import { IMPORT_MESSAGES } from '../../domain/import';
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

function longestCell(cells: readonly string[]): number {
  let longest = 0;
  for (const cell of cells) if (cell.length > longest) longest = cell.length;
  return longest;
}

/**
 * Parses CSV or TXT with papaparse row by row (its `step`), so rows go to the importer as they are
 * read. CR, LF and CRLF line ends are all accepted; quoted cells may hold commas, quotes and line
 * breaks, so each row's line is counted from papaparse's cursor. A cell starting `=` is text.
 */
export function parseCsv(bytes: Uint8Array, sink: RowSink, limits: FileLimits): void {
  const text = decodeText(bytes);
  let rows = 0;
  const lineAt = lineCounter(text);
  let line = 1;
  let problem: FileProblem | undefined;
  Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      const start = line;
      line = lineAt(result.meta.cursor);
      const cells = result.data;
      if (cells.length > limits.maxColumns) problem = new FileProblem(IMPORT_MESSAGES.tooManyColumns(limits.maxColumns));
      else if (longestCell(cells) > limits.maxCellChars) problem = new FileProblem(IMPORT_MESSAGES.cellTooLong(limits.maxCellChars));
      else if (rows > limits.maxRows) problem = new FileProblem(IMPORT_MESSAGES.tooManyRows(limits.maxRows));
      if (problem) return parser.abort();
      for (const error of result.errors) sink.warn(`${error.message}`, start);
      if (rows++ === 0) sink.heading(cells);
      else sink.row(cells, start);
    },
  });
  if (problem) throw problem;
  if (rows === 0) throw new FileProblem(IMPORT_MESSAGES.emptyFile);
}
