import * as z from 'zod/mini';
import { referenceKey, type ApplicationMessage } from '../../domain/reference-data';
import { apiHandler } from '../shared/api-handler';
import { listReference } from '../shared/stores/reference-store';

/** `GET /api/applicationmessages?applicationid=2`: the banners of one application, in message order. */
export const handler = apiHandler(
  'GET /api/applicationmessages',
  { query: z.object({ applicationid: z.string().check(z.regex(/^\d{1,9}$/, 'applicationid must be a number')) }) },
  async ({ query, config }): Promise<ApplicationMessage[]> => {
    const messages = await listReference<ApplicationMessage>(config.table('reference'), referenceKey.messages(Number(query.applicationid)));
    return messages.sort((a, b) => a.messageorder - b.messageorder);
  },
);
