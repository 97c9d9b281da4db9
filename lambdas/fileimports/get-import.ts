import * as z from 'zod/mini';
import { apiHandler } from '../shared/api-handler';
import { BadRequestError } from '../shared/errors';
import { importResources, loadOwnImport } from './import-access';
import { listImports } from './import-store';
import { readPage } from './payload-store';

const query = z.object({
  importdatetime: z.optional(z.string().check(z.maxLength(40))),
  sourceid: z.optional(z.string().check(z.regex(/^\d{1,9}$/))),
  page: z.optional(z.string().check(z.regex(/^\d{1,6}$/))),
});

/**
 * `GET /api/fileimports/0?importdatetime=&sourceid=`: the intermediary's imports after the date,
 * newest first (a Query on `bySource`). `GET /api/fileimports/{id}[?page=N]`: one import with its
 * audit trail and one page of its payload (raw rows or structured data with failures and warnings).
 */
export const handler = apiHandler('GET /api/fileimports/{id}', { params: z.object({ id: z.string().check(z.maxLength(64)) }), query }, async (request) => {
  const { params, query, caller, config } = request;
  const resources = importResources(config);
  if (params.id === '0') {
    if (!query.sourceid || !query.importdatetime || Number.isNaN(Date.parse(query.importdatetime))) {
      throw new BadRequestError('Invalid query', ['importdatetime and sourceid are required']);
    }
    caller.requireIntermediary(Number(query.sourceid));
    return listImports(resources.fileimports, { sourceid: Number(query.sourceid), since: new Date(query.importdatetime).toISOString() });
  }
  const item = await loadOwnImport(request, resources.fileimports, params.id);
  const page = Math.max(1, Number(query.page ?? 1));
  if (item.payloadversion === undefined) return { ...item, page: 1, pagecount: 0, rawdata: [], structureddata: [], validationfailures: [], warnings: [] };
  if (page > item.pagecount) throw new BadRequestError(`There are ${item.pagecount} pages`);
  const payload = await readPage(resources.imports, item.id, item.payloadversion, page);
  return { rawdata: [], structureddata: [], ...item, ...payload, page, pagecount: item.pagecount };
});
