import type { Address } from '../../domain/address';
import { addressIdentifier } from './address-identifier';

/** The postcode lookup port (docs/decisions/0008-outside-services-behind-ports.md): a getAddress-style service or the local simulator. */

/** One address as getAddress answers `find/{postcode}?expand=true`. */
export interface LookupAddress {
  readonly formatted_address: readonly string[];
  readonly thoroughfare: string;
  readonly building_name: string;
  readonly sub_building_name: string;
  readonly sub_building_number: string;
  readonly building_number: string;
  readonly line_1: string;
  readonly line_2: string;
  readonly line_3: string;
  readonly line_4: string;
  readonly locality: string;
  readonly town_or_city: string;
  readonly county: string;
  readonly district: string;
  readonly country: string;
  readonly residential: boolean;
}

export interface PostcodeLookupResult {
  readonly postcode: string;
  readonly latitude?: number;
  readonly longitude?: number;
  readonly addresses: readonly LookupAddress[];
}

export interface PostcodeLookup {
  /** The addresses at a normalised postcode; none when the service does not know it. */
  find(postcode: string): Promise<PostcodeLookupResult>;
}

/** A looked-up address in both shapes, getAddress's fields and the portal's address fields, with its identifier. */
export type FoundAddress = LookupAddress & Address & { readonly addressidentifier: string };

export function withAddressFields(address: LookupAddress, postcode: string): FoundAddress {
  return {
    ...address,
    subbuildingname: address.sub_building_name || address.sub_building_number,
    buildingname: address.building_name,
    buildingnumber: address.building_number,
    dependentthoroughfare: '',
    doubledependentlocality: '',
    dependentlocality: address.locality,
    posttown: address.town_or_city,
    postcode,
    addressidentifier: addressIdentifier(address, postcode),
  };
}
