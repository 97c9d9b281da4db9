import type { ReportDefinition } from './definitions';

/**
 * How the contract store's reports come in pages: the answer stays an array of rows, and the
 * cursor of the next page, opaque to the browser, travels in a response header; the browser sends
 * it back as a query parameter with the same report parameters.
 */

export const NEXT_CURSOR_HEADER = 'x-next-cursor';
export const CURSOR_PARAMETER = 'cursor';
export const PAGE_SIZE_PARAMETER = 'pagesize';

/** One screenful of table pages; small enough that the first rows show quickly. */
export const DEFAULT_PAGE_ROWS = 500;
/** Keeps a page well inside Lambda's 6 MB response limit (a contract row is under 1 kB of JSON). */
export const MAX_PAGE_ROWS = 2000;

/** The reports read from the contract store by date window are paged; the industry searches answer whole. */
export const isPaged = (definition: Pick<ReportDefinition, 'name'>) => definition.name === 'contracts' || definition.name === 'commission';

/** Messages about pages, shown to users exactly as written here. */
export const PAGE_MESSAGES = {
  invalidCursor: 'The page cursor does not belong to this report; run the report again',
  invalidPageSize: `${PAGE_SIZE_PARAMETER} must be a whole number from 1 to ${MAX_PAGE_ROWS}`,
  rowsLoaded: (rows: number, more: boolean) => `${rows.toLocaleString('en-GB')} rows loaded${more ? '; more rows exist' : ''}`,
  loadingMore: 'Loading more rows...',
  exporting: (rows: number) => `Exporting: ${rows.toLocaleString('en-GB')} rows so far`,
  cancelExport: 'Cancel export',
  exportFailed: 'Export failed',
} as const;

/** The page size asked for, or the default; undefined when it is not a whole number in range. */
export function pageSizeOf(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return DEFAULT_PAGE_ROWS;
  if (!/^\d+$/.test(value)) return undefined;
  const size = Number(value);
  return size >= 1 && size <= MAX_PAGE_ROWS ? size : undefined;
}
