import Papa from 'papaparse';
import type { ImportContext } from '../domain/import';
import { FILE_FORMATS } from '../domain/reference-data/file-formats';
import { payloadObjects } from '../lambdas/contract-import/store/payload-store';
import type { FileLimits } from '../lambdas/contract-import/validate/read/file-problem';
import { importRows } from '../lambdas/contract-import/validate/import-rows';
import type { Source } from './bare-parse';

/**
 * The import-parsing bench's two sides as one entry, which the bench bundles as the import Lambda
 * is bundled (bench/import-parse.ts): the Lambda's own parse, map and validate, and the bare parsers.
 */

export { bareParse, type Source } from './bare-parse';

const CONTEXT: ImportContext = { contractterms: ['12', '24', '36'], openImportMeterPoints: new Map(), liveContractMeterPoints: new Set<string>(), renewal: false, thirdPartyCosts: { show: true, edit: true } };

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

/** Where the least import (below) finds a row's customer and meter point, by column index. */
export interface LeastColumns {
  readonly customer: readonly number[];
  readonly meterPoint: readonly number[];
}

/**
 * The least work any import of the file must do, as a yardstick beside the import: papaparse with
 * the delimiter and line end given, each row's cells kept (one the row above repeats shares its
 * value, as the import's do), each meter point claimed once in a Set so a repeat is found, and
 * each new customer keyed in a Map so its later rows find it. No cell is checked, no record merged
 * and no line counted, so the import can never be this fast. Answers the rows kept.
 */
export function leastImport(bytes: Buffer, columns: LeastColumns): number {
  const kept: unknown[][] = [];
  const claimed = new Set<string>();
  const customers = new Map<string, number>();
  let above: string[] | undefined;
  let aboveKept: unknown[] = [];
  Papa.parse<string[]>(bytes.toString('utf8'), {
    delimiter: ',',
    newline: '\r\n', // as Papa.unparse writes the bench's files
    step: ({ data: cells }) => {
      const row: unknown[] = new Array(cells.length);
      for (let i = 0; i < cells.length; i++) row[i] = above !== undefined && cells[i] === above[i] ? aboveKept[i] : cells[i].trim();
      for (const i of columns.meterPoint) {
        if (row[i] === '') continue;
        claimed.add(row[i] as string);
        break;
      }
      let customerKey: string | undefined;
      for (const i of columns.customer) if (row[i] !== aboveKept[i]) customerKey = '';
      if (customerKey !== undefined) {
        for (const i of columns.customer) customerKey += `${row[i] as string}\u0001`;
        if (!customers.has(customerKey)) customers.set(customerKey, kept.length);
      }
      kept.push(row);
      above = cells;
      aboveKept = row;
    },
  });
  return kept.length;
}
