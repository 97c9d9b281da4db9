import { commissionLineKey, contractLineKey } from '../../domain/contract-lines';
import { REPORT_DEFINITIONS, RESEND_PAYMENT_EMAIL } from '../../domain/reports/definitions';
import { DEFAULT_PAGE_ROWS, MAX_PAGE_ROWS, NEXT_CURSOR_HEADER, PAGE_MESSAGES } from '../../domain/reports/paging';
import { daysBefore, isoDate } from '../../domain/reports/parameters';
import { outboxResends } from '../../lambdas/payments/payment-simulator';
import { busyDay, writeLines } from '../support/contract-lines';
import { STACK_STARTUP_TIMEOUT_MS, startTestStack, type TestStack } from '../support/local-stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
}, STACK_STARTUP_TIMEOUT_MS);
afterAll(() => stack?.stop());

type Row = Record<string, unknown>;
const today = new Date();
const window = (days: number) => ({ fromdate: isoDate(daysBefore(today, days)), todate: isoDate(today) });

async function report(email: string, name: string, query: Record<string, string | number | undefined>) {
  const { accessToken } = await stack.tokensFor(email);
  return stack.api<Row[] & { message?: string; errors?: string[] }>('GET', `/reports/${name}`, { token: accessToken, query });
}

async function lineFunction(email: string, name: string, body: unknown) {
  const { accessToken } = await stack.tokensFor(email);
  return stack.api<{ message: string }>('POST', `/reports/functions/${name}`, { token: accessToken, body });
}

describe('the contract and commission reports', () => {
  it("answer the intermediary's contract lines received in the window, with the report's fields only", async () => {
    const { status, data } = await report('broker@example.com', 'contracts', { tpiid: 101, ...window(7) });
    expect(status).toBe(200);
    expect(new Set(data.map((row) => row.customerid))).toEqual(new Set(['C101-0001', 'C101-0002', 'C101-0009']));
    for (const row of data) for (const field of Object.keys(row)) expect(REPORT_DEFINITIONS.contracts.fieldnames).toContain(field);
    expect(data[0]).toMatchObject({ customername: expect.any(String) as unknown, meterpointreference: expect.stringMatching(/^\d+$/) as unknown, durationmonths: 36 });
  });

  it('widens with the window and returns rows grouped by customer', async () => {
    const { data } = await report('broker@example.com', 'contracts', { tpiid: 101, ...window(30) });
    const customers = data.map((row) => row.customerid);
    expect(customers).toContain('C101-0003');
    expect(runsOf(customers)).toEqual([...new Set(customers)]);
  });

  it('keeps each intermediary to its own lines', async () => {
    const { data } = await report('multi@example.com', 'contracts', { tpiid: 102, ...window(7) });
    expect(new Set(data.map((row) => row.customerid))).toEqual(new Set(['C102-0001']));
  });

  it('answers commission lines due in the window with payment and uplift', async () => {
    const { status, data } = await report('broker@example.com', 'commission', { tpiid: 101, ...window(30) });
    expect(status).toBe(200);
    expect(data.length).toBeGreaterThan(0);
    for (const row of data) {
      expect(row).toMatchObject({ paymentid: expect.any(String) as unknown, paymentdescription: 'Initial commission', amount: expect.any(Number) as unknown, upliftvalue: expect.any(Number) as unknown });
      expect(String(row.duedate) >= window(30).fromdate).toBe(true);
    }
  });
});

/** The values in the order their runs start: a value seen again after another started is a second run. */
const runsOf = (values: readonly unknown[]) => values.filter((value, i) => i === 0 || value !== values[i - 1]);

