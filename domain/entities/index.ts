import { account, contact, customer, directdebit, site } from './customer';
import { contract, elecmeterpoint, gasmeterpoint, price, product } from './supply';
import type { EntityMetadata } from './types';

export * from './types';
export { MARKETING_PREFERENCE_VALUES } from './customer';
export { CONTRACT_TERMS, DEFAULT_CONTRACT_TERM, PRICE_NAMES, UTILITY } from './supply';
export { displayText } from './display-text';
export { canonicalNumber, choiceMessage, validateEntityField, ENTITY_FIELD_MESSAGES, type DateRule } from './validate-field';

/** Every entity the import editor and manual entry know, by the name used on the wire. */
export const ENTITIES = {
  customer,
  site,
  account,
  contact,
  contract,
  product,
  elecmeterpoint,
  gasmeterpoint,
  price,
  directdebit,
} as const satisfies Record<string, EntityMetadata>;

export type EntityName = keyof typeof ENTITIES;

export const isEntityName = (name: string): name is EntityName => Object.hasOwn(ENTITIES, name);
