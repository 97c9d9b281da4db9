import * as z from 'zod/mini';
import { calendarDate, CALENDAR_DATE_MESSAGES } from '../../domain/calendar-date';
import type { MeterPointAuthorisation } from '../../domain/preauthorisation/types';
import { apiHandler } from '../shared/api-handler';
import { listAuthorisations } from './authorisation-store';
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
});

/** `GET /api/meterpointauthorisations/prequalifier?tpiid&date`: the intermediary's authorisations since the date, newest first. */
export const handler = apiHandler(
  'GET /api/meterpointauthorisations/prequalifier',
  { query },
  async ({ query: { tpiid, date }, caller, config }): Promise<MeterPointAuthorisation[]> => {
    caller.requireIntermediary(Number(tpiid));
    const rows = await listAuthorisations(config.table('authorisations'), Number(tpiid), since(date)!);
    return rows.map(listView);
  },
);
