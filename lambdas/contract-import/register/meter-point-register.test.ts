import { BatchGetCommand, BatchWriteCommand, DeleteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { MeterPointRef } from '../../../domain/import';
import type { FileImportItem } from '../store/file-import';
import { claimMeterPoints, isRegisterLock } from './meter-point-register';

const dynamo = mockClient(DynamoDBDocumentClient);
const tables = { fileimports: 'fileimports', meterpoints: 'meterpoints' };
const item = { id: 'import-1', sourceid: 101, sourcetype: 1 } as FileImportItem;
const meterpoints: MeterPointRef[] = Array.from({ length: 12_000 }, (_, i) => ({ mpxn: String(1_000_000_000_000 + i * 7919), utilityid: 1 }));

/** The register's locks as DynamoDB's conditions keep them: a held lock refuses the next taker until deleted. */
function modelLocks() {
  const held = new Set<string>();
  let refused = 0;
  dynamo.on(PutCommand).callsFake(({ Item }: { Item: { id: string } }) => {
    if (!isRegisterLock(Item.id)) throw new Error(`Unexpected put of ${Item.id}`);
    if (held.has(Item.id)) {
      refused++;
      throw new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });
    }
    held.add(Item.id);
    return {};
  });
  dynamo.on(DeleteCommand).callsFake(({ Key }: { Key: { id: string } }) => (held.delete(Key.id), {}));
  return { refused: () => refused };
}

beforeEach(() => {
  dynamo.reset();
  dynamo.on(BatchGetCommand).resolves({ Responses: { meterpoints: [] } });
  dynamo.on(BatchWriteCommand).resolves({});
});

describe('claiming a file\'s meter points', () => {
  it('claims every one, each written once', async () => {
    modelLocks();
    const { claimed, lost } = await claimMeterPoints(tables, item, meterpoints);
    expect(lost).toEqual([]);
    expect(claimed.map((meterpoint) => meterpoint.mpxn).sort()).toEqual(meterpoints.map((meterpoint) => meterpoint.mpxn).sort());
    const written = dynamo.commandCalls(BatchWriteCommand).flatMap((call) => call.args[0].input.RequestItems!.meterpoints.map((request) => request.PutRequest!.Item!.id as string));
    expect(written).toHaveLength(meterpoints.length);
    expect(new Set(written).size).toBe(meterpoints.length);
  });

  it('never makes one of its own chunks wait for a lock another of its chunks holds', async () => {
    // 12,000 meter points are two or more chunks in each of the 16 lock shards.
    const locks = modelLocks();
    await claimMeterPoints(tables, item, meterpoints);
    expect(dynamo.commandCalls(PutCommand).length).toBeGreaterThan(16);
    expect(locks.refused()).toBe(0);
  });
});