describe('a day of 10,000 lines, read in pages', () => {
  const LINES = 10_000;
  const PAGE = 1500;
  const day = isoDate(daysBefore(today, 200));
  const dayWindow = { fromdate: day, todate: day };
  const { contracts, commissions } = busyDay(101, day, LINES);

  beforeAll(() => writeLines(stack, { contracts, commissions }), 300_000);

  async function readAll(name: string, pagesize: number) {
    const rows: Row[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const { status, data, headers } = await report('broker@example.com', name, { tpiid: 101, ...dayWindow, pagesize, cursor });
      expect(status).toBe(200);
      expect(Array.isArray(data)).toBe(true);
      expect(data.length).toBeLessThanOrEqual(pagesize);
      rows.push(...data);
      cursor = headers.get(NEXT_CURSOR_HEADER) ?? undefined;
      pages++;
    } while (cursor);
    return { rows, pages };
  }

  it.each([
    ['contracts', () => contracts.map((line) => ({ sk: contractLineKey(line), id: line.meterpointreference })), 'meterpointreference'],
    ['commission', () => commissions.map((line) => ({ sk: commissionLineKey(line), id: line.paymentid })), 'paymentid'],
  ] as const)('%s: every line exactly once, in key order, each customer and site one run across the pages', async (name, seeded, idField) => {
    const { rows, pages } = await readAll(name, PAGE);
    const expected = seeded().sort((a, b) => (a.sk < b.sk ? -1 : a.sk > b.sk ? 1 : 0)).map((line) => line.id);
    expect(pages).toBeGreaterThanOrEqual(Math.ceil(LINES / PAGE));
    expect(rows.map((row) => row[idField])).toEqual(expected);
    expect(runsOf(rows.map((row) => row.customerid))).toHaveLength(new Set(rows.map((row) => row.customerid)).size);
    expect(runsOf(rows.map((row) => row.siteid))).toHaveLength(new Set(rows.map((row) => row.siteid)).size);
    // One expectation over all rows: 10,000 would hold the event loop, which the local API server shares, for seconds.
    expect([...new Set(rows.flatMap(Object.keys))].filter((field) => !REPORT_DEFINITIONS[name].fieldnames.includes(field))).toEqual([]);
  }, 120_000);

  it('answers the default page size when none is asked for, with a cursor that resumes right after it', async () => {
    const first = await report('broker@example.com', 'contracts', { tpiid: 101, ...dayWindow });
    expect(first.data).toHaveLength(DEFAULT_PAGE_ROWS);
    const cursor = first.headers.get(NEXT_CURSOR_HEADER)!;
    const next = await report('broker@example.com', 'contracts', { tpiid: 101, ...dayWindow, cursor, pagesize: 10 });
    const again = await report('broker@example.com', 'contracts', { tpiid: 101, ...dayWindow, cursor, pagesize: 10 });
    const both = await report('broker@example.com', 'contracts', { tpiid: 101, ...dayWindow, pagesize: DEFAULT_PAGE_ROWS + 10 });
    expect(next.data).toEqual(both.data.slice(DEFAULT_PAGE_ROWS));
    expect(again.data).toEqual(next.data);
  });

  it('refuses a tampered cursor, a cursor of another window, and a page size out of range', async () => {
    const first = await report('multi@example.com', 'contracts', { tpiid: 101, ...dayWindow, pagesize: 5 });
    const cursor = first.headers.get(NEXT_CURSOR_HEADER)!;
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { tpiid: number; sk: string };
    const edited = (change: object) => Buffer.from(JSON.stringify({ ...key, ...change })).toString('base64url');
    const refusals = [
      // multi@example.com holds 102 as well: the cursor still cannot move a 101 report into 102's lines.
      { tpiid: 101, ...dayWindow, cursor: edited({ tpiid: 102 }) },
      { tpiid: 102, ...dayWindow, cursor },
      { tpiid: 101, ...dayWindow, cursor: edited({ sk: `CONTRACT#${isoDate(daysBefore(today, 1))}` }) },
      { tpiid: 101, ...window(7), cursor },
      { tpiid: 101, ...dayWindow, cursor: `${cursor.slice(0, -4)}!!!!` },
    ];
    for (const query of refusals) {
      const { status, data, headers } = await report('multi@example.com', 'contracts', query);
      expect(status).toBe(400);
      expect(data.message).toBe(PAGE_MESSAGES.invalidCursor);
      expect(headers.get(NEXT_CURSOR_HEADER)).toBeNull();
    }
    expect((await report('multi@example.com', 'commission', { tpiid: 101, ...dayWindow, cursor })).status).toBe(400);
    for (const pagesize of [0, MAX_PAGE_ROWS + 1]) {
      const { status, data } = await report('multi@example.com', 'contracts', { tpiid: 101, ...dayWindow, pagesize });
      expect(status).toBe(400);
      expect(data.errors).toEqual([PAGE_MESSAGES.invalidPageSize]);
    }
  });
});

describe('the industry searches', () => {
  it('ECOES post code search finds the meter points at a post code', async () => {
    const { status, data } = await report('multi@example.com', 'ecoespostcode', { tpiid: 101, postcode: 'ls14ap' });
    expect(status).toBe(200);
    expect(data).toHaveLength(3);
    expect(data.every((row) => row.thoroughfare === 'Park Row' && row.posttown === 'Leeds')).toBe(true);
  });

  it('ECOES MPAN search answers the meters of a core found by post code', async () => {
    const [point] = (await report('multi@example.com', 'ecoespostcode', { tpiid: 101, postcode: 'BS1 4DJ' })).data;
    const { status, data } = await report('multi@example.com', 'ecoesmpan', { tpiid: 101, mpancore: String(point.mpancore) });
    expect(status).toBe(200);
    expect(data.length).toBeGreaterThan(0);
    expect(data[0]).toMatchObject({ gspgroupid: '_L', profileclass: expect.stringMatching(/^0\d$/) as unknown, measurementclass: expect.any(String) as unknown });
  });

  it('gas address search finds a building at a post code, and MPRN search finds its meter point', async () => {
    const byAddress = await report('multi@example.com', 'xoserveaddress', { tpiid: 101, postcode: 'M1 1AE', buildingnumber: '14' });
    expect(byAddress.status).toBe(200);
    expect(byAddress.data).toHaveLength(1);
    expect(byAddress.data[0]).toMatchObject({ house_name: 'Arndale House', street: 'Market Street', town: 'Manchester' });
    const byMprn = await report('multi@example.com', 'xoservemprn', { tpiid: 101, mprn: String(byAddress.data[0].mprn) });
    expect(byMprn.data).toEqual(byAddress.data);
  });

  it('answers an empty list for a valid meter point nobody knows', async () => {
    expect((await report('multi@example.com', 'ecoesmpan', { tpiid: 101, mpancore: '1312345678907' })).data).toEqual([]);
  });
});

