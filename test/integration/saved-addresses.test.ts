import { ADDRESS_FIELDS } from '../../domain/address';
import type { ImportCustomer } from '../../domain/import';
import { savedChildId, savedCustomerId, type SavedAddress, type SavedRecordMatch } from '../../domain/saved-records';
import { writeEndingImport } from '../../local/seed/ending-contracts';
import { startTestStack, type TestStack } from '../support/local-stack';
import { renewalStoreOn } from '../support/renewal-store';

/** A seeded renewal of intermediary 101, awaiting verification; its customers are read back through the import route. */
const IMPORT_ID = 'demo-renewal-1';

let stack: TestStack;
let ownToken: string;
let otherToken: string;
let customers: ImportCustomer[];
beforeAll(async () => {
  stack = await startTestStack();
  ownToken = (await stack.tokensFor('broker@example.com')).accessToken;
  otherToken = (await stack.tokensFor('sms@example.com')).accessToken;
  const view = await stack.api<{ structureddata: ImportCustomer[] }>('GET', `/api/fileimports/${IMPORT_ID}`, { token: ownToken });
  customers = view.data.structureddata;
}, 120_000);
afterAll(() => stack?.stop());

const fieldsOf = (record: Record<string, unknown>) => Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, record[field] ?? '']));

describe('GET /api/{entity}s/{id}: a saved address by id', () => {
  it("answers the broker's own site with its name and address as the import saved them", async () => {
    const site = customers[1].sites[0];
    const id = savedChildId(IMPORT_ID, 2, 1);
    const { status, data } = await stack.api<SavedAddress>('GET', `/api/sites/${encodeURIComponent(id)}`, { token: ownToken });
    expect(status).toBe(200);
    expect(data).toEqual({ id, name: site.name, ...fieldsOf(site) });
    expect(data.postcode).not.toBe('');
  });

  it("answers the broker's own customer and account", async () => {
    const customer = await stack.api<SavedAddress>('GET', `/api/customers/${encodeURIComponent(savedCustomerId(IMPORT_ID, 1))}`, { token: ownToken });
    expect(customer.status).toBe(200);
    expect(customer.data).toEqual({ id: savedCustomerId(IMPORT_ID, 1), name: customers[0].name, ...fieldsOf(customers[0]) });
    const account = await stack.api<SavedAddress>('GET', `/api/accounts/${encodeURIComponent(savedChildId(IMPORT_ID, 1, 1))}`, { token: ownToken });
    expect(account.status).toBe(200);
    expect(account.data.name).toBe(customers[0].accounts[0].name);
  });

  it("answers 404 'Not found' for another intermediary's record, as for one that does not exist", async () => {
    for (const path of [`/api/sites/${encodeURIComponent(savedChildId(IMPORT_ID, 1, 1))}`, `/api/customers/${encodeURIComponent(savedCustomerId(IMPORT_ID, 1))}`]) {
      const { status, data } = await stack.api<{ message: string }>('GET', path, { token: otherToken });
      expect({ status, message: data.message }).toEqual({ status: 404, message: 'Not found' });
    }
  });

  it.each([
    ['a customer past the import\'s last line', `/api/customers/${encodeURIComponent(savedCustomerId(IMPORT_ID, 99))}`],
    ['a site its customer does not have', `/api/sites/${encodeURIComponent(savedChildId(IMPORT_ID, 1, 9))}`],
    ['an import that does not exist', `/api/accounts/${encodeURIComponent(savedChildId('no-such-import', 1, 1))}`],
    ['an id no import makes', '/api/customers/nonsense'],
  ])('answers 404 for %s', async (_, path) => {
    expect((await stack.api('GET', path, { token: ownToken })).status).toBe(404);
  });
});

describe('GET /api/savedrecords: saved records found by name or postcode', () => {
  beforeAll(async () => {
    const store = renewalStoreOn(stack.stack);
    try {
      // Completed imports of each intermediary, written as processing writes them: lines and the items records are found by.
      await writeEndingImport(store, { id: 'found-101', tpiid: 101, seed: 88, rows: 6, endsInDays: 200 });
      await writeEndingImport(store, { id: 'found-102', tpiid: 102, seed: 87, rows: 2, endsInDays: 200 });
    } finally {
      store.close();
    }
  });

  const search = (token: string, tpiid: number, q: string) => stack.api<SavedRecordMatch[]>('GET', '/api/savedrecords', { token, query: { tpiid, q } });

  it("finds the broker's saved customers, sites and accounts by a word of the name, each loadable by the id it answers", async () => {
    const { status, data } = await search(ownToken, 101, 'customer 2');
    expect(status).toBe(200);
    expect(data.map((match) => [match.entity, match.id, match.name])).toEqual([
      ['account', savedChildId('found-101', 2, 1), 'Customer 2 Ltd'],
      ['customer', savedCustomerId('found-101', 2), 'Customer 2 Ltd'],
      ['site', savedChildId('found-101', 2, 1), 'Customer 2 site 1'],
    ]);
    const site = await stack.api<SavedAddress>('GET', `/api/sites/${encodeURIComponent(data[2].id)}`, { token: ownToken });
    expect(site.data).toMatchObject({ name: 'Customer 2 site 1', postcode: 'BS1 4DJ' });
  });

  it("finds by postcode, never another intermediary's records, and refuses an intermediary the broker does not act for", async () => {
    const { data } = await search(ownToken, 101, 'bs14dj');
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((match) => match.postcode === 'BS1 4DJ' && !match.id.startsWith('found-102'))).toBe(true);
    expect(data.some((match) => match.id.startsWith('found-101'))).toBe(true);
    expect((await search(otherToken, 102, 'customer')).data.every((match) => match.id.startsWith('found-102'))).toBe(true);
    expect((await search(otherToken, 101, 'customer')).status).toBe(403);
  });

  it("finds a customer or site by the reference the reports show, in any case, and never another intermediary's", async () => {
    const [customer] = (await search(ownToken, 101, 'customer 3')).data.filter((match) => match.entity === 'customer' && match.id.startsWith('found-101'));
    expect(customer.reference).toMatch(/^C101-\d{4}$/);
    const { data } = await search(ownToken, 101, customer.reference!.toLowerCase());
    expect(data).toEqual([customer]);
    const [site] = (await search(ownToken, 101, 'customer 3 site')).data.filter((match) => match.entity === 'site');
    expect((await search(ownToken, 101, site.reference!)).data).toEqual([site]);
    const [theirs] = (await search(otherToken, 102, 'customer 1')).data.filter((match) => match.entity === 'customer');
    expect((await search(ownToken, 101, theirs.reference!)).data).toEqual([]);
  });
});
