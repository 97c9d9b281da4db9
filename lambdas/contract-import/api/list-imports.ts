import { IMPORT_STATUSES } from '../../../domain/import/status';
import { NEXT_CURSOR_HEADER } from '../../../domain/reports/paging';
import { ApiResponse } from '../../shared/api-handler';
import type { Caller } from '../../shared/caller';
import { BadRequestError } from '../../shared/errors';
import { sourceStatusKey } from '../store/file-import';
import { decodeImportListCursor, decodeImportStatusCursor, encodeImportListCursor, encodeImportStatusCursor, listImportPage, listImportsInStatusPage } from '../store/import-list';

export interface ImportListQuery {
  readonly sourceid?: string;
  readonly importdatetime?: string;
  readonly status?: string;
  readonly cursor?: string;
}

/**
 * A page of the import list, the next page's cursor in a header: the intermediary's imports after
 * `importdatetime`, or, given a `status`, its imports in that status of any age.
 */
export async function listImports(query: ImportListQuery, caller: Caller, table: string): Promise<ApiResponse> {
  if (query.status !== undefined) return listInStatus(query, caller, table);
  if (!query.sourceid || !query.importdatetime || Number.isNaN(Date.parse(query.importdatetime))) {
    throw new BadRequestError('Invalid query', ['importdatetime and sourceid are required']);
  }
  const sourceid = Number(query.sourceid);
  caller.requireIntermediary(sourceid);
  const since = new Date(query.importdatetime).toISOString();
  const after = query.cursor === undefined ? undefined : decodeImportListCursor(query.cursor, sourceid, since);
  const { rows, next } = await listImportPage(table, sourceid, since, after);
  return new ApiResponse(200, rows, next ? { [NEXT_CURSOR_HEADER]: encodeImportListCursor(next) } : {});
}

async function listInStatus(query: ImportListQuery, caller: Caller, table: string): Promise<ApiResponse> {
  const status = Number(query.status);
  if (!query.sourceid || !IMPORT_STATUSES.some((known) => known.id === status)) throw new BadRequestError('Invalid query', ['sourceid and a known status are required']);
  const sourceid = Number(query.sourceid);
  caller.requireIntermediary(sourceid);
  const key = sourceStatusKey(sourceid, status);
  const after = query.cursor === undefined ? undefined : decodeImportStatusCursor(query.cursor, key);
  const { rows, next } = await listImportsInStatusPage(table, key, after);
  return new ApiResponse(200, rows, next ? { [NEXT_CURSOR_HEADER]: encodeImportStatusCursor(next) } : {});
}
