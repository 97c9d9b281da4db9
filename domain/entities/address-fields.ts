import type { AddressField } from '../address';
import { varchar, type EntityField } from './types';

/**
 * The address fields shared by customers, sites and accounts. Lengths follow Royal Mail's PAF;
 * the address rules of domain/address.ts decide what must be filled in.
 */
export const ADDRESS_ENTITY_FIELDS: Readonly<Record<AddressField, EntityField>> = {
  subbuildingname: varchar('Sub Building Name', 30),
  buildingname: varchar('Building Name', 50),
  buildingnumber: varchar('Building Number', 4),
  dependentthoroughfare: varchar('Dependent Thoroughfare', 60),
  thoroughfare: varchar('Thoroughfare', 60, false),
  doubledependentlocality: varchar('Double Dependent Locality', 35),
  dependentlocality: varchar('Dependent Locality', 35),
  posttown: varchar('Town', 30, false),
  county: varchar('County', 30),
  postcode: varchar('Post Code', 8, false),
};
