import * as z from 'zod/mini';
import { IMPORT_LIST_FIELDS, IMPORT_LIST_MESSAGES, IMPORT_LIST_PAGE_ROWS, type ImportListRow } from '../../../domain/import/list';
import { decodePageCursor, encodePageCursor } from '../../shared/page-cursor';
import { queryPage } from '../../shared/query-page';

/** Where a list page of the bySource index starts after: the last row's table and index keys. */
export interface ImportListKey {
  readonly id: string;
  readonly sourceid: number;
  readonly importdatetime: string;
}

const listKey = z.strictObject({ id: z.string(), sourceid: z.number(), importdatetime: z.string() });

export const encodeImportListCursor = (key: ImportListKey): string => encodePageCursor({ id: key.id, sourceid: key.sourceid, importdatetime: key.importdatetime });

/** The key a page starts after; a malformed cursor, or one of another intermediary or outside the window, is a 400. */
export const decodeImportListCursor = (cursor: string, sourceid: number, since: string): ImportListKey =>
  decodePageCursor(cursor, listKey, (key) => key.sourceid === sourceid && key.importdatetime > since, IMPORT_LIST_MESSAGES.invalidCursor);

/** Where a list page of one status (the byStatus index) starts after: the last row's table and index keys. */
export interface ImportStatusListKey {
  readonly id: string;
  readonly sourcestatus: string;
  readonly importdatetime: string;
}

const statusListKey = z.strictObject({ id: z.string(), sourcestatus: z.string(), importdatetime: z.string() });

export const encodeImportStatusCursor = (key: ImportStatusListKey): string =>
  encodePageCursor({ id: key.id, sourcestatus: key.sourcestatus, importdatetime: key.importdatetime });

/** The key a page of one status starts after; a malformed cursor, or one of another intermediary's or status's list, is a 400. */
export const decodeImportStatusCursor = (cursor: string, sourcestatus: string): ImportStatusListKey =>
  decodePageCursor(cursor, statusListKey, (key) => key.sourcestatus === sourcestatus, IMPORT_LIST_MESSAGES.invalidCursor);

const projection = {
  ProjectionExpression: IMPORT_LIST_FIELDS.map((_, i) => `#f${i}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(IMPORT_LIST_FIELDS.map((field, i) => [`#f${i}`, field])),
};

/**
 * A page of an intermediary's imports after a date, newest first: one Query on the bySource index
 * reading at most a page of rows and only the list's fields, and the key to start the next page
 * after when the window holds more.
 */
export const listImportPage = (table: string, sourceid: number, since: string, after?: ImportListKey) =>
  queryPage<ImportListRow, ImportListKey>(
    {
      TableName: table,
      IndexName: 'bySource',
      KeyConditionExpression: 'sourceid = :sourceid AND importdatetime > :since',
      ...projection,
      ExpressionAttributeValues: { ':sourceid': sourceid, ':since': since },
      ScanIndexForward: false,
    },
    IMPORT_LIST_PAGE_ROWS,
    after,
  );

/**
 * A page of an intermediary's imports in one status, of any age, newest first: one Query of its
 * byStatus key (`sourceStatusKey`), so a broker sent from Home to a status finds imports older than any day window.
 */
export const listImportsInStatusPage = (table: string, sourcestatus: string, after?: ImportStatusListKey) =>
  queryPage<ImportListRow, ImportStatusListKey>(
    {
      TableName: table,
      IndexName: 'byStatus',
      KeyConditionExpression: 'sourcestatus = :sourcestatus',
      ...projection,
      ExpressionAttributeValues: { ':sourcestatus': sourcestatus },
      ScanIndexForward: false,
    },
    IMPORT_LIST_PAGE_ROWS,
    after,
  );
