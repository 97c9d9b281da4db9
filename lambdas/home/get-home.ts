import * as z from 'zod/mini';
import { holdsReport, REPORT } from '../../domain/access';
import { ukCalendarDate } from '../../domain/calendar-date';
import { HOME_WAITING_STATUSES, monthOf, OPEN_RENEWAL_STATUSES, renewalHorizon, renewalsDue, type HomeSummary } from '../../domain/home';
import { poundsOf } from '../../domain/money';
import { apiHandler } from '../shared/api-handler';
import { commissionDuePence, countInStatus, renewalStarts } from './home-store';

const query = z.object({ tpiid: z.string().check(z.regex(/^\d{1,9}$/, 'tpiid must be a whole number')) });

/**
 * `GET /api/home?tpiid=`: what needs the broker of an intermediary they act for today: open
 * renewals starting within 30, 60 and 90 days, imports waiting in each status a broker acts in, and
 * (for a holder of the Commission Report only) the commission due in the current UK month.
 */
export const handler = apiHandler('GET /api/home', { query }, async ({ query, caller, config }): Promise<HomeSummary> => {
  const tpiid = Number(query.tpiid);
  caller.requireIntermediary(tpiid);
  const fileimports = config.table('fileimports');
  const today = ukCalendarDate(new Date());
  const month = monthOf(today);
  const horizon = renewalHorizon(today);
  const [waiting, starts, commission] = await Promise.all([
    Promise.all(HOME_WAITING_STATUSES.map(async (importstatus) => ({ importstatus, count: await countInStatus(fileimports, tpiid, importstatus) }))),
    Promise.all(OPEN_RENEWAL_STATUSES.map((importstatus) => renewalStarts(fileimports, tpiid, importstatus, horizon))),
    holdsReport(caller.profile, REPORT.commission) ? commissionDuePence(config.table('contracts'), tpiid, month) : undefined,
  ]);
  return {
    today,
    renewalsdue: renewalsDue(starts.flat(), today),
    waiting,
    ...(commission === undefined ? {} : { commissiondue: { month, amount: poundsOf(commission) } }),
  };
});
