import { DynamoDBDocumentClient, GetCommand, QueryCommand, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { intermediaryPartitionKeys, shardQueryRows } from '../../domain/contract-lines';
import { DEFAULT_PAGE_ROWS, MAX_PAGE_ROWS, NEXT_CURSOR_HEADER, PAGE_MESSAGES } from '../../domain/reports/paging';
import { apiEvent, invoke, loadHandler, physicalName, setRouteEnvironment, usersTableReply } from '../../test/support/handler-tests';
import { encodeCursor } from './report-cursor';

const dynamo = mockClient(DynamoDBDocumentClient);
setRouteEnvironment('GET /reports/{reportname}');
const getReport = loadHandler('reports/get-report');

const window = { tpiid: '101', fromdate: '2026-01-01', todate: '2026-01-31' };
const lastKey = { tpiid: 101, sk: 'CONTRACT#2026-01-20T10:30:00.000Z#C1#2026-02-01#036#S1#import-1#2300000000001' };
const contractsEvent = (query: Record<string, string>) => apiEvent('GET /reports/{reportname}', { pathParameters: { reportname: 'contracts' }, query: { ...window, ...query } });
const queries = () => dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand, { TableName: physicalName('users') }).callsFake(usersTableReply);
});

describe('GET /reports/contracts in pages', () => {
  const keys = intermediaryPartitionKeys(101);
  /** One key of the intermediary holds lines and answers these in turn; every other key is empty. */
  const answerFromBusyKey = (answers: Pick<QueryCommandOutput, 'Items' | 'LastEvaluatedKey'>[]) =>
    dynamo.on(QueryCommand).callsFake((input: QueryCommandInput) => (input.ExpressionAttributeValues?.[':pk'] === keys[5] ? answers.shift() : undefined) ?? { Items: [] });

  it('answers an array of rows and the next cursor in a header, reading each of the intermediary\'s keys once for the size asked for', async () => {
    answerFromBusyKey([{ Items: [{ customerid: 'C1', sk: lastKey.sk }], LastEvaluatedKey: { pk: keys[5], sk: lastKey.sk } }]);
    const result = await invoke(getReport, contractsEvent({ pagesize: '1' }));
    expect(result.statusCode).toBe(200);
    expect(result.json).toEqual([{ customerid: 'C1' }]);
    expect(result.headers).toMatchObject({ [NEXT_CURSOR_HEADER]: encodeCursor(lastKey), 'content-type': 'application/json' });
    expect(queries().map((input) => input.ExpressionAttributeValues?.[':pk'] as unknown)).toEqual(keys);
    for (const input of queries()) expect(input).toMatchObject({ Limit: 1, ExclusiveStartKey: undefined });
  });

  it('reads on past a Query the store cut short at 1 MB, and sends no cursor once the window is read', async () => {
    answerFromBusyKey([
      { Items: [{ customerid: 'C1', sk: `${lastKey.sk}1` }], LastEvaluatedKey: { pk: keys[5], sk: `${lastKey.sk}1` } },
      { Items: [{ customerid: 'C2', sk: `${lastKey.sk}2` }] },
    ]);
    const result = await invoke(getReport, contractsEvent({}));
    expect(result.json).toEqual([{ customerid: 'C1' }, { customerid: 'C2' }]);
    expect(result.headers?.[NEXT_CURSOR_HEADER]).toBeUndefined();
    const busy = queries().filter((input) => input.ExpressionAttributeValues?.[':pk'] === keys[5]);
    expect(busy.map((input) => input.Limit)).toEqual([shardQueryRows(DEFAULT_PAGE_ROWS), shardQueryRows(DEFAULT_PAGE_ROWS)]);
    expect(busy[1].ExclusiveStartKey).toEqual({ pk: keys[5], sk: `${lastKey.sk}1` });
  });

  it('starts every key after the sort key of the cursor it is given', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    await invoke(getReport, contractsEvent({ cursor: encodeCursor(lastKey) }));
    expect(queries().map((input) => input.ExclusiveStartKey)).toEqual(keys.map((pk) => ({ pk, sk: lastKey.sk })));
  });

  it.each([
    ['a cursor of another intermediary', { cursor: encodeCursor({ ...lastKey, tpiid: 102 }) }, PAGE_MESSAGES.invalidCursor],
    ['a cursor outside the window', { cursor: encodeCursor({ ...lastKey, sk: 'CONTRACT#2026-02-01' }) }, PAGE_MESSAGES.invalidCursor],
    ['a page size over the maximum', { pagesize: String(MAX_PAGE_ROWS + 1) }, 'Invalid query'],
  ])('refuses %s with 400 before reading the store', async (_, query, message) => {
    const result = await invoke(getReport, contractsEvent(query));
    expect(result.statusCode).toBe(400);
    expect(result.json).toMatchObject({ message });
    expect(queries()).toHaveLength(0);
  });
});
