import { formatCell } from '../reports/format';

/**
 * The import screen's list: the fields its table shows and its toolbar needs from a row, read a
 * page at a time, so a long history costs the screen one bounded page, never the whole window.
 */

/** One import as the list answers it: no audit trail, no payload, only what the table shows. */
export interface ImportListRow {
  readonly id: string;
  readonly importdatetime: string;
  readonly importstatus: number;
  readonly s3key?: string;
  readonly description?: string;
  readonly productdefinition: number;
  readonly sourceid: number;
  /** A renewal (SOURCE_TYPE.renewal) or a broker's own import, so the list can show renewals only. */
  readonly sourcetype: number;
  readonly customercount: number;
  readonly failurecount: number;
  readonly username: string;
  /** Scripts act on a listed import at the version they read, as the screen does on the detail. */
  readonly version: number;
}

/** What the list's File column calls an import: its file's name, or a manual entry's description. */
export const importName = (row: Pick<ImportListRow, 's3key' | 'description'>) =>
  row.s3key ? row.s3key.slice(row.s3key.lastIndexOf('/') + 1) : (row.description ?? 'Manual entry');

/** An import as a broker finds it in the list: its File and Imported columns. */
export const importLabel = (row: Pick<ImportListRow, 's3key' | 'description' | 'importdatetime'>) =>
  `${importName(row)}, imported ${formatCell(row.importdatetime, 'datetime')}`;

export const IMPORT_LIST_FIELDS: readonly (keyof ImportListRow)[] = [
  'id', 'importdatetime', 'importstatus', 's3key', 'description', 'productdefinition', 'sourceid', 'sourcetype', 'customercount', 'failurecount', 'username', 'version',
];

/** Rows a list page answers: twenty of the table's pages of five, a few kilobytes of JSON. */
export const IMPORT_LIST_PAGE_ROWS = 100;

/** How often the import screen asks again while an import it shows is still moving through the pipeline (the bench's load run asks as often). */
export const IMPORT_POLL_MS = 1500;

/** Messages about the list's pages, shown to users exactly as written here. */
export const IMPORT_LIST_MESSAGES = {
  invalidCursor: 'The page cursor does not belong to this import list; refresh the list',
  loadOlder: 'Load more imports',
  loaded: (rows: number, more: boolean) => `${rows.toLocaleString('en-GB')} imports loaded${more ? '; older imports exist' : ''}`,
  loadOlderFailed: 'Older imports could not be loaded. Try Load more imports again; if it keeps failing, refresh the list.',
  loadFailed: 'Your imports could not be loaded. Check your connection, then choose Try again.',
  refreshFailed: 'The imports could not be refreshed, so the list and their statuses may be out of date. Check your connection, then choose Try again.',
  notLoaded: 'Imports not loaded',
  noMatch: 'No import in this window matches the file name and Renewals only: clear the search, clear Renewals only, or choose a longer import date window.',
  noneInWindow: 'No imports in this window',
  noMatchInStatus: 'No import in this status matches the file name and Renewals only: clear the search, clear Renewals only, or choose Any status.',
  noneInStatus: (status: string) => `No imports are ${status}`,
  renewalsOnly: 'Renewals only',
  detailLoadFailed: 'This import could not be loaded. Check your connection, then choose Try again.',
  formLoadFailed: (entity: string) => `The ${entity} form could not be loaded. Check your connection, then choose Try again.`,
} as const;
