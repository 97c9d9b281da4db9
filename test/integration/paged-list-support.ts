import { NEXT_CURSOR_HEADER } from '../../domain/reports/paging';
import { startTestStack, type ApiAnswer, type TestStack } from '../support/local-stack';

export interface PagedListStack {
  readonly stack: TestStack;
  /** A broker of intermediary 101, whose old rows were written. */
  readonly broker: string;
  /** A broker of intermediary 102. */
  readonly otherBroker: string;
}

/** Starts the local stack for the file's tests with two intermediaries' brokers, writing old rows for the first. */
export function pagedListStack(writeOldRows: (stack: TestStack) => Promise<void>): PagedListStack {
  const lists = {} as { stack: TestStack; broker: string; otherBroker: string };
  beforeAll(async () => {
    lists.stack = await startTestStack();
    lists.broker = (await lists.stack.tokensFor('broker@example.com')).accessToken;
    lists.otherBroker = (await lists.stack.tokensFor('sms@example.com')).accessToken;
    await writeOldRows(lists.stack);
  }, 120_000);
  afterAll(() => lists.stack?.stop());
  return lists;
}

/** Follows the next-page cursor from the first page to the last (ten pages at most), each answered 200 with at most `pageRows` rows. */
export async function everyPage<Row>(page: (cursor?: string) => Promise<ApiAnswer<Row[]>>, pageRows: number): Promise<{ rows: Row[]; pages: number }> {
  const rows: Row[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const { status, data, headers } = await page(cursor);
    expect(status).toBe(200);
    expect(data.length).toBeLessThanOrEqual(pageRows);
    rows.push(...data);
    cursor = headers.get(NEXT_CURSOR_HEADER) ?? undefined;
    pages++;
  } while (cursor && pages < 10);
  return { rows, pages };
}

/** A refusal's status and message, to compare whole. */
export const statusAndMessage = ({ status, data }: ApiAnswer<unknown>) => ({ status, message: (data as { message: string }).message });
