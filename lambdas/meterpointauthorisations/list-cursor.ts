import * as z from 'zod/mini';
import { REQUEST_LIST_MESSAGES } from '../../domain/preauthorisation/list-window';
import { decodePageCursor, encodePageCursor } from '../shared/page-cursor';
import type { ListKey } from './authorisation-store';

/** The cursor of a pre-qualifier list page (shared/page-cursor.ts): the index key, checked against the intermediary and window. */

const listKey = z.strictObject({ id: z.string(), tpiid: z.number(), datetime: z.string() });

export const encodeListCursor = (key: ListKey): string => encodePageCursor({ id: key.id, tpiid: key.tpiid, datetime: key.datetime });

/** The key a page starts after; a malformed cursor, or one of another intermediary or before the window, is a 400. */
export const decodeListCursor = (cursor: string, tpiid: number, from: string): ListKey =>
  decodePageCursor(cursor, listKey, (key) => key.tpiid === tpiid && key.datetime >= from, REQUEST_LIST_MESSAGES.invalidCursor);
