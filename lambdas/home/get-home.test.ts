import { DynamoDBDocumentClient, GetCommand, QueryCommand, ScanCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { intermediaryPartitionKeys } from '../../domain/contract-lines';
import { HOME_WAITING_STATUSES, OPEN_RENEWAL_STATUSES, type HomeSummary } from '../../domain/home';
import { apiEvent, BROKER, invoke, loadHandler, physicalName, setRouteEnvironment, usersTableReply } from '../../test/support/handler-tests';

const dynamo = mockClient(DynamoDBDocumentClient);
setRouteEnvironment('GET /api/home');
const getHome = loadHandler('home/get-home');

/** A broker of 101 without the Commission Report (report 2). */
const WITHOUT_COMMISSION = { ...BROKER, id: 'no-commission', reports: [1] };

/** 00:30 on 1 June in the UK (BST) is still 31 May in UTC: Home's today and month are the UK's. */
const NOW = new Date('2026-05-31T23:30:00Z');

/** Imports per byStatus key, each answered over two pages so the counts must be summed. */
const COUNTS: Record<string, [number, number]> = { '101#3': [2, 1], '101#4': [1, 0], '101#12': [0, 0], '101#13': [0, 4] };
/** Open renewals' start days per byStatus key, as the store answers them once its filter has kept them. */
const STARTS: Record<string, string[]> = {
  '101#4': ['2026-05-20', '2026-07-01'],
  '101#5': ['2026-07-02'],
  '101#12': ['2026-08-30'],
};
const keys = intermediaryPartitionKeys(101);
/** Commission amounts in pounds per partition key; 0.1 + 0.2 is where floating point would go wrong. */
const AMOUNTS: Record<string, number[][]> = { [keys[3]]: [[0.1], [0.2]], [keys[11]]: [[1234.56]] };

function answer(input: QueryCommandInput) {
  const values = input.ExpressionAttributeValues ?? {};
  const page = input.ExclusiveStartKey ? 1 : 0;
  const more = page === 0 ? { LastEvaluatedKey: { page: 1 } } : {};
  if (input.TableName === physicalName('fileimports') && input.Select === 'COUNT') {
    const counts = COUNTS[values[':key'] as string] ?? [0, 0];
    return { Count: counts[page], ...more };
  }
  if (input.TableName === physicalName('fileimports')) return { Items: page === 0 ? (STARTS[values[':key'] as string] ?? []).map((renewsfrom) => ({ renewsfrom })) : [], ...more };
  const amounts = AMOUNTS[values[':pk'] as string] ?? [];
  return { Items: (amounts[page] ?? []).map((amount) => ({ amount })), ...(page + 1 < amounts.length ? { LastEvaluatedKey: { page: 1 } } : {}) };
}

const queries = () => dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);
const home = (tpiid = '101', sub?: string) => invoke(getHome, apiEvent('GET /api/home', { query: { tpiid }, sub }));

beforeAll(() => jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'] }));
afterAll(() => jest.useRealTimers());

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand, { TableName: physicalName('users') }).callsFake((input: { Key?: Record<string, unknown> }) =>
    input.Key?.id === WITHOUT_COMMISSION.id ? { Item: WITHOUT_COMMISSION } : usersTableReply(input));
  dynamo.on(QueryCommand).callsFake(answer);
  dynamo.on(ScanCommand).rejects(new Error('Home never scans'));
});

describe('GET /api/home', () => {
  it('counts the imports waiting in each status with COUNT Queries of the byStatus index, every page summed, and never scans', async () => {
    const result = await home();
    expect(result.statusCode).toBe(200);
    expect((result.json as HomeSummary).waiting).toEqual([
      { importstatus: 3, count: 3 },
      { importstatus: 4, count: 1 },
      { importstatus: 12, count: 0 },
      { importstatus: 13, count: 4 },
    ]);
    const counts = queries().filter((input) => input.Select === 'COUNT');
    expect(counts.every((input) => input.IndexName === 'byStatus' && input.TableName === physicalName('fileimports'))).toBe(true);
    expect([...new Set(counts.map((input) => input.ExpressionAttributeValues?.[':key'] as unknown))]).toEqual(HOME_WAITING_STATUSES.map((status) => `101#${status}`));
    expect(dynamo.commandCalls(ScanCommand)).toHaveLength(0);
  });

  it('buckets open renewals by their start day from the UK today, cumulatively, a start already passed counting in 30', async () => {
    const summary = (await home()).json as HomeSummary;
    expect(summary.today).toBe('2026-06-01');
    expect(summary.renewalsdue).toEqual([
      { days: 30, count: 2 },
      { days: 60, count: 3 },
      { days: 90, count: 4 },
    ]);
    const renewals = queries().filter((input) => input.FilterExpression !== undefined);
    expect([...new Set(renewals.map((input) => input.ExpressionAttributeValues?.[':key'] as unknown))].sort()).toEqual(OPEN_RENEWAL_STATUSES.map((status) => `101#${status}`).sort());
    for (const input of renewals) {
      expect(input).toMatchObject({ IndexName: 'byStatus', FilterExpression: '#sourcetype = :renewal AND #renewsfrom <= :horizon', ProjectionExpression: '#renewsfrom' });
      expect(input.ExpressionAttributeValues).toMatchObject({ ':renewal': 3, ':horizon': '2026-08-30' });
    }
  });

  it("sums the month's commission lines over the intermediary's 16 keys in exact pence", async () => {
    const summary = (await home()).json as HomeSummary;
    expect(summary.commissiondue).toEqual({ month: '2026-06', amount: 1234.86 });
    const commission = queries().filter((input) => input.TableName === physicalName('contracts'));
    expect([...new Set(commission.map((input) => input.ExpressionAttributeValues?.[':pk'] as unknown))].sort()).toEqual([...keys].sort());
    for (const input of commission) {
      expect(input).toMatchObject({ KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :month)', ProjectionExpression: '#amount' });
      expect(input.ExpressionAttributeValues?.[':month']).toBe('COMMISSION#2026-06-');
    }
  });

  it('leaves out the commission, and reads no commission line, for a broker without the Commission Report', async () => {
    const result = await home('101', WITHOUT_COMMISSION.id);
    expect(result.statusCode).toBe(200);
    expect(result.json).not.toHaveProperty('commissiondue');
    expect(queries().filter((input) => input.TableName === physicalName('contracts'))).toEqual([]);
  });

  it('refuses with 403 an intermediary the caller does not act for, before reading anything', async () => {
    const result = await home('102');
    expect(result.statusCode).toBe(403);
    expect(result.json).toMatchObject({ message: 'You do not act for this intermediary' });
    expect(queries()).toEqual([]);
  });

  it('refuses a tpiid that is not a whole number with 400', async () => {
    const result = await home('abc');
    expect(result.statusCode).toBe(400);
    expect(queries()).toEqual([]);
  });
});
