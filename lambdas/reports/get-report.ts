import * as z from 'zod/mini';
import { holdsReport } from '../../domain/access';
import { isReportName, REPORT_DEFINITIONS } from '../../domain/reports/definitions';
import { sortForGrouping, type ReportRow } from '../../domain/reports/grouping';
import { checkParameters } from '../../domain/reports/parameters';
import { apiHandler } from '../shared/api-handler';
import { BadRequestError, ForbiddenError, NotFoundError } from '../shared/errors';
import { reportRows, withReportFields } from './run-report';

/** The intermediary the report is for, as every report request names it (spec 7). */
export function tpiidOf(value: unknown): number {
  if (value === undefined || value === '') throw new BadRequestError('Invalid query', ['tpiid must be entered']);
  const tpiid = Number(value);
  if (!Number.isSafeInteger(tpiid) || tpiid <= 0) throw new BadRequestError('Invalid query', ['tpiid must be a whole number']);
  return tpiid;
}

/**
 * `GET /reports/{reportname}?tpiid&...`: the rows of a report (spec 2.7 and 7) for an intermediary
 * the caller holds, if the caller holds the report's number; parameters checked with clear messages.
 */
export const handler = apiHandler(
  'GET /reports/{reportname}',
  { params: z.object({ reportname: z.string() }), query: z.record(z.string(), z.string()) },
  async ({ params, query, caller, config }): Promise<ReportRow[]> => {
    if (!isReportName(params.reportname)) throw new NotFoundError('The page you requested was not found');
    const definition = REPORT_DEFINITIONS[params.reportname];
    if (!holdsReport(caller.profile, definition.report)) throw new ForbiddenError('You are not authorised to view this page');
    caller.requireIntermediary(tpiidOf(query.tpiid));
    const { values, errors } = checkParameters(definition, query);
    if (errors.length) throw new BadRequestError(errors.join('; '), errors);
    const rows = await reportRows(definition, Number(query.tpiid), values, config);
    return sortForGrouping(withReportFields(definition, rows), definition.groupingfields);
  },
);
