import type { EntityName } from '../entities';

/** The entity each child collection of an import's structured data holds. */
export const ENTITY_OF_COLLECTION: Readonly<Record<string, EntityName>> = {
  sites: 'site',
  accounts: 'account',
  contacts: 'contact',
  contracts: 'contract',
  products: 'product',
  elecmeterpoints: 'elecmeterpoint',
  gasmeterpoints: 'gasmeterpoint',
  prices: 'price',
  directdebits: 'directdebit',
};
