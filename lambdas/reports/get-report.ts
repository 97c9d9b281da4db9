import * as z from 'zod/mini';
import { holdsReport } from '../../domain/access';
import { isReportName, REPORT_DEFINITIONS } from '../../domain/reports/definitions';
import { CURSOR_PARAMETER, NEXT_CURSOR_HEADER, PAGE_MESSAGES, PAGE_SIZE_PARAMETER, pageSizeOf } from '../../domain/reports/paging';
import { checkParameters } from '../../domain/reports/parameters';
import { ApiResponse, apiHandler } from '../shared/api-handler';
import { BadRequestError, ForbiddenError, NotFoundError } from '../shared/errors';
import { runReport } from './run-report';

/** The intermediary the report is for, as every report request names it. */
export function tpiidOf(value: unknown): number {
  if (value === undefined || value === '') throw new BadRequestError('Invalid query', ['tpiid must be entered']);
  const tpiid = Number(value);
  if (!Number.isSafeInteger(tpiid) || tpiid <= 0) throw new BadRequestError('Invalid query', ['tpiid must be a whole number']);
  return tpiid;
}

/**
 * `GET /reports/{reportname}?tpiid&...`: the rows of a report for an intermediary
 * the caller holds, if the caller holds the report's number; parameters checked with clear messages.
 * The contract store's reports answer a page (`pagesize`, `cursor`), the next page's cursor in a header.
 */
export const handler = apiHandler(
  'GET /reports/{reportname}',
  { params: z.object({ reportname: z.string() }), query: z.record(z.string(), z.string()) },
  async ({ params, query, caller, config }): Promise<ApiResponse> => {
    if (!isReportName(params.reportname)) throw new NotFoundError('The page you requested was not found');
    const definition = REPORT_DEFINITIONS[params.reportname];
    if (!holdsReport(caller.profile, definition.report)) throw new ForbiddenError('You are not authorised to view this page');
    caller.requireIntermediary(tpiidOf(query.tpiid));
    const { values, errors } = checkParameters(definition, query);
    if (errors.length) throw new BadRequestError(errors.join('; '), errors);
    const size = pageSizeOf(query[PAGE_SIZE_PARAMETER]);
    if (size === undefined) throw new BadRequestError('Invalid query', [PAGE_MESSAGES.invalidPageSize]);
    const { rows, nextCursor } = await runReport(definition, Number(query.tpiid), values, config, { size, cursor: query[CURSOR_PARAMETER] });
    return new ApiResponse(200, rows, nextCursor === undefined ? {} : { [NEXT_CURSOR_HEADER]: nextCursor });
  },
);
