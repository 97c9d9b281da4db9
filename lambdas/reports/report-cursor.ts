import * as z from 'zod/mini';
import { PAGE_MESSAGES } from '../../domain/reports/paging';
import { decodePageCursor, encodePageCursor } from '../shared/page-cursor';

/** The cursor of a report page (shared/page-cursor.ts): the contract store's key, checked against the report's window. */

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

const storeKey = z.strictObject({ tpiid: z.number(), sk: z.string() });

export const encodeCursor = (key: StoreKey): string => encodePageCursor({ tpiid: key.tpiid, sk: key.sk });

/** The key a page starts after; a cursor that is malformed or outside the range is a 400. */
export const decodeCursor = (cursor: string, range: KeyRange): StoreKey =>
  decodePageCursor(cursor, storeKey, (key) => key.tpiid === range.tpiid && key.sk >= range.from && key.sk <= range.to, PAGE_MESSAGES.invalidCursor);
