import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { ukCalendarDate } from '../../domain/calendar-date';
import type { ImportCustomer } from '../../domain/import';
import { addDays, renewalStartDate } from '../../domain/renewals';
import type { ImportListRow } from '../../domain/import/list';
import { createRenewals } from '../../lambdas/renewals/create-renewals';
import type { RenewalStore } from '../../lambdas/renewals/renewal-store';
import { writeEndingImport } from '../../local/seed/ending-contracts';
import { startTestStack, type TestStack } from '../support/local-stack';
import { intermediaryLines } from '../support/contract-lines';
import { renewalStoreOn } from '../support/renewal-store';

let stack: TestStack;
let store: ReturnType<typeof renewalStoreOn>;
const today = ukCalendarDate(new Date());
const WINDOW = 90;

beforeAll(async () => {
  stack = await startTestStack();
  store = renewalStoreOn(stack.stack);
}, 120_000);
afterAll(async () => {
  store?.close();
  await stack?.stop();
});

interface RenewalView {
  readonly id: string;
  readonly version: number;
  readonly customerreference?: string;
  readonly importstatus: number;
  readonly sourcetype: number;
  readonly description: string;
  readonly structureddata: ImportCustomer[];
}

/** The imports a broker's list shows for the last week, by their descriptions. */
async function listed(email: string, tpiid: number): Promise<string[]> {
  const token = (await stack.tokensFor(email)).accessToken;
  const since = new Date(Date.now() - 7 * 86_400_000).toISOString();
  const { status, data } = await stack.api<ImportListRow[]>('GET', '/api/fileimports/0', { token, query: { sourceid: tpiid, importdatetime: since } });
  expect(status).toBe(200);
  return data.map((row) => row.description ?? '');
}

const renewalsOf = (descriptions: readonly string[], customer: string) => descriptions.filter((description) => description.startsWith(`Renewal: ${customer},`));

