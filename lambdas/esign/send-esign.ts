import * as z from 'zod/mini';
import { canSendEsign } from '../../domain/import/status';
import { apiHandler } from '../shared/api-handler';
import { UnprocessableError } from '../shared/errors';
import { actorOf, loadOwnImport, requireVersion } from '../contract-import/api/import-access';
import { changeImport } from '../contract-import/store/import-store';
import { customerPages } from '../contract-import/store/payload-store';
import { withReferenceNumbers } from '../contract-import/store/reference-numbers';
import { numberedPage } from '../../domain/references';
import { documentClient } from '../shared/dynamodb';
import { signedCustomers } from './esign-port';
import { esignProvider } from '../outside-services';

const required = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
const body = z.object({
  version: z.number(),
  accountmanager: z.object({ firstname: required, lastname: required }),
  esigndata: z.object({ firstname: required, lastname: required, jobtitle: required, phonenumber: required, email: required }),
});

/**
 * `POST /api/sendesign/{id}`: with the stage's e-sign flag on and a renewal (source type 3) in
 * status 4, gives its records their references, asks the provider for a signature on a document
 * naming them and moves the import to 5 (all five contact fields and both account manager names
 * are required).
 */
export const handler = apiHandler('POST /api/sendesign/{id}', { params: z.object({ id: z.string().check(z.maxLength(64)) }), body }, async (request) => {
  const table = request.config.table('fileimports');
  const item = await loadOwnImport(request, table, request.params.id);
  requireVersion(item, request.body.version);
  const enabled = request.config.setting('ESIGN_ENABLED') === 'true';
  if (!canSendEsign(enabled, item.sourcetype)(item.importstatus)) throw new UnprocessableError('e-Sign is not available for this import');
  const pages = await customerPages(request.config.bucket('imports'), item);
  const numbered = await withReferenceNumbers({ documents: documentClient, fileimports: table, contracts: request.config.table('contracts') }, item, pages);
  const customers = signedCustomers(pages.flat(), numberedPage(numbered.sourceid, pages.flat(), numbered.referencenumbers!, 1));
  const sent = await esignProvider(request.config).requestSignature({ importid: item.id, version: item.version, esigndata: request.body.esigndata, accountmanager: request.body.accountmanager, customers });
  return changeImport(table, numbered, {
    to: 5,
    action: 'sendEsign',
    actor: actorOf(request),
    reason: `Sent to ${request.body.esigndata.email}`,
    set: { esignrequestid: sent.requestid, esignurl: sent.url },
  });
});
