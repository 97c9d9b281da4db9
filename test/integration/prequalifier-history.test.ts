import { EARLIEST_REQUEST_DAY, REQUEST_LIST_MESSAGES, windowStart } from '../../domain/preauthorisation/list-window';
import type { MeterPointAuthorisation } from '../../domain/preauthorisation/types';
import { CURSOR_PARAMETER, NEXT_CURSOR_HEADER } from '../../domain/reports/paging';
import { LIST_LIMIT } from '../../lambdas/meterpointauthorisations/authorisation-store';
import { writeOldAuthorisations } from '../support/old-authorisations';
import { everyPage, pagedListStack, statusAndMessage } from './paged-list-support';

/** More requests older than a year than one list page holds, so reaching them all needs paging back. */
const OLD_COUNT = LIST_LIMIT + 30;

const lists = pagedListStack((stack) => writeOldAuthorisations(stack, 101, OLD_COUNT));

const list = (date: string, cursor?: string, token = lists.broker, tpiid = 101) =>
  lists.stack.api<MeterPointAuthorisation[]>('GET', '/api/meterpointauthorisations/prequalifier', { token, query: { tpiid: String(tpiid), date, ...(cursor ? { [CURSOR_PARAMETER]: cursor } : {}) } });

const isOld = (row: MeterPointAuthorisation) => row.id.startsWith('old-');

describe('the pre-qualifier list beyond 365 days', () => {
  it('leaves requests older than a year out of the last-365-days window', async () => {
    const { status, data, headers } = await list(windowStart('365'));
    expect(status).toBe(200);
    expect(data.some(isOld)).toBe(false);
    expect(headers.get(NEXT_CURSOR_HEADER)).toBeNull();
  });

  it('reaches every request of all time by paging back, newest first, each once', async () => {
    const { rows: seen, pages } = await everyPage((cursor) => list(EARLIEST_REQUEST_DAY, cursor), LIST_LIMIT);
    expect(pages).toBeGreaterThan(1);
    expect(seen.filter(isOld)).toHaveLength(OLD_COUNT);
    expect(new Set(seen.map((row) => row.id)).size).toBe(seen.length);
    const times = seen.map((row) => row.datetime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("refuses a cursor edited by hand or handed to another intermediary's list (400)", async () => {
    const first = await list(EARLIEST_REQUEST_DAY);
    const cursor = first.headers.get(NEXT_CURSOR_HEADER)!;
    expect(cursor).toBeTruthy();
    for (const answer of [await list(EARLIEST_REQUEST_DAY, `${cursor}!`), await list(EARLIEST_REQUEST_DAY, cursor, lists.otherBroker, 102), await list(windowStart('30'), cursor)]) {
      expect(statusAndMessage(answer)).toEqual({ status: 400, message: REQUEST_LIST_MESSAGES.invalidCursor });
    }
  });
});
