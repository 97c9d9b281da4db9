import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateTableCommand, DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { startDynamo } from './dynamo';
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
    await expect(startDynamo(dir)).rejects.toThrow('table contracts has keys tpiid:HASH,sk:RANGE, this version wants pk:HASH,sk:RANGE. Start afresh with `npm start -- --reset`');
  });
});
