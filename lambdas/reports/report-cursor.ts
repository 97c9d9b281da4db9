import { PAGE_MESSAGES } from '../../domain/reports/paging';
import { BadRequestError } from '../shared/errors';

/**
 * The cursor of a report page: the store Query's LastEvaluatedKey (`tpiid` and `sk`) as base64url
 * JSON. The browser only hands it back, so it is not secret; it is checked on the way in against
 * the request's own key range, so an edited cursor cannot start a Query in another intermediary's
 * partition or outside the report's window.
 */

export interface StoreKey {
  readonly tpiid: number;
  readonly sk: string;
}

/** The sort keys a report may read: its own partition, between its window's ends. */
export interface KeyRange {
  readonly tpiid: number;
  readonly from: string;
  readonly to: string;
}

export const encodeCursor = (key: StoreKey): string => Buffer.from(JSON.stringify({ tpiid: key.tpiid, sk: key.sk }), 'utf8').toString('base64url');

const isStoreKey = (value: unknown): value is StoreKey => {
  const key = value as Partial<StoreKey> | null;
  return typeof key === 'object' && key !== null && !Array.isArray(key) && Object.keys(key).length === 2 && typeof key.tpiid === 'number' && typeof key.sk === 'string';
};

/** The key a page starts after; a cursor that is malformed or outside the range is a 400. */
export function decodeCursor(cursor: string, range: KeyRange): StoreKey {
  let key: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error('not base64url');
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new BadRequestError(PAGE_MESSAGES.invalidCursor);
  }
  if (!isStoreKey(key) || key.tpiid !== range.tpiid || key.sk < range.from || key.sk > range.to) throw new BadRequestError(PAGE_MESSAGES.invalidCursor);
  return key;
}
