import { localCalendarDate } from '../calendar-date';

/**
 * How far back the pre-qualifier list reaches. A window is a date the list starts from; "all"
 * starts before any request this product can hold. The store answers newest first, in pages, the
 * next page's cursor in the reports' paging header, so a broker can page back through every request.
 */

export const REQUEST_WINDOWS = [
  { value: '30', label: 'Last 30 days', days: 30 },
  { value: '90', label: 'Last 90 days', days: 90 },
  { value: '365', label: 'Last 365 days', days: 365 },
  { value: 'all', label: 'All requests' },
] as const;

export type RequestWindow = (typeof REQUEST_WINDOWS)[number]['value'];

export const DEFAULT_REQUEST_WINDOW: RequestWindow = '365';

/** Earlier than any request: the product took none before this day. */
export const EARLIEST_REQUEST_DAY = '2000-01-01';

/** The ISO day a window starts on, counted back from today in the broker's calendar. */
export function windowStart(window: RequestWindow, today = new Date()): string {
  const chosen = REQUEST_WINDOWS.find((candidate) => candidate.value === window);
  if (!chosen || !('days' in chosen)) return EARLIEST_REQUEST_DAY;
  return localCalendarDate(new Date(today.getTime() - chosen.days * 86_400_000));
}

/** Messages of the list's paging, shown exactly as written here. */
export const REQUEST_LIST_MESSAGES = {
  invalidCursor: 'The page cursor does not belong to this list; refresh the list',
  loadOlder: 'Load older requests',
  loaded: (rows: number, more: boolean) => `${rows.toLocaleString('en-GB')} requests loaded${more ? '; older requests exist' : ''}`,
  loadOlderFailed: 'Older requests could not be loaded. Try Load older requests again; if it keeps failing, refresh the list.',
  loadFailed: 'Your pre-authorisations could not be loaded. Check your connection, then choose Try again.',
  refreshFailed: 'The pre-authorisations could not be refreshed, so the list may be out of date. Check your connection, then choose Try again.',
  notLoaded: 'Pre-authorisations not loaded',
} as const;
