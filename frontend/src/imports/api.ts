import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { EntityMetadata, EntityName } from '../../../domain/entities';
import { retryTarget } from '../../../domain/import/runs';
import type { AccountManager, EsignData, ImportCustomer } from '../../../domain/import';
import { IMPORT_POLL_MS, type ImportListRow } from '../../../domain/import/list';
import type { FileFormat } from '../../../domain/reference-data/file-formats';
import type { LookupEntry } from '../../../domain/reference-data/lookups';
import { CURSOR_PARAMETER, NEXT_CURSOR_HEADER } from '../../../domain/reports/paging';
import { ApiError, apiFetch, apiGet, type ApiResult } from '../api/client';

import { importedSince } from './day-window';
import type { ApiFailure, FileImportSummary, FileImportView } from './types';

/** The import screen's calls and their query keys. */

/** The list of a day window, or of one status however old (`status`), which no day window bounds. */
export const importsKey = (sourceid: number, days: number, status?: number) =>
  status === undefined ? (['fileimports', sourceid, days] as const) : (['fileimports', sourceid, 'status', status] as const);
export const importKey = (id: string, page: number) => ['fileimport', id, page] as const;

/** Statuses in which the file is being validated. */
export const VALIDATING_STATUSES: readonly number[] = [1, 2];
/** While any visible import is in a status the pipeline moves on by itself, its status is polled. */
const PIPELINE_STATUSES: readonly number[] = [...VALIDATING_STATUSES, 6, 7, 8];

interface ImportListPage {
  readonly rows: readonly ImportListRow[];
  /** The window's start the first page was asked with; later pages keep it, so their cursors stay inside it. None for a status's list. */
  readonly since?: string;
  /** Where the next, older page starts; none when the window holds no more. */
  readonly nextCursor?: string;
}

type NextPage = { readonly since?: string; readonly cursor: string };

async function importListPage(sourceid: number, days: number, status: number | undefined, next: NextPage | undefined): Promise<ImportListPage> {
  const since = status === undefined ? (next?.since ?? importedSince(days)) : undefined;
  const range = status === undefined ? { importdatetime: since } : { status };
  const result = await apiFetch<ImportListRow[]>('GET', '/api/fileimports/0', { query: { ...range, sourceid, [CURSOR_PARAMETER]: next?.cursor } });
  if (result.status !== 200) throw new ApiError(result.status, result.data);
  return { rows: result.data, since, nextCursor: result.headers?.get(NEXT_CURSOR_HEADER) ?? undefined };
}

/**
 * The intermediary's imports in the window, or in one status however old, newest first, a page at
 * a time; older pages come when asked for.
 */
export function useImports(sourceid: number, days: number, status?: number) {
  return useInfiniteQuery({
    queryKey: importsKey(sourceid, days, status),
    queryFn: ({ pageParam }) => importListPage(sourceid, days, status, pageParam),
    initialPageParam: undefined as NextPage | undefined,
    getNextPageParam: (last): NextPage | undefined => (last.nextCursor ? { since: last.since, cursor: last.nextCursor } : undefined),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.pages.some((page) => page.rows.some((row) => PIPELINE_STATUSES.includes(row.importstatus))) ? IMPORT_POLL_MS : false),
  });
}

export function useImport(id: string | undefined, page: number) {
  return useQuery({
    queryKey: importKey(id ?? '', page),
    queryFn: () => apiGet<FileImportView>(`/api/fileimports/${encodeURIComponent(id!)}`, { page }),
    enabled: id !== undefined,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && PIPELINE_STATUSES.includes(query.state.data.importstatus) ? IMPORT_POLL_MS : false),
  });
}

/** A lookup list by name; a failed load leaves the screen as it was. */
export const useLookup = (name: 'fileimportstatus' | 'fileimportrejectionreason' | 'marketingpreferencemethod' | 'siccode') =>
  useQuery({ queryKey: ['lookups', name], queryFn: () => apiGet<LookupEntry[]>(`/lookups/${name}`) });

/** File formats with their source, form fields and sub-object tree. */
export const useFileFormats = () => useQuery({ queryKey: ['lookups', 'fileformat'], queryFn: () => apiGet<FileFormat[]>('/lookups/fileformat') });

export const useEntityMetadata = (entity: EntityName) =>
  useQuery({ queryKey: ['entities', entity], queryFn: () => apiGet<EntityMetadata>(`/entities/${entity}`), staleTime: Infinity });

export interface NewImport {
  readonly s3key?: string;
  readonly fileformat: number;
  readonly productdefinition: number;
  readonly importstatus: 1 | 4;
  readonly sourcetype: number;
  readonly sourceid: number;
  readonly userid: string;
  readonly parameters: Record<string, unknown>;
  readonly manualverification: boolean;
  readonly structureddata?: readonly ImportCustomer[];
}

type Answer<T> = Promise<ApiResult<T | ApiFailure>>;

export const createImport = (body: NewImport): Answer<FileImportSummary> =>
  apiFetch('POST', '/api/fileimports', {
    body: { ...body, importdatetime: new Date().toISOString(), s3bucket: body.s3key ? 'imports' : undefined, structureddata: body.structureddata && JSON.stringify(body.structureddata) },
  });

/** Saves one page of edits at the version read; the API takes the payload lists as JSON strings. */
export const saveImport = (view: FileImportView, edit: { rawdata?: readonly (readonly string[])[]; structureddata?: readonly ImportCustomer[] }, manualverification: boolean): Answer<FileImportSummary> =>
  apiFetch('PUT', `/api/fileimports/${encodeURIComponent(view.id)}`, {
    body: {
      version: view.version,
      page: view.page,
      manualverification,
      ...(edit.rawdata ? { rawdata: JSON.stringify(edit.rawdata) } : {}),
      ...(edit.structureddata ? { structureddata: JSON.stringify(edit.structureddata) } : {}),
      validationfailures: JSON.stringify(view.validationfailures),
    },
  });

export const approveImport = (item: FileImportSummary): Answer<FileImportSummary> =>
  apiFetch('PUT', `/api/fileimports/${encodeURIComponent(item.id)}`, { body: { version: item.version, importstatus: 7 } });

/** Retry asks the pipeline to run again, moving the import where the status table's retry leads. */
export const retryImport = (item: FileImportSummary): Answer<FileImportSummary> =>
  apiFetch('PUT', `/api/fileimports/${encodeURIComponent(item.id)}`, { body: { version: item.version, importstatus: retryTarget(item.importstatus) } });

export const rejectImport = (item: FileImportSummary, rejectionreason: number): Answer<FileImportSummary> =>
  apiFetch('PUT', `/api/fileimports/${encodeURIComponent(item.id)}`, { body: { version: item.version, importstatus: 10, rejectionreason } });

export const sendEsign = (item: FileImportSummary, esigndata: EsignData, accountmanager: AccountManager): Answer<FileImportSummary> =>
  apiFetch('POST', `/api/sendesign/${encodeURIComponent(item.id)}`, { body: { version: item.version, esigndata, accountmanager } });

export const processRenewal = (item: FileImportSummary): Answer<FileImportSummary> =>
  apiFetch('POST', `/api/processrenewal/${encodeURIComponent(item.id)}`, { body: { version: item.version } });