describe('the renewals job', () => {
  it('makes one renewal of a contract ending in 80 days however often it runs, and none of one ending in 120', async () => {
    await writeEndingImport(store, { id: 'ending-in-80', tpiid: 101, seed: 95, rows: 2, endsInDays: 80 });
    await writeEndingImport(store, { id: 'ending-in-120', tpiid: 101, seed: 96, rows: 2, endsInDays: 120 });
    const first = await createRenewals(store, today, WINDOW);
    const second = await createRenewals(store, today, WINDOW);
    expect(first).toMatchObject({ from: addDays(today, 1), to: addDays(today, WINDOW), created: 1, skipped: 0 });
    expect(second).toMatchObject({ created: 0, skipped: 1 });

    const descriptions = await listed('broker@example.com', 101);
    const renewals = renewalsOf(descriptions, 'Customer 1 Ltd');
    expect(renewals).toHaveLength(1);
    const endsOn = addDays(today, 80);
    expect(renewals[0]).toBe(`Renewal: Customer 1 Ltd, contract ending ${endsOn.slice(8)}/${endsOn.slice(5, 7)}/${endsOn.slice(0, 4)}`);
  });

  it('holds the customer, its records and meter points, starting the day after the old contract ends, in Awaiting Verification', async () => {
    const token = (await stack.tokensFor('broker@example.com')).accessToken;
    const since = new Date(Date.now() - 86_400_000).toISOString();
    const list = await stack.api<ImportListRow[]>('GET', '/api/fileimports/0', { token, query: { sourceid: 101, importdatetime: since } });
    const row = list.data.find((candidate) => candidate.description?.startsWith('Renewal: Customer 1 Ltd,'))!;
    const { status, data } = await stack.api<RenewalView>('GET', `/api/fileimports/${row.id}`, { token });
    expect(status).toBe(200);
    expect(data).toMatchObject({ importstatus: 4, sourcetype: 3 });
    const [customer] = data.structureddata;
    expect(customer.name).toBe('Customer 1 Ltd');
    expect(customer.contracts[0].startdate).toBe(renewalStartDate(addDays(today, 80)));
    expect(customer.contracts[0].contractterm).toBe('12');
    expect(customer.accounts.length).toBeGreaterThan(0);
    expect(customer.contacts.length).toBeGreaterThan(0);
    const meterpoints = customer.sites.flatMap((site) => site.products.flatMap((product) => [...(product.elecmeterpoints ?? []), ...(product.gasmeterpoints ?? [])]));
    expect(meterpoints).toHaveLength(2);
    expect(meterpoints.every((meterpoint) => meterpoint.prices.length > 0)).toBe(true);

    // The renewal keeps its customer's reference, and the contracts it makes carry it; the contracts are new.
    const renewed = (await intermediaryLines(store.documents, 101, { prefix: 'CONTRACT#' })).filter((line) => line.importid === 'ending-in-80' && line.customername === 'Customer 1 Ltd');
    expect(data.customerreference).toBe(renewed[0].customerid);
    expect((await stack.api('PUT', `/api/fileimports/${row.id}`, { token, body: { version: data.version, importstatus: 7 } })).status).toBe(200);
    await stack.stack.s3EventsIdle();
    const made = (await intermediaryLines(store.documents, 101, { prefix: 'CONTRACT#' })).filter((line) => line.importid === row.id);
    expect(made).toHaveLength(2);
    expect(made.every((line) => line.customerid === data.customerreference && line.contractid !== renewed[0].contractid)).toBe(true);
  });

  it("never shows a renewal of another intermediary's contract", async () => {
    await writeEndingImport(store, { id: 'ending-for-102', tpiid: 102, seed: 97, rows: 4, endsInDays: 45 });
    expect((await createRenewals(store, today, WINDOW)).created).toBe(2);
    const theirs = await listed('sms@example.com', 102);
    expect(renewalsOf(theirs, 'Customer 1 Ltd')).toHaveLength(1);
    expect(renewalsOf(await listed('broker@example.com', 101), 'Customer 1 Ltd')).toHaveLength(1);

    const sueToken = (await stack.tokensFor('sms@example.com')).accessToken;
    const beaToken = (await stack.tokensFor('broker@example.com')).accessToken;
    const since = new Date(Date.now() - 86_400_000).toISOString();
    const bea = await stack.api<ImportListRow[]>('GET', '/api/fileimports/0', { token: beaToken, query: { sourceid: 101, importdatetime: since } });
    const beasRenewal = bea.data.find((row) => row.description?.startsWith('Renewal: '))!;
    expect((await stack.api('GET', `/api/fileimports/${beasRenewal.id}`, { token: sueToken })).status).toBe(404);
    expect((await stack.api('GET', '/api/fileimports/0', { token: beaToken, query: { sourceid: 102, importdatetime: since } })).status).toBe(403);
  });

  it('makes each renewal once after a run that failed halfway and a rerun', async () => {
    await writeEndingImport(store, { id: 'ending-soon-a', tpiid: 101, seed: 98, rows: 6, endsInDays: 30 });
    let puts = 0;
    // The store's S3 fails from the third object on: the first renewal is written whole (a page and its meter points), the other two are not.
    const failing: RenewalStore = {
      ...store,
      s3: { send: (command: unknown) => (command instanceof PutObjectCommand && ++puts > 2 ? Promise.reject(new Error('S3 is unavailable')) : store.s3.send(command as PutObjectCommand)) } as unknown as S3Client,
    };
    await expect(createRenewals(failing, today, WINDOW)).rejects.toThrow('S3 is unavailable');
    const rerun = await createRenewals(store, today, WINDOW);
    expect(rerun.created).toBe(2);
    expect((await createRenewals(store, today, WINDOW)).created).toBe(0);
    const descriptions = await listed('broker@example.com', 101);
    for (const customer of ['Customer 1 Ltd', 'Customer 2 Ltd', 'Customer 3 Ltd']) {
      expect(renewalsOf(descriptions, customer).filter((description) => description.endsWith(formatted(addDays(today, 30))))).toHaveLength(1);
    }
  });
});

const formatted = (iso: string) => `${iso.slice(8)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
