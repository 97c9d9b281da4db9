import * as z from 'zod/mini';
import { isValidPostcode, normalisePostcode } from '../../domain/postcode';
import { apiHandler } from '../shared/api-handler';
import { BadRequestError } from '../shared/errors';
import { withAddressFields, type FoundAddress } from './postcode-lookup-port';
import { postcodeLookup } from '../outside-services';

export interface FindAddressesResponse {
  readonly postcode: string;
  readonly latitude?: number;
  readonly longitude?: number;
  readonly addresses: readonly FoundAddress[];
}

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
