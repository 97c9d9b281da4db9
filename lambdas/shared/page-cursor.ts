import type * as z from 'zod/mini';
import { BadRequestError } from './errors';

/**
 * A list page's cursor: the store Query's LastEvaluatedKey as base64url JSON. The browser only
 * hands it back, so it is not secret; each list checks it on the way in against the request's own
 * key range, so an edited cursor cannot start a Query in another intermediary's partition or
 * outside the window asked for.
 */

export const encodePageCursor = (key: Readonly<Record<string, string | number>>): string =>
  Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');

/** The key a page starts after: of the list's own shape and inside its range, or a 400 with `refusal`. */
export function decodePageCursor<K>(cursor: string, shape: z.ZodMiniType<K>, belongs: (key: K) => boolean, refusal: string): K {
  let parsed: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error('not base64url');
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new BadRequestError(refusal);
  }
  const key = shape.safeParse(parsed);
  if (!key.success || !belongs(key.data)) throw new BadRequestError(refusal);
  return key.data;
}
