import { IMPORT_STATUSES } from '../../../domain/import/status';

/**
 * The import list's filters as the address holds them, so Home (and a bookmark) can open the list
 * filtered: `?status=<n>` lists the imports in that status of any age, `?renewals=1` only renewals.
 */

export const IMPORT_LIST_PATH = '/import';

export interface ImportListFilters {
  /** A known import status, or none for the day window's imports of every status. */
  readonly status?: number;
  readonly renewals: boolean;
}

export function readListFilters(search: URLSearchParams): ImportListFilters {
  const status = Number(search.get('status') ?? '');
  return {
    ...(IMPORT_STATUSES.some((known) => known.id === status) ? { status } : {}),
    renewals: search.get('renewals') === '1',
  };
}

/** The address search of the filters; none set is no search at all. */
export function listFilterSearch(filters: ImportListFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status !== undefined) search.set('status', String(filters.status));
  if (filters.renewals) search.set('renewals', '1');
  return search;
}

export function importListHref(filters: ImportListFilters): string {
  const search = listFilterSearch(filters).toString();
  return search ? `${IMPORT_LIST_PATH}?${search}` : IMPORT_LIST_PATH;
}
