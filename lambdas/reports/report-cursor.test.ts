import { PAGE_MESSAGES } from '../../domain/reports/paging';
import { BadRequestError } from '../shared/errors';
import { decodeCursor, encodeCursor, type KeyRange } from './report-cursor';

const range: KeyRange = { tpiid: 101, from: 'CONTRACT#2026-01-01', to: 'CONTRACT#2026-01-31\uffff' };
const key = { tpiid: 101, sk: 'CONTRACT#2026-01-15T10:30:00.000Z#C101-0001#2026-02-12#036#S101-0001#demo-C101-0001#2312345678901' };
const encoded = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

const refusal = (cursor: string) => {
  try {
    decodeCursor(cursor, range);
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('the report page cursor', () => {
  it('reads back the key it was made from, in characters safe in a URL', () => {
    const cursor = encodeCursor(key);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, range)).toEqual(key);
  });

  it('keeps only the key, whatever else the store handed back', () => {
    expect(decodeCursor(encodeCursor({ ...key, extra: 'x' } as typeof key), range)).toEqual(key);
  });

  it.each([
    ['another intermediary', encoded({ ...key, tpiid: 102 })],
    ['a key before the window', encoded({ ...key, sk: 'CONTRACT#2025-12-31T23:59:59.999Z#x' })],
    ['a key after the window', encoded({ ...key, sk: 'CONTRACT#2026-02-01T00:00:00.000Z#x' })],
    ['the other kind of line', encoded({ ...key, sk: 'COMMISSION#2026-01-15#x' })],
    ['a tpiid as text', encoded({ ...key, tpiid: '101' })],
    ['a key with more attributes', encoded({ ...key, importid: 'x' })],
    ['an array', encoded([101, key.sk])],
    ['JSON null', encoded(null)],
    ['text that is not JSON', Buffer.from('tpiid=101').toString('base64url')],
    ['characters outside base64url', `${encodeCursor(key)}==`],
    ['nothing', ''],
  ])('refuses %s with a 400 and a clear message', (_, cursor) => {
    const error = refusal(cursor);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as Error).message).toBe(PAGE_MESSAGES.invalidCursor);
  });

  it('accepts the window ends themselves', () => {
    expect(decodeCursor(encoded({ tpiid: 101, sk: range.from }), range).sk).toBe(range.from);
    expect(decodeCursor(encoded({ tpiid: 101, sk: range.to }), range).sk).toBe(range.to);
  });
});
