import type { ReportDefinition } from '../../../domain/reports/definitions';
import type { ReportRow } from '../../../domain/reports/grouping';
import { CURSOR_PARAMETER, NEXT_CURSOR_HEADER, PAGE_SIZE_PARAMETER } from '../../../domain/reports/paging';
import { apiFetch } from '../api/client';
import { loadErrorOf, type LoadError } from './load-error';
import { parameterErrorsOf } from './parameter-errors';

/** One report request's parameters as sent, kept so later pages ask for the same report. */
export type ReportQuery = Readonly<Record<string, string | number>>;

export type PageAnswer =
  | { readonly ok: true; readonly rows: readonly ReportRow[]; readonly nextCursor?: string }
  | { readonly ok: false; readonly error: LoadError };

/** One page of a report: the first without a cursor, the next ones after the cursor the last one gave. */
export async function fetchReportPage(definition: ReportDefinition, query: ReportQuery, page: { cursor?: string; size?: number }, signal: AbortSignal): Promise<PageAnswer> {
  const result = await apiFetch<unknown>('GET', `/reports/${definition.name}`, {
    query: { ...query, [CURSOR_PARAMETER]: page.cursor, [PAGE_SIZE_PARAMETER]: page.size },
    signal,
  });
  if (result.status !== 200 || !Array.isArray(result.data)) {
    return { ok: false, error: { ...loadErrorOf(result.status, result.data), fields: parameterErrorsOf(definition, result.status, result.data) } };
  }
  return { ok: true, rows: result.data as ReportRow[], nextCursor: result.headers?.get(NEXT_CURSOR_HEADER) ?? undefined };
}
