import { createHash } from 'node:crypto';
import type { LookupAddress } from './postcode-lookup-port';

/**
 * The `addressidentifier` a looked-up address carries and the Pre-Qualifier sends back with its
 * checks. getAddress's `find` answers addresses without ids, so the route derives one: the SHA-256
 * of the postcode and the address's formatted lines. The same address answered again gets the same
 * identifier, and 64 hex characters fit the request's 100 however long the address.
 */
export function addressIdentifier(address: Pick<LookupAddress, 'formatted_address'>, postcode: string): string {
  const lines = address.formatted_address.map((line) => line.trim()).filter(Boolean);
  return createHash('sha256').update(JSON.stringify([postcode, ...lines])).digest('hex');
}
