import Papa from 'papaparse';
import { IMPORT_MESSAGES } from '../../domain/import';
import { decodeText } from './decode-text';
import { FileProblem, type FileLimits, type RowSink } from './file-problem';

/**
 * Parses CSV or TXT with papaparse row by row (its `step`), so rows go to the importer as they are
 * read. CR, LF and CRLF line ends are all accepted; quoted cells may hold commas, quotes and line
 * breaks, so each row's line is counted from papaparse's cursor. A cell starting `=` is text.
 */
export function parseCsv(bytes: Uint8Array, sink: RowSink, limits: FileLimits): void {
  const text = decodeText(bytes);
  let rows = 0;
  let lastCursor = 0;
  let line = 1;
  let problem: FileProblem | undefined;
  Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      const start = line;
      const cursor = result.meta.cursor;
      for (let i = lastCursor; i < cursor; i++) {
        const code = text.charCodeAt(i);
        if (code === 10 || (code === 13 && text.charCodeAt(i + 1) !== 10)) line++;
      }
      lastCursor = cursor;
      const cells = result.data;
      if (cells.length > limits.maxColumns) problem = new FileProblem(IMPORT_MESSAGES.tooManyColumns(limits.maxColumns));
      else if (cells.some((cell) => cell.length > limits.maxCellChars)) problem = new FileProblem(IMPORT_MESSAGES.cellTooLong(limits.maxCellChars));
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
