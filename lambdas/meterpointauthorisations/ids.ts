import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * Short ids a broker can read out and search for: a prefix, the date, and six random characters
 * (34^6, about 1.5 billion a day); the store's conditional put refuses the rare collision.
 */
export function newAuthorisationId(prefix: 'PA' | 'PQ', now: Date): string {
  const date = now.toISOString().slice(2, 10).replace(/-/g, '');
  const random = [...randomBytes(6)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${prefix}${date}-${random}`;
}
