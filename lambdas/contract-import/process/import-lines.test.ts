import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { contractShard } from '../../../domain/contract-lines';
import { sampleImport } from '../../../test/support/sample-rows';
import type { FileImportItem } from '../store/file-import';
import { importLines, writeLines } from './import-lines';

const dynamo = mockClient(DynamoDBDocumentClient);
const items = (count: number) => Array.from({ length: count }, (_, i) => ({ tpiid: 101, sk: `CONTRACT#${String(i).padStart(6, '0')}` }));
const written = () => dynamo.commandCalls(BatchWriteCommand).flatMap((call) => call.args[0].input.RequestItems!.contracts.map((r) => r.PutRequest!.Item!.sk as string));

beforeEach(() => dynamo.reset());

describe('writing an import’s lines', () => {
  it('writes every item once, in batches of at most 25', async () => {
    dynamo.on(BatchWriteCommand).resolves({});
    await writeLines('contracts', items(1001));
    const batches = dynamo.commandCalls(BatchWriteCommand).map((call) => call.args[0].input.RequestItems!.contracts.length);
    expect(Math.max(...batches)).toBe(25);
    expect(batches).toHaveLength(41);
    expect(written().sort()).toEqual(items(1001).map((item) => item.sk));
  });

  it('keeps several batches in flight, never more than eight', async () => {
    let inFlight = 0;
    let most = 0;
    dynamo.on(BatchWriteCommand).callsFake(async () => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      return {};
    });
    await writeLines('contracts', items(500));
    expect(most).toBe(8);
  });

  it('resends the items DynamoDB left unprocessed until every one is taken', async () => {
    let refused = 0;
    dynamo.on(BatchWriteCommand).callsFake(async (input: { RequestItems: { contracts: { PutRequest: { Item: { sk: string } } }[] } }) => {
      const requests = input.RequestItems.contracts;
      if (refused < 3 && requests.length > 1) {
        refused++;
        return { UnprocessedItems: { contracts: requests.slice(1) } };
      }
      return {};
    });
    await writeLines('contracts', items(30));
    expect(new Set(written())).toEqual(new Set(items(30).map((item) => item.sk)));
    expect(refused).toBe(3);
  });

  it('fails when a batch fails for good, so the run is retried and nothing is called done', async () => {
    dynamo.on(BatchWriteCommand).rejects(new Error('InternalServerError'));
    await expect(writeLines('contracts', items(60))).rejects.toThrow('InternalServerError');
  });
});

describe('an approval\'s lines on the intermediary\'s partition keys', () => {
  const approval = { id: 'import-keys', sourceid: 101, userid: 'user-1', productdefinition: 1, audit: [{ to: 7, action: 'approve', at: '2026-03-01T12:00:00.000Z' }],
    referencenumbers: { pages: [{ customer: 1, site: 1, contract: 1 }] },
  } as unknown as FileImportItem;

  it('keeps a meter point\'s contract and commission lines on one key of its intermediary, so one sort key is one line of the intermediary', () => {
    const { contracts, commissions } = importLines(approval, sampleImport(200, { seed: 8 }).customers);
    const keyOf = new Map(contracts.map((line) => [line.meterpointreference, line.pk]));
    expect(new Set(contracts.map((line) => line.pk)).size).toBeGreaterThan(1);
    expect(commissions.length).toBeGreaterThan(0);
    for (const line of [...contracts, ...commissions]) expect(line.pk).toBe(`101#${contractShard(line.meterpointreference)}`);
    for (const line of commissions) expect(line.pk).toBe(keyOf.get(line.meterpointreference));
  });
});
