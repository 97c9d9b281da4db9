import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, invoke, loadHandler, physicalName, setRouteEnvironment, usersTableReply } from '../../test/support/handler-tests';
import { REFERENCE_ITEMS } from '../../domain/reference-data';

const dynamo = mockClient(DynamoDBDocumentClient);
setRouteEnvironment('GET /lookups/{name}');
const handler = loadHandler('lookups/get-lookup');

/** The reference table as the seed writes it, answered in DynamoDB's string order of sk. */
function seededReferenceTable() {
  dynamo.on(QueryCommand, { TableName: physicalName('reference') }).callsFake((input: { ExpressionAttributeValues: { ':pk': string } }) => ({
    Items: REFERENCE_ITEMS.filter((item) => item.pk === input.ExpressionAttributeValues[':pk']).sort((a, b) => a.sk.localeCompare(b.sk)),
  }));
}

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand, { TableName: physicalName('users') }).callsFake(usersTableReply);
  seededReferenceTable();
});

const get = (name: string) => invoke(handler, apiEvent('GET /lookups/{name}', { pathParameters: { name } }));

describe('GET /lookups/{name}', () => {
  it('answers a lookup ordered by id, numerically', async () => {
    const result = await get('fileimportstatus');
    expect(result.statusCode).toBe(200);
    expect((result.json as { id: number }[]).map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('answers SIC codes ordered by code', async () => {
    const codes = ((await get('siccode')).json as { id: string }[]).map((s) => s.id);
    expect(codes).toEqual([...codes].sort());
    expect(codes).toContain('56102');
  });

  it('answers product definitions as a map by id', async () => {
    const result = await get('productdefinition');
    expect(result.json).toMatchObject({
      1: { name: 'Business Fixed Electricity' },
      3: { name: 'SME Fixed with Pre-Qualification', requirepreauthorisation: true, showpaymentrequest: true },
    });
  });

  it('answers 404 for an unknown lookup without reading the table', async () => {
    dynamo.resetHistory();
    const result = await get('constructor');
    expect(result.statusCode).toBe(404);
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);
  });
});