describe('report parameter errors answer 400 with clear messages', () => {
  it.each([
    ['contracts', {}, ['Received date from must be entered', 'Received date to must be entered']],
    ['contracts', { fromdate: '01/31/2026', todate: '2026-02-01' }, ['Received date from must be a real date written dd/mm/yyyy (or yyyy-mm-dd), like 31/12/2026']],
    ['commission', { fromdate: '2026-02-01', todate: '2026-01-01' }, ['Due date to must not be before Due date from']],
    ['ecoespostcode', {}, ['Post Code must be entered']],
    ['ecoespostcode', { postcode: 'NOT A CODE' }, ['Post code is not a valid UK post code']],
    ['ecoesmpan', { mpancore: '12345' }, ['MPAN Core should be 13 digits']],
    ['ecoesmpan', { mpancore: '1312345678900' }, ['MPAN Core check digit is not valid']],
    ['xoserveaddress', { buildingnumber: '12' }, ['Post Code must be entered']],
    ['xoservemprn', { mprn: '12345678901' }, ['MPRN should be 10 or fewer digits']],
  ])('%s with %j', async (name, query, errors) => {
    const { status, data } = await report('multi@example.com', name, { tpiid: 101, ...query });
    expect(status).toBe(400);
    expect(data.errors).toEqual(errors);
    expect(data.message).toBe(errors.join('; '));
  });

  it.each([
    [undefined, 'tpiid must be entered'],
    ['abc', 'tpiid must be a whole number'],
  ])('a missing or malformed tpiid (%s)', async (tpiid, message) => {
    const { status, data } = await report('broker@example.com', 'contracts', { tpiid, ...window(7) });
    expect(status).toBe(400);
    expect(data.errors).toEqual([message]);
  });
});

describe('who may run a report', () => {
  it.each(['ecoespostcode', 'ecoesmpan', 'xoserveaddress', 'xoservemprn'])('refuses %s (403) to a caller without its report number', async (name) => {
    const { status } = await report('broker@example.com', name, { tpiid: 101, postcode: 'LS1 4AP', mpancore: '1312345678907', mprn: '3938424403' });
    expect(status).toBe(403);
  });

  it.each(['contracts', 'commission'])('refuses %s (403) for an intermediary the caller does not hold', async (name) => {
    const { status } = await report('broker@example.com', name, { tpiid: 102, ...window(7) });
    expect(status).toBe(403);
  });

  it('answers 404 for a report that does not exist', async () => {
    expect((await report('multi@example.com', 'salaries', { tpiid: 101 })).status).toBe(404);
  });
});

describe('resend payment email', () => {
  it("resends for a customer of the caller's intermediary and records it in the outbox", async () => {
    const { status, data } = await lineFunction('broker@example.com', 'resendpaymentemail', { tpiid: 101, customerid: 'C101-0001' });
    expect(status).toBe(200);
    expect(data.message).toBe('Payment email resent');
    expect((await outboxResends(stack.stack.outboxDir)).at(-1)).toMatchObject({ tpiid: 101, customerid: 'C101-0001', customername: 'Harbour Cafe Ltd' });
  });

  it("answers the failure message when the provider refuses (the simulator's rule: ids ending in 9)", async () => {
    const { status, data } = await lineFunction('broker@example.com', 'resendpaymentemail', { tpiid: 101, customerid: 'C101-0009' });
    expect(status).toBe(502);
    expect(data.message).toBe('Failed to resend payment email');
  });

  it('refuses a customer who has paid (409), sending nothing', async () => {
    const before = (await outboxResends(stack.stack.outboxDir)).length;
    const { status, data } = await lineFunction('broker@example.com', 'resendpaymentemail', { tpiid: 101, customerid: 'C101-0002' });
    expect(status).toBe(409);
    expect(data.message).toBe(RESEND_PAYMENT_EMAIL.refused);
    expect(await outboxResends(stack.stack.outboxDir)).toHaveLength(before);
  });

  it("refuses another intermediary (403) and hides another intermediary's customer (404)", async () => {
    expect((await lineFunction('broker@example.com', 'resendpaymentemail', { tpiid: 102, customerid: 'C102-0001' })).status).toBe(403);
    expect((await lineFunction('broker@example.com', 'resendpaymentemail', { tpiid: 101, customerid: 'C102-0001' })).status).toBe(404);
  });

  it('refuses a body without the customer (400) and an unknown function (404)', async () => {
    expect((await lineFunction('broker@example.com', 'resendpaymentemail', { tpiid: 101 })).status).toBe(400);
    expect((await lineFunction('broker@example.com', 'deleteeverything', { tpiid: 101, customerid: 'C101-0001' })).status).toBe(404);
  });
});
