import { BatchWriteCommand, type BatchWriteCommandOutput, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inFlight } from './in-flight';

export type WriteRequest = NonNullable<ConstructorParameters<typeof BatchWriteCommand>[0]['RequestItems']>[string][number];

/** DynamoDB takes at most 25 items a batch. */
const BATCH_ITEMS = 25;
/** Batches in flight at once: a 100,000-row import writes 16,000 batches, one at a time far too slow for one Lambda run. */
const BATCHES_IN_FLIGHT = 8;
const UNPROCESSED_RETRY_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One batch, its unprocessed items (a partial throttle) resent with a growing pause until DynamoDB has taken every one. */
async function writeBatch(documents: DynamoDBDocumentClient, table: string, batch: WriteRequest[]): Promise<void> {
  let requests: WriteRequest[] | undefined = batch;
  for (let attempt = 0; requests?.length; attempt++) {
    if (attempt > 0) await sleep(Math.min(UNPROCESSED_RETRY_MS * 2 ** attempt, 2000));
    const result: BatchWriteCommandOutput = await documents.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
    requests = result.UnprocessedItems?.[table];
  }
}

/**
 * Every request in batches of 25, a few batches in flight at once; rejects on the first batch that fails for good.
 * The client is the caller's, so operations tools and tests write through the same loop as the Lambdas.
 */
export async function batchWrite(documents: DynamoDBDocumentClient, table: string, all: readonly WriteRequest[]): Promise<void> {
  const batches = Array.from({ length: Math.ceil(all.length / BATCH_ITEMS) }, (_, i) => all.slice(i * BATCH_ITEMS, (i + 1) * BATCH_ITEMS));
  await inFlight(batches, BATCHES_IN_FLIGHT, (batch) => writeBatch(documents, table, batch));
}
