import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BatchWriteItemCommand, DynamoDBClient, GetItemCommand, PutItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { startDynamo } from './dynamo';
import type { RecordedWrite } from './dynamo-writes';
import { LOCAL_CREDENTIALS, LOCAL_REGION, physicalTableName } from './names';

describe('the local DynamoDB started with a record file', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dynamo-writes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('records each written item\'s partition key, and each index key a put item carries, while dynalite still stores the writes', async () => {
    const recordFile = path.join(dir, 'writes.jsonl');
    const before = Date.now();
    const dynamo = await startDynamo(path.join(dir, 'data'), { recordWritesTo: recordFile });
    const client = new DynamoDBClient({ endpoint: dynamo.url, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
    const imports = physicalTableName('fileimports');
    try {
      // An import the pipeline is running carries both index keys; the one after it only bySource's.
      await client.send(new PutItemCommand({ TableName: imports, Item: { id: { S: 'import-1' }, sourceid: { N: '101' }, pipelinestatus: { N: '2' }, importdatetime: { S: '2025-01-01' } } }));
      await client.send(new UpdateItemCommand({ TableName: imports, Key: { id: { S: 'import-1' } }, UpdateExpression: 'SET importstatus = :s', ExpressionAttributeValues: { ':s': { N: '4' } } }));
      await client.send(new BatchWriteItemCommand({
        RequestItems: {
          [imports]: [{ PutRequest: { Item: { id: { S: 'import-2' }, sourceid: { N: '102' }, importdatetime: { S: '2025-01-02' } } } }],
          [physicalTableName('contracts')]: [{ PutRequest: { Item: { pk: { S: '101#3' }, sk: { S: 'CONTRACT#1' } } } }],
          [physicalTableName('meterpoints')]: [{ DeleteRequest: { Key: { id: { S: '101#123' } } } }],
        },
      }));
      const stored = await client.send(new GetItemCommand({ TableName: imports, Key: { id: { S: 'import-1' } } }));
      expect(stored.Item).toMatchObject({ sourceid: { N: '101' }, importstatus: { N: '4' } });
    } finally {
      client.destroy();
      await dynamo.stop();
    }
    const recorded = readFileSync(recordFile, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as RecordedWrite);
    expect(recorded.map(({ table, key }) => ({ table, key }))).toEqual([
      { table: 'fileimports', key: 'import-1' },
      { table: 'fileimports/bySource', key: '101' },
      { table: 'fileimports/inPipeline', key: '2' },
      { table: 'fileimports', key: 'import-1' },
      { table: 'fileimports', key: 'import-2' },
      { table: 'fileimports/bySource', key: '102' },
      { table: 'contracts', key: '101#3' },
      { table: 'meterpoints', key: '101#123' },
    ]);
    for (const write of recorded) expect(write.atMs).toBeGreaterThanOrEqual(before);
  });
});
