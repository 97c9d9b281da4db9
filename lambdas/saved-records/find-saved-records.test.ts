import { DynamoDBDocumentClient, GetCommand, QueryCommand, ScanCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { CONTRACT_SHARDS } from '../../domain/contract-lines';
import type { ImportCustomer } from '../../domain/import';
import type { SavedRecordMatch } from '../../domain/saved-records';
import { sampleImport } from '../../test/support/sample-rows';
import { pageReferences } from '../../domain/references';
import { savedRecordItems } from '../contract-import/process/saved-record-items';
import { apiEvent, invoke, loadHandler, physicalName, setRouteEnvironment, usersTableReply } from '../../test/support/handler-tests';

const dynamo = mockClient(DynamoDBDocumentClient);
setRouteEnvironment('GET /api/savedrecords');
const find = loadHandler('saved-records/find-saved-records');

const named = (customer: ImportCustomer, name: string, postcode: string): ImportCustomer => ({
  ...customer, name, postcode, sites: customer.sites.map((site) => ({ ...site, name: `${name} site`, postcode })), accounts: customer.accounts.map((account) => ({ ...account, name, postcode })),
});
const [first, second] = sampleImport(4).customers;
const saved = (id: string, tpiid: number, customers: ImportCustomer[], start: number) =>
  savedRecordItems({ id, sourceid: tpiid }, customers, pageReferences(tpiid, customers, { customer: start, site: start, contract: start }));
/** What processing wrote for two imports of 101 and one of 102, sorted by key as the table keeps them. */
const STORED = [
  ...saved('imp-a', 101, [named(first, 'Park Row Dental Practice', 'LS1 4AP'), named(second, 'Harbour Cafe Ltd', 'BS1 4DJ')], 1),
  ...saved('imp-b', 101, Array.from({ length: 30 }, (_, n) => named(first, `Harbour Shop ${String(n).padStart(2, '0')}`, 'BS2 0AA')), 100),
  ...saved('imp-c', 102, [named(first, 'Harbour Hotel', 'BS1 4DJ')], 1),
].sort((a, b) => a.sk.localeCompare(b.sk));

function answer(input: QueryCommandInput) {
  const values = input.ExpressionAttributeValues!;
  const items = STORED.filter((item) => item.pk === values[':pk'] && item.sk.startsWith(values[':prefix'] as string)).slice(0, input.Limit);
  return { Items: items.map(({ entity, id, name, postcode, posttown, reference }) => ({ entity, id, name, postcode, posttown, ...(reference ? { reference } : {}) })) };
}

const search = async (q: string, tpiid = '101') => {
  const result = await invoke(find, apiEvent('GET /api/savedrecords', { query: { tpiid, q } }));
  return { status: result.statusCode, matches: result.json as SavedRecordMatch[] };
};

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand, { TableName: physicalName('users') }).callsFake(usersTableReply);
  dynamo.on(QueryCommand).callsFake(answer);
  dynamo.on(ScanCommand).rejects(new Error('A search never scans'));
});

describe('GET /api/savedrecords', () => {
  it("finds the broker's customers, sites and accounts by any word of the name, whatever its case and accents", async () => {
    const { status, matches } = await search('DÉNTAL');
    expect(status).toBe(200);
    expect(matches.map((match) => [match.entity, match.name])).toEqual([
      ['account', 'Park Row Dental Practice'], ['customer', 'Park Row Dental Practice'], ['site', 'Park Row Dental Practice site'],
    ]);
    expect(matches.find((match) => match.entity === 'customer')).toMatchObject({ id: 'imp-a:1', postcode: 'LS1 4AP' });
  });

  it('finds records by postcode typed with or without its space', async () => {
    const spaced = await search('bs1 4dj');
    expect(spaced.matches.map((match) => match.name)).toEqual(['Harbour Cafe Ltd', 'Harbour Cafe Ltd', 'Harbour Cafe Ltd site']);
    expect((await search('BS14DJ')).matches).toEqual(spaced.matches);
  });

  it('answers at most the first 20 by name, never another intermediary\'s, from one bounded Query per key and kind', async () => {
    const { matches } = await search('harbour');
    expect(matches).toHaveLength(20);
    expect(matches.map((match) => match.name)).toEqual([...matches.map((match) => match.name)].sort((a, b) => a.localeCompare(b, 'en-GB')));
    expect(matches.some((match) => match.name === 'Harbour Hotel')).toBe(false);
    const queries = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(queries).toHaveLength(CONTRACT_SHARDS * 2);
    expect(queries.every((input) => input.Limit === 20 && String(input.ExpressionAttributeValues![':pk']).startsWith('101#'))).toBe(true);
  });

  it('finds a customer or site by its reference, typed in any case, and only that one', async () => {
    const { matches } = await search('c101-0002');
    expect(matches).toHaveLength(1);
    expect(matches[0]).toMatchObject({ entity: 'customer', id: 'imp-a:2', name: 'Harbour Cafe Ltd', postcode: 'BS1 4DJ', reference: 'C101-0002' });
    expect((await search('S101-0100')).matches.map((match) => [match.entity, match.name, match.reference])).toEqual([['site', 'Harbour Shop 00 site', 'S101-0100']]);
    // Another intermediary's reference finds nothing, even where the number is in use.
    expect((await search('C102-0001')).matches).toEqual([]);
  });

  it('asks nothing for fewer than two letters, and refuses an intermediary the broker does not act for', async () => {
    expect((await search(' a ')).matches).toEqual([]);
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);
    expect((await search('harbour', '102')).status).toBe(403);
  });
});
