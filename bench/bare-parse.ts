import { Readable } from 'node:stream';
import Papa from 'papaparse';

/**
 * The bare parsers the import figures are set against; kept free of the Lambdas' modules, so a
 * bench part can load it before the local stack has set the environment those modules read.
 */

export type Source = 'csv' | 'xlsx';

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
