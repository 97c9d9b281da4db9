import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BatchGetItemCommand, BatchWriteItemCommand, CreateTableCommand, DeleteTableCommand, DynamoDBClient, GetItemCommand, ListTablesCommand, PutItemCommand, waitUntilTableNotExists } from '@aws-sdk/client-dynamodb';
import { TABLE_NAMES } from '../lambdas/shared/resources';
import { OWN_PROCESS_TABLES, startDynamo } from './dynamo';
import { LOCAL_CREDENTIALS, LOCAL_REGION, physicalTableName } from './names';

describe('the local DynamoDB', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'local-dynamo-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses local data whose tables have other keys than this version, saying how to start afresh', async () => {
    const first = await startDynamo(dir);
    const client = new DynamoDBClient({ endpoint: first.url, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
    try {
      // The contracts table as an older version keyed it: by intermediary alone.
      await client.send(new DeleteTableCommand({ TableName: physicalTableName('contracts') }));
      // dynalite drops a deleted table on a timer, as DynamoDB does: until then the name is in use.
      await waitUntilTableNotExists({ client, maxWaitTime: 10, minDelay: 1, maxDelay: 1 }, { TableName: physicalTableName('contracts') });
      await client.send(new CreateTableCommand({
        TableName: physicalTableName('contracts'),
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [{ AttributeName: 'tpiid', KeyType: 'HASH' }, { AttributeName: 'sk', KeyType: 'RANGE' }],
        AttributeDefinitions: [{ AttributeName: 'tpiid', AttributeType: 'N' }, { AttributeName: 'sk', AttributeType: 'S' }],
      }));
    } finally {
      client.destroy();
      await first.stop();
    }
    await expect(startDynamo(dir)).rejects.toThrow('table contracts has keys tpiid:HASH,sk:RANGE, this version wants pk:HASH,sk:RANGE byEndDate(endkey:HASH,enddate:RANGE). Start afresh with `npm start -- --reset`');
  });

  it('serves tables kept by separate processes behind one endpoint: every table listed, a batch over several split and answered as one', async () => {
    const dynamo = await startDynamo(path.join(dir, 'split'));
    const client = new DynamoDBClient({ endpoint: dynamo.url, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
    const [imports, contracts] = [physicalTableName('fileimports'), physicalTableName('contracts')];
    expect(OWN_PROCESS_TABLES).toContain('contracts');
    try {
      expect((await client.send(new ListTablesCommand({}))).TableNames).toEqual(TABLE_NAMES.map(physicalTableName).sort());
      const written = await client.send(new BatchWriteItemCommand({
        RequestItems: {
          [imports]: [{ PutRequest: { Item: { id: { S: 'import-1' }, sourceid: { N: '101' }, importdatetime: { S: '2025-01-01' } } } }],
          [contracts]: [{ PutRequest: { Item: { pk: { S: '101#3' }, sk: { S: 'CONTRACT#1' } } } }],
        },
      }));
      expect(written.UnprocessedItems).toEqual({});
      const read = await client.send(new BatchGetItemCommand({
        RequestItems: { [imports]: { Keys: [{ id: { S: 'import-1' } }] }, [contracts]: { Keys: [{ pk: { S: '101#3' }, sk: { S: 'CONTRACT#1' } }] } },
      }));
      expect(read.Responses?.[imports]).toEqual([expect.objectContaining({ sourceid: { N: '101' } })]);
      expect(read.Responses?.[contracts]).toEqual([{ pk: { S: '101#3' }, sk: { S: 'CONTRACT#1' } }]);
    } finally {
      client.destroy();
      await dynamo.stop();
    }
  });

  it('refuses local data kept by the older single database, saying how to start afresh', async () => {
    const old = path.join(dir, 'single');
    mkdirSync(old);
    writeFileSync(path.join(old, 'CURRENT'), 'MANIFEST-000001\n');
    await expect(startDynamo(old)).rejects.toThrow('kept every table in one database. Start afresh with `npm start -- --reset`');
  });

  it('refuses one process for every table when given a folder, whose layout keeps bulk tables apart', async () => {
    await expect(startDynamo(path.join(dir, 'together'), { bulkTablesApart: false })).rejects.toThrow('Every table in one process is for a DynamoDB kept in memory');
  });

  it.each([
    ['apart', true],
    ['together in one process', false],
  ])('keeps the tables in memory when given no folder, bulk tables %s: served while it runs, gone once it stops', async (_layout, bulkTablesApart) => {
    const table = physicalTableName('fileimports');
    const item = { id: { S: 'import-1' }, sourceid: { N: '101' }, importdatetime: { S: '2025-01-01' } };
    const line = { pk: { S: '101#CT101-0001' }, sk: { S: 'LINE#1' } };
    const readBack = async (write: boolean) => {
      const dynamo = await startDynamo(undefined, { bulkTablesApart });
      const client = new DynamoDBClient({ endpoint: dynamo.url, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
      try {
        if (write) {
          await client.send(new PutItemCommand({ TableName: table, Item: item }));
          await client.send(new PutItemCommand({ TableName: physicalTableName('contracts'), Item: line }));
        }
        const { Item: contractLine } = await client.send(new GetItemCommand({ TableName: physicalTableName('contracts'), Key: line }));
        return { ...(await client.send(new GetItemCommand({ TableName: table, Key: { id: item.id } }))).Item, ...contractLine };
      } finally {
        client.destroy();
        await dynamo.stop();
      }
    };
    expect(await readBack(true)).toEqual({ ...item, ...line });
    expect(await readBack(false)).toEqual({});
  });
});
