import { BatchWriteCommand, DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { contractPartitionKey, contractShard } from '../../domain/contract-lines';
import { copyContractLines } from './copy-lines';

const dynamo = mockClient(DynamoDBDocumentClient);
const documents = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-west-2' }));

const line = (n: number) => ({ tpiid: 101, sk: `CONTRACT#2026-01-01#${n}`, meterpointreference: `12000000000${n}`, importid: 'import-1' });

describe('copy-contract-lines', () => {
  it('copies every page of the old table with each line keyed by its meter point, resending what DynamoDB hands back', async () => {
    const pageEnd = { tpiid: 101, sk: 'CONTRACT#2026-01-01#29' };
    dynamo.on(ScanCommand).callsFake((input: { ExclusiveStartKey?: unknown }) =>
      input.ExclusiveStartKey ? { Items: [line(30)] } : { Items: Array.from({ length: 30 }, (_, n) => line(n)), LastEvaluatedKey: pageEnd },
    );
    let first = true;
    dynamo.on(BatchWriteCommand).callsFake((input: { RequestItems: Record<string, unknown[]> }) => {
      const unprocessed = first ? { new: input.RequestItems.new.slice(0, 2) } : {};
      first = false;
      return { UnprocessedItems: unprocessed };
    });
    expect(await copyContractLines(documents, 'old', 'new')).toBe(31);
    const written = dynamo.commandCalls(BatchWriteCommand).flatMap((call) => call.args[0].input.RequestItems?.new ?? []).map((request) => request.PutRequest?.Item as Record<string, unknown> | undefined);
    // 31 lines, the first two sent twice.
    expect(written).toHaveLength(33);
    expect(new Set(written.map((item) => item?.sk)).size).toBe(31);
    for (const item of written) expect(item?.pk).toBe(contractPartitionKey(101, contractShard(String(item?.meterpointreference))));
    expect(dynamo.commandCalls(BatchWriteCommand).every((call) => (call.args[0].input.RequestItems?.new ?? []).length <= 25)).toBe(true);
  });
});
