import { REPORT_DEFINITIONS } from '../../domain/reports/definitions';
import { daysBefore, isoDate } from '../../domain/reports/parameters';
import { outboxResends } from '../../lambdas/payments/payment-simulator';
import { startTestStack, type TestStack } from '../support/local-stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
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
    expect(data[0]).toMatchObject({ customername: expect.any(String), meterpointreference: expect.stringMatching(/^\d+$/), durationmonths: 36 });
  });

  it('widens with the window and returns rows grouped by customer', async () => {
    const { data } = await report('broker@example.com', 'contracts', { tpiid: 101, ...window(30) });
    const customers = data.map((row) => row.customerid);
    expect(customers).toContain('C101-0003');
    expect(customers).toEqual([...customers].sort());
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
      expect(row).toMatchObject({ paymentid: expect.any(String), paymentdescription: 'Initial commission', amount: expect.any(Number), upliftvalue: expect.any(Number) });
      expect(String(row.duedate) >= window(30).fromdate).toBe(true);
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
    expect(data[0]).toMatchObject({ gspgroupid: '_L', profileclass: expect.stringMatching(/^0\d$/), measurementclass: expect.any(String) });
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
    ['contracts', {}, ['From Date must be entered', 'To Date must be entered']],
    ['contracts', { fromdate: '31/01/2026', todate: '2026-02-01' }, ['From Date must be a date (YYYY-MM-DD)']],
    ['commission', { fromdate: '2026-02-01', todate: '2026-01-01' }, ['From Date must not be after To Date']],
    ['commission', { fromdate: '2020-01-01', todate: '2026-01-01' }, ['The date range cannot be longer than 366 days']],
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

  it("refuses another intermediary (403) and hides another intermediary's customer (404)", async () => {
    expect((await lineFunction('broker@example.com', 'resendpaymentemail', { tpiid: 102, customerid: 'C102-0001' })).status).toBe(403);
    expect((await lineFunction('broker@example.com', 'resendpaymentemail', { tpiid: 101, customerid: 'C102-0001' })).status).toBe(404);
  });

  it('refuses a body without the customer (400) and an unknown function (404)', async () => {
    expect((await lineFunction('broker@example.com', 'resendpaymentemail', { tpiid: 101 })).status).toBe(400);
    expect((await lineFunction('broker@example.com', 'deleteeverything', { tpiid: 101, customerid: 'C101-0001' })).status).toBe(404);
  });
});
