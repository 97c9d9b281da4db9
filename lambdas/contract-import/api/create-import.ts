import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { keepStoredThirdPartyCosts, validateStructuredData, withCanonicalDates, type ImportContext, type ImportCustomer } from '../../../domain/import';
import { BROKER_SOURCE_TYPES } from '../../../domain/import/source';
import { thirdPartyCostAccess } from '../../../domain/intermediary';
import { apiHandler } from '../../shared/api-handler';
import { BadRequestError, UnprocessableError } from '../../shared/errors';
import { getIntermediaries } from '../../shared/stores/reference-store';
import { REIMPORTABLE_STATUSES, type FileImportItem } from '../store/file-import';
import { actorOf, jsonList, validationResources } from './import-access';
import { storeValidated, withClaims } from '../store/import-outcome';
import { createImport, findImportByS3Key } from '../store/import-store';
import { newRevision, writePayload } from '../store/payload-store';
import { requestPipeline } from '../store/pipeline-requests';

const body = z.object({
  importdatetime: z.optional(z.string()),
  s3key: z.optional(z.string().check(z.maxLength(1024))),
  s3bucket: z.optional(z.string().check(z.maxLength(100))),
  fileformat: z.number(),
  productdefinition: z.number(),
  importstatus: z.union([z.literal(1), z.literal(4)]),
  sourcetype: z.number(),
  sourceid: z.number(),
  userid: z.optional(z.string()),
  parameters: z.optional(z.record(z.string(), z.unknown())),
  manualverification: z.optional(z.boolean()),
  description: z.optional(z.string().check(z.maxLength(500))),
  structureddata: z.optional(z.unknown()),
});

/**
 * `POST /api/fileimports`: an uploaded file (status 1, then validation is asked for) or a manual
 * entry (status 4 with its structured data, validated first). The caller must hold the
 * intermediary, the file must sit in its folder, and the format must belong to the product.
 */
export const handler = apiHandler('POST /api/fileimports', { body }, async (request) => {
  const { body, caller, config } = request;
  caller.requireIntermediary(body.sourceid);
  if (!BROKER_SOURCE_TYPES.includes(body.sourcetype)) {
    throw new BadRequestError('Invalid body', ['sourcetype: an import made here is source type 1; renewals are made by the supplier']);
  }
  const resources = validationResources(config);
  const [intermediary] = await getIntermediaries(resources.reference, [body.sourceid]);
  const product = intermediary?.products[String(body.productdefinition)];
  if (!product) throw new BadRequestError('Invalid body', ['productdefinition: not a product of this intermediary']);
  const manual = body.importstatus === 4;
  const formatAllowed = manual ? product.manualuploadformat === body.fileformat : product.fileformats.includes(body.fileformat);
  if (!formatAllowed) throw new BadRequestError('Invalid body', ['fileformat: not a file format of this product']);
  const s3key = body.s3key;
  if (!manual && (!s3key || !s3key.startsWith(`${body.sourceid}/`) || s3key.split('/').some((part) => part === '..' || part === ''))) {
    throw new BadRequestError('Invalid body', [`s3key: must be a file under ${body.sourceid}/`]);
  }
  const actor = actorOf(request);
  const now = new Date().toISOString();
  const base: FileImportItem = {
    id: randomUUID(),
    importdatetime: now,
    importstatus: body.importstatus,
    fileformat: body.fileformat,
    productdefinition: body.productdefinition,
    sourcetype: body.sourcetype,
    sourceid: body.sourceid,
    userid: actor.userid,
    username: actor.username,
    parameters: body.parameters,
    manualverification: manual || (body.manualverification ?? false),
    description: body.description,
    customercount: 0,
    rowcount: 0,
    failurecount: 0,
    warningcount: 0,
    version: 1,
    pagecount: 0,
    audit: [{ at: now, userid: actor.userid, username: actor.username, action: manual ? 'manualEntry' : 'upload', to: body.importstatus }],
    ...(manual ? {} : { s3key, s3bucket: body.s3bucket ?? 'imports' }),
  };
  if (!manual) {
    const earlier = await findImportByS3Key(resources.fileimports, s3key!);
    // A repeated create (a retried upload, or several at once) answers the file's import instead of a second import of the
    // same file, whose meter points would all clash; one whose first request could not ask for validation asks again.
    if (earlier && earlier.sourceid === body.sourceid && !REIMPORTABLE_STATUSES.includes(earlier.importstatus)) {
      if (earlier.importstatus === 1) await requestPipeline(resources.imports, 'validation', earlier.id);
      return earlier;
    }
    await createImport(resources.fileimports, base);
    await requestPipeline(resources.imports, 'validation', base.id);
    return base;
  }
  let customers: ImportCustomer[];
  try {
    customers = withCanonicalDates(jsonList<ImportCustomer>(body.structureddata) ?? []);
  } catch {
    throw new BadRequestError('Invalid body', ['structureddata: must be a list of customers']);
  }
  if (customers.length === 0) throw new BadRequestError('Invalid body', ['structureddata: at least one customer is required']);
  if (!thirdPartyCostAccess(product).edit) {
    const { refusals } = keepStoredThirdPartyCosts([], customers);
    if (refusals.length) throw new BadRequestError('Invalid body', refusals);
  }
  const validate = (context: ImportContext) => validateStructuredData(customers, context);
  return storeValidated(resources, base, validate, async ({ result: validation, held }) => {
    if (validation.failures.length) {
      throw new UnprocessableError('Validation failed', validation.failures.map((f) => `Line ${f.line}: ${f.entity ?? ''} ${f.field ?? ''} ${f.message}`.replace(/\s+/g, ' ')));
    }
    const payloadversion = newRevision(1);
    const pagecount = await writePayload(resources.imports, base.id, payloadversion, { kind: 'structured', customers, failures: [], warnings: validation.warnings, meterpoints: validation.meterpoints });
    const item: FileImportItem = { ...base, payloadversion, pagecount, payloadkind: 'structured', customercount: customers.length, warningcount: validation.warnings.length };
    // Created open (status 4), so its meter points are claimed before the import exists.
    await withClaims(resources, base, { previous: [], next: validation.meterpoints, held }, () => createImport(resources.fileimports, item));
    return item;
  });
});
