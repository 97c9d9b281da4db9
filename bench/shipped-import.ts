import { Readable } from 'node:stream';
import Papa from 'papaparse';
import type { ImportContext } from '../domain/import';
import { FILE_FORMATS } from '../domain/reference-data/file-formats';
import { payloadObjects } from '../lambdas/fileimports/payload-store';
import type { FileLimits } from '../lambdas/imports/file-problem';
import { importRows } from '../lambdas/imports/import-rows';

/**
 * The import-parsing bench's two sides as one entry, which the bench bundles as the import Lambda
 * is bundled (bench/import-parse.ts): the Lambda's own parse, map and validate, and the bare parsers.
 */

export type Source = 'csv' | 'xlsx';

const CONTEXT: ImportContext = { contractterms: ['12', '24', '36'], openImportMeterPoints: new Map(), liveContractMeterPoints: new Set<string>(), renewal: false };

/** The import Lambda's own parse, map and validate (raw rows kept only when the file fails). */
export async function importFile(source: Source, bytes: Buffer, limits: FileLimits) {
  const format = FILE_FORMATS.find((f) => f.id === (source === 'csv' ? 1 : 2))!;
  return (await importRows(bytes, format, CONTEXT, limits)).result;
}

/**
 * The import and then its payload as the import Lambda stores it (pages of JSON text, kept in
 * memory here rather than sent to S3): the customers' trees are built while the pages are written.
 */
export async function importAndWrite(source: Source, bytes: Buffer, limits: FileLimits) {
  const result = await importFile(source, bytes, limits);
  const objects = payloadObjects('bench', '1-bench', { kind: 'structured', customers: result.eachCustomer(), failures: [], warnings: result.warnings, meterpoints: result.meterpoints });
  return { result, bytes: objects.reduce((total, { body }) => total + body.length, 0) };
}

/** papaparse stepping row by row, or exceljs's streaming WorkbookReader, loaded on first use as the Lambda loads it. */
export async function bareParse(source: Source, bytes: Buffer): Promise<number> {
  let rows = 0;
  if (source === 'csv') {
    Papa.parse<string[]>(bytes.toString('utf8'), { skipEmptyLines: 'greedy', step: () => void rows++ });
    return rows;
  }
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache', worksheets: 'emit', entries: 'emit' });
  for await (const worksheet of reader) for await (const _row of worksheet) rows++;
  return rows;
}
