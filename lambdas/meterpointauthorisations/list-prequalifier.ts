import * as z from 'zod/mini';
import type { MeterPointAuthorisation } from '../../domain/preauthorisation/types';
import { apiHandler } from '../shared/api-handler';
import { listAuthorisations } from './authorisation-store';
import { listView } from './list-view';

const query = z.object({
  tpiid: z.string().check(z.regex(/^\d+$/, 'tpiid must be a number')),
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/, 'date must be a date (YYYY-MM-DD)')),
});

/** `GET /api/meterpointauthorisations/prequalifier?tpiid&date`: the intermediary's authorisations since the date, newest first. */
export const handler = apiHandler(
  'GET /api/meterpointauthorisations/prequalifier',
  { query },
  async ({ query: { tpiid, date }, caller, config }): Promise<MeterPointAuthorisation[]> => {
    caller.requireIntermediary(Number(tpiid));
    const rows = await listAuthorisations(config.table('authorisations'), Number(tpiid), date);
    return rows.map(listView);
  },
);
