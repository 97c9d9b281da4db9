import * as z from 'zod/mini';
import { withoutThirdPartyCosts } from '../../../domain/import';
import type { FileImportView } from '../../../domain/import/wire';
import { numberedPage } from '../../../domain/references';
import { CURSOR_PARAMETER } from '../../../domain/reports/paging';
import { apiHandler } from '../../shared/api-handler';
import { BadRequestError } from '../../shared/errors';
import { loadOwnImport } from './import-access';
import { listImports } from './list-imports';
import { importThirdPartyCosts } from '../register/import-context';
import { readPage } from '../store/payload-store';

const query = z.object({
  importdatetime: z.optional(z.string().check(z.maxLength(40))),
  sourceid: z.optional(z.string().check(z.regex(/^\d{1,9}$/))),
  status: z.optional(z.string().check(z.regex(/^\d{1,2}$/))),
  page: z.optional(z.string().check(z.regex(/^\d{1,6}$/))),
  [CURSOR_PARAMETER]: z.optional(z.string().check(z.maxLength(1000))),
});

/**
 * `GET /api/fileimports/0?importdatetime=&sourceid=[&cursor=]`: a page of the intermediary's imports
 * after the date, newest first, with the list's fields only; when older ones remain, the next
 * page's cursor is in a header. `GET /api/fileimports/0?sourceid=&status=[&cursor=]`: the same for
 * the imports in one status, of any age. `GET /api/fileimports/{id}[?page=N]`: one import with its
 * audit trail and one page of its payload (raw rows or structured data with failures and warnings).
 */
export const handler = apiHandler('GET /api/fileimports/{id}', { params: z.object({ id: z.string().check(z.maxLength(64)) }), query }, async (request) => {
  const { params, query, caller, config } = request;
  const fileimports = config.table('fileimports');
  if (params.id === '0') return listImports(query, caller, fileimports);
  const item = await loadOwnImport(request, fileimports, params.id);
  const page = Math.max(1, Number(query.page ?? 1));
  if (item.payloadversion === undefined) return { ...item, page: 1, pagecount: 0, rawdata: [], structureddata: [], validationfailures: [], warnings: [] } satisfies FileImportView;
  if (page > item.pagecount) throw new BadRequestError(`There are ${item.pagecount} pages`);
  const [payload, costs] = await Promise.all([readPage(config.bucket('imports'), item.id, item.payloadversion, page), importThirdPartyCosts(config.table('reference'), item)]);
  // A broker whose product hides commission never receives it; the raw rows are the broker's own file as sent.
  const structureddata = payload.structureddata && !costs.show ? withoutThirdPartyCosts(payload.structureddata) : payload.structureddata;
  const references = item.referencenumbers && payload.structureddata ? { references: numberedPage(item.sourceid, payload.structureddata, item.referencenumbers, page) } : {};
  return { rawdata: [], structureddata: [], ...item, ...payload, ...(structureddata ? { structureddata } : {}), ...references, page, pagecount: item.pagecount } satisfies FileImportView;
});
