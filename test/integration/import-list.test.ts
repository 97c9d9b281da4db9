import { IMPORT_LIST_FIELDS, IMPORT_LIST_MESSAGES, IMPORT_LIST_PAGE_ROWS, type ImportListRow } from '../../domain/import/list';
import { CURSOR_PARAMETER, NEXT_CURSOR_HEADER } from '../../domain/reports/paging';
import { writeOldImports } from '../support/old-imports';
import { everyPage, pagedListStack, statusAndMessage } from './paged-list-support';

/** More old imports than two list pages hold, so reaching them all needs paging back more than once. */
const OLD_COUNT = 2 * IMPORT_LIST_PAGE_ROWS + 30;
const ALL_TIME = '2020-01-01T00:00:00.000Z';

const lists = pagedListStack((stack) => writeOldImports(stack, 101, OLD_COUNT));

const list = (importdatetime: string, cursor?: string, token = lists.broker, sourceid = 101) =>
  lists.stack.api<ImportListRow[]>('GET', '/api/fileimports/0', { token, query: { sourceid, importdatetime, ...(cursor ? { [CURSOR_PARAMETER]: cursor } : {}) } });

const isOld = (row: ImportListRow) => row.id.startsWith('old-import-');

const inStatus = (status: string, cursor?: string, token = lists.broker, sourceid = 101) =>
  lists.stack.api<ImportListRow[]>('GET', '/api/fileimports/0', { token, query: { sourceid, status, ...(cursor ? { [CURSOR_PARAMETER]: cursor } : {}) } });

describe('the import list, a page at a time', () => {
  it('reaches every import of the window by paging back, newest first, each once, a bounded page at a time', async () => {
    const { rows: seen, pages } = await everyPage((cursor) => list(ALL_TIME, cursor), IMPORT_LIST_PAGE_ROWS);
    expect(pages).toBeGreaterThan(2);
    expect(seen.filter(isOld)).toHaveLength(OLD_COUNT);
    expect(new Set(seen.map((row) => row.id)).size).toBe(seen.length);
    const dates = seen.map((row) => row.importdatetime);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers only the fields the list shows: no audit trail, no parameters', async () => {
    const { data } = await list(ALL_TIME);
    const old = data.find(isOld)!;
    expect(Object.keys(old).sort()).toEqual(IMPORT_LIST_FIELDS.filter((field) => field !== 'description').sort());
    expect(old).toMatchObject({ importstatus: 9, sourceid: 101, customercount: 1, username: 'Bea Broker' });
  });

  it('leaves imports before the window out, and says no more pages remain', async () => {
    const { status, data, headers } = await list(new Date(Date.now() - 30 * 86_400_000).toISOString());
    expect(status).toBe(200);
    expect(data.some(isOld)).toBe(false);
    expect(headers.get(NEXT_CURSOR_HEADER)).toBeNull();
  });

  it("refuses a cursor edited by hand, handed to another intermediary's list or to a narrower window (400)", async () => {
    const first = await list(ALL_TIME);
    const cursor = first.headers.get(NEXT_CURSOR_HEADER)!;
    expect(cursor).toBeTruthy();
    const edited = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')), filter: 'all' }), 'utf8').toString('base64url');
    const answers = [
      await list(ALL_TIME, `${cursor}!`),
      await list(ALL_TIME, edited),
      await list(ALL_TIME, cursor, lists.otherBroker, 102),
      await list(new Date(Date.now() - 30 * 86_400_000).toISOString(), cursor),
    ];
    for (const answer of answers) {
      expect(statusAndMessage(answer)).toEqual({ status: 400, message: IMPORT_LIST_MESSAGES.invalidCursor });
    }
  });
});

describe('the import list of one status', () => {
  it('reaches every import in the status, however old, newest first, a bounded page at a time', async () => {
    const { rows: seen, pages } = await everyPage((cursor) => inStatus('9', cursor), IMPORT_LIST_PAGE_ROWS);
    expect(pages).toBeGreaterThan(2);
    expect(seen.filter(isOld)).toHaveLength(OLD_COUNT);
    expect(seen.every((row) => row.importstatus === 9 && row.sourceid === 101)).toBe(true);
    const dates = seen.map((row) => row.importdatetime);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("refuses the window list's cursor and another status's cursor (400), and a status that does not exist", async () => {
    const windowed = (await list(ALL_TIME)).headers.get(NEXT_CURSOR_HEADER)!;
    const complete = (await inStatus('9')).headers.get(NEXT_CURSOR_HEADER)!;
    expect([windowed, complete].every(Boolean)).toBe(true);
    for (const answer of [await inStatus('9', windowed), await inStatus('4', complete), await list(ALL_TIME, complete)]) {
      expect(statusAndMessage(answer)).toEqual({ status: 400, message: IMPORT_LIST_MESSAGES.invalidCursor });
    }
    expect((await inStatus('99')).status).toBe(400);
  });
});
