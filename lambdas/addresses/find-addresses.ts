import * as z from 'zod/mini';
import { isValidPostcode, normalisePostcode } from '../../domain/postcode';
import { apiHandler } from '../shared/api-handler';
import type { HandlerConfig } from '../shared/config';
import { BadRequestError } from '../shared/errors';
import { chooseProvider } from '../shared/providers';
import { httpPostcodeLookup } from './http-postcode-lookup';
import { withAddressFields, type FoundAddress, type PostcodeLookup } from './postcode-lookup';
import { postcodeLookupSimulator } from './postcode-lookup-simulator';

export interface FindAddressesResponse {
  readonly postcode: string;
  readonly latitude?: number;
  readonly longitude?: number;
  readonly addresses: readonly FoundAddress[];
}

let lookup: PostcodeLookup | undefined;

const postcodeLookup = (config: HandlerConfig) =>
  (lookup ??= chooseProvider(
    config,
    { endpoint: 'POSTCODE_LOOKUP_ENDPOINT', secret: 'POSTCODE_LOOKUP_SECRET' },
    () => postcodeLookupSimulator,
    httpPostcodeLookup,
  ));

/** `GET /api/addresses/{postcode}`: the addresses at a postcode for the address editor. */
export const handler = apiHandler(
  'GET /api/addresses/{postcode}',
  { params: z.object({ postcode: z.string() }) },
  async ({ params, config }): Promise<FindAddressesResponse> => {
    let typed: string;
    try {
      typed = decodeURIComponent(params.postcode);
    } catch {
      typed = params.postcode;
    }
    const postcode = normalisePostcode(typed);
    if (!isValidPostcode(postcode)) throw new BadRequestError('Invalid postcode', ['postcode: Post code is not a valid UK post code']);
    const found = await postcodeLookup(config).find(postcode);
    return { ...found, addresses: found.addresses.map((address) => withAddressFields(address, postcode)) };
  },
);
