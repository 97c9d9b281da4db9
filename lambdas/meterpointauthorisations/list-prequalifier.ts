import * as z from 'zod/mini';
import { calendarDate, CALENDAR_DATE_MESSAGES } from '../../domain/calendar-date';
import { CURSOR_PARAMETER, NEXT_CURSOR_HEADER } from '../../domain/reports/paging';
import { ApiResponse, apiHandler } from '../shared/api-handler';
import { listAuthorisations } from './authorisation-store';
import { decodeListCursor, encodeListCursor } from './list-cursor';
import { listView } from './list-view';

/** Where the list starts: a day in any form of the date rule, as its ISO day, or that day with an ISO time. */
function since(value: string): string | undefined {
  const [day, time] = value.split('T');
  const iso = calendarDate(day);
  if (!iso || time === undefined) return iso;
  return Number.isNaN(Date.parse(`${iso}T${time}`)) ? undefined : `${iso}T${time}`;
}

const query = z.object({
  tpiid: z.string().check(z.regex(/^\d+$/, 'tpiid must be a number')),
  date: z.string().check(z.refine((value) => since(value) !== undefined, CALENDAR_DATE_MESSAGES.invalidNamed('date'))),
  [CURSOR_PARAMETER]: z.optional(z.string().check(z.maxLength(1000))),
});

/**
 * `GET /api/meterpointauthorisations/prequalifier?tpiid&date[&cursor]`: a page of the intermediary's
 * authorisations since the date, newest first; when older ones remain, the next page's cursor is in a header.
 */
export const handler = apiHandler(
  'GET /api/meterpointauthorisations/prequalifier',
  { query },
  async ({ query: { tpiid, date, cursor }, caller, config }): Promise<ApiResponse> => {
    caller.requireIntermediary(Number(tpiid));
    const from = since(date)!;
    const after = cursor === undefined ? undefined : decodeListCursor(cursor, Number(tpiid), from);
    const { rows, next } = await listAuthorisations(config.table('authorisations'), Number(tpiid), from, after);
    return new ApiResponse(200, rows.map(listView), next ? { [NEXT_CURSOR_HEADER]: encodeListCursor(next) } : {});
  },
);
