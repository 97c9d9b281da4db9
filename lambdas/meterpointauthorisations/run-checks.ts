import * as z from 'zod/mini';
import type { ProductDefinition } from '../../domain/reference-data/products';
import { validatePreAuthorisationRequest, withIsoDateOfBirth } from '../../domain/preauthorisation/validate-request';
import type { MeterPointAuthorisation } from '../../domain/preauthorisation/types';
import { referenceKey } from '../../domain/reference-data/keys';
import { apiHandler } from '../shared/api-handler';
import { BadRequestError } from '../shared/errors';
import { getIntermediaries, listReference } from '../shared/stores/reference-store';
import { putAuthorisation } from './authorisation-store';
import { runChecks } from './checks';
import { newAuthorisationId } from './ids';
import { listView } from './list-view';
import { authorisationCheck } from '../outside-services';
import { creditCheck } from '../outside-services';

const text = (max: number) => z.optional(z.string().check(z.maxLength(max)));

const body = z.object({
  tpiid: z.number(),
  product: z.optional(z.number()),
  contractterms: z.array(z.string().check(z.maxLength(2))).check(z.maxLength(4)),
  limitedcompany: z.boolean(),
  limitedcompanynumber: text(20),
  name: text(200),
  internalsic: text(10),
  firstname: text(100),
  surname: text(100),
  dateofbirth: text(20),
  addressidentifier: text(100),
  homeflat: text(100),
  homebuildingname: text(100),
  homebuildingnumber: text(10),
  homethoroughfare: text(100),
  homelocality: text(100),
  homeposttown: text(100),
  homepostcode: text(10),
  meterpoints: z.array(z.object({ utilityid: z.union([z.literal(1), z.literal(2)]), mpxn: z.string().check(z.maxLength(30)) })).check(z.maxLength(100)),
});

export interface RunChecksResponse {
  readonly tpiauthorisationid: string;
  /**
   * The company's registered name from the credit check (the simulator's or the live bureau's
   * `companyname`, which the HTTP adapter passes on as answered); absent when none was found.
   */
  readonly companyname?: string;
  readonly authorisations: readonly MeterPointAuthorisation[];
}

const refuse = (errors: string[]) => new BadRequestError('Validation failed', errors);

/** `POST /api/meterpointauthorisations`: validates, runs the checks for each meter point and term, stores and answers the rows. */
export const handler = apiHandler('POST /api/meterpointauthorisations', { body }, async ({ body: request, caller, config }): Promise<RunChecksResponse> => {
  caller.requireIntermediary(request.tpiid);
  const failures = validatePreAuthorisationRequest(request);
  if (failures.length) throw refuse(failures);
  const product = request.product as number;
  const [intermediary] = await getIntermediaries(config.table('reference'), [request.tpiid]);
  const definitions = await listReference<ProductDefinition>(config.table('reference'), referenceKey.lookup('productdefinition'));
  const definition = definitions.find((candidate) => candidate.id === product);
  const productConfig = intermediary?.products[String(product)];
  if (!productConfig || !definition?.requirepreauthorisation) throw refuse(['This product does not need pre-authorisation']);
  const productTerms = productConfig.contractterms.filter((term) => definition.contractterms.includes(term));
  const contractterms = [...new Set(request.contractterms)];
  const refused = contractterms.filter((term) => !productTerms.includes(term));
  if (refused.length) throw refuse(refused.map((term) => `Term ${term} is not available for this product`));

  const now = new Date();
  const tpiauthorisationid = newAuthorisationId('PQ', now);
  const { rows, companyname } = await runChecks({ ...withIsoDateOfBirth(request), product, contractterms }, { credit: creditCheck(config), authorisation: authorisationCheck(config) }, {
    tpiauthorisationid,
    datetime: now.toISOString(),
    username: `${caller.profile.firstname} ${caller.profile.lastname}`,
    productTerms,
    newId: () => newAuthorisationId('PA', now),
  });
  for (const row of rows) await putAuthorisation(config.table('authorisations'), row);
  return { tpiauthorisationid, companyname, authorisations: rows.map(listView) };
});
