import * as z from 'zod/mini';
import { deliverSignature } from '../esign/signature-outcome';
import { getImport } from '../contract-import/store/import-store';
import { NotFoundError } from '../shared/errors';
import { providerHandler } from '../shared/provider-handler';

const body = z.object({
  importid: z.string().check(z.minLength(1), z.maxLength(64)),
  /** The provider's envelope id, answered when the request was sent (`esignrequestid`). */
  requestid: z.string().check(z.minLength(1), z.maxLength(100)),
  outcome: z.enum(['signed', 'declined']),
});

/**
 * `POST /webhooks/esign`: the e-sign provider's signed callback with the customer's answer to a
 * signature request. Only the request the import is out with counts: an unknown import, or a
 * request cancelled by an edit, answers 404. The answer tells the provider where the import went.
 */
export const handler = providerHandler('POST /webhooks/esign', { body, deliveryKey: ['importid', 'requestid'] }, async ({ body: delivery, config }) => {
  const resources = { fileimports: config.table('fileimports'), imports: config.bucket('imports'), meterpoints: config.table('meterpoints') };
  const item = await getImport(resources.fileimports, delivery.importid);
  if (!item || item.esignrequestid !== delivery.requestid) throw new NotFoundError('No signature request with this id');
  const done = await deliverSignature(resources, item, delivery.outcome);
  return { importid: done.id, importstatus: done.importstatus };
});
