import { REQUEST_LIST_MESSAGES } from '../../domain/preauthorisation/list-window';
import { BadRequestError } from '../shared/errors';
import type { ListKey } from './authorisation-store';

/**
 * The cursor of a pre-qualifier list page: the index Query's LastEvaluatedKey as base64url JSON.
 * The browser only hands it back; it is checked on the way in against the request's intermediary
 * and window, so an edited cursor cannot start a Query in another intermediary's partition.
 */

export const encodeListCursor = (key: ListKey): string =>
  Buffer.from(JSON.stringify({ id: key.id, tpiid: key.tpiid, datetime: key.datetime }), 'utf8').toString('base64url');

const isListKey = (value: unknown): value is ListKey => {
  const key = value as Partial<ListKey> | null;
  return (
    typeof key === 'object' && key !== null && !Array.isArray(key) && Object.keys(key).length === 3 &&
    typeof key.id === 'string' && typeof key.tpiid === 'number' && typeof key.datetime === 'string'
  );
};

/** The key a page starts after; a malformed cursor, or one of another intermediary or before the window, is a 400. */
export function decodeListCursor(cursor: string, tpiid: number, from: string): ListKey {
  let key: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error('not base64url');
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new BadRequestError(REQUEST_LIST_MESSAGES.invalidCursor);
  }
  if (!isListKey(key) || key.tpiid !== tpiid || key.datetime < from) throw new BadRequestError(REQUEST_LIST_MESSAGES.invalidCursor);
  return key;
}
