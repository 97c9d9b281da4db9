import * as z from 'zod/mini';
import { apiHandler } from '../../shared/api-handler';
import { actorOf, loadOwnImport, requireVersion } from './import-access';
import { changeImport } from '../store/import-store';
import { requestPipeline } from '../store/pipeline-requests';

/** `POST /api/processrenewal/{id}` with the version read: a signed renewal (12) goes on to 7 and processing. */
export const handler = apiHandler(
  'POST /api/processrenewal/{id}',
  { params: z.object({ id: z.string().check(z.maxLength(64)) }), body: z.object({ version: z.number() }) },
  async (request) => {
    const table = request.config.table('fileimports');
    const item = await loadOwnImport(request, table, request.params.id);
    requireVersion(item, request.body.version);
    const approved = await changeImport(table, item, { to: 7, action: 'processRenewal', actor: actorOf(request) });
    await requestPipeline(request.config.bucket('imports'), 'processing', item.id);
    return approved;
  },
);
