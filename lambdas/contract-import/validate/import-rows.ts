import { RowImporter, type ImportContext, type ImportIssue, type RowImportResult } from '../../../domain/import';
import type { FileFormat } from '../../../domain/reference-data/file-formats';
import type { FileLimits, RowSink } from './read/file-problem';

/** A read file: the importer's result, with the raw rows only when they are kept (the file failed). */
export interface ImportedFile {
  readonly heading: readonly string[];
  readonly rows: readonly (readonly string[])[];
  readonly result: RowImportResult;
}

/**
 * Parses the bytes with the format's parser (papaparse for csv and txt, exceljs for xlsx). Each
 * parser loads on its first file, so a cold start loads neither and a CSV never loads exceljs.
 */
export async function parseFile(bytes: Buffer, format: FileFormat, sink: RowSink, limits: FileLimits): Promise<void> {
  if (format.source === 'csv') (await import('./read/parse-csv')).parseCsv(bytes, sink, limits);
  else await (await import('./read/parse-xlsx')).parseXlsx(bytes, sink, limits);
}

/**
 * Maps and validates a file's rows as they are parsed. Only a file with failures keeps its raw
 * rows (status 3 shows them for editing), so they are read in a second pass then: a clean file
 * never holds every row in memory beside its customers.
 */
export async function importRows(bytes: Buffer, format: FileFormat, context: ImportContext, limits: FileLimits): Promise<ImportedFile> {
  let heading: readonly string[] = [];
  const parseWarnings: ImportIssue[] = [];
  let importer: RowImporter | undefined;
  await parseFile(bytes, format, {
    heading: (cells) => {
      heading = cells;
      importer = new RowImporter(format, cells, context);
    },
    row: (cells, line, unreadable) => importer!.addRow(cells, line, unreadable),
    // Once the heading is read, a parser's warning is about the row it hands over next (see RowSink).
    warn: (message, line) => (importer ? importer.warnAboutNextRow(message) : parseWarnings.push({ message, line })),
  }, limits);
  const result = importer!.finish();
  result.warnings.push(...parseWarnings);
  if (result.failures.length === 0) return { heading, rows: [], result };
  const rows: (readonly string[])[] = [];
  await parseFile(bytes, format, { heading: () => undefined, row: (cells) => void rows.push(cells), warn: () => undefined }, limits);
  return { heading, rows, result };
}
