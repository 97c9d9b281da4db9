import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { sendUntilProcessed } from './batch-retries';
import { inFlight } from './in-flight';

export type WriteRequest = NonNullable<ConstructorParameters<typeof BatchWriteCommand>[0]['RequestItems']>[string][number];

/** A lock's lease that the writes must keep inside: `check` before each request throws once it is spent, and `signal` aborts a request still running then. */
export interface WriteLease {
  readonly check: () => void;
  readonly signal: AbortSignal;
}

/** DynamoDB takes at most 25 items a batch. */
const BATCH_ITEMS = 25;
/** Batches in flight at once: a 100,000-row import writes 16,000 batches, one at a time far too slow for one Lambda run. */
const BATCHES_IN_FLIGHT = 8;

/**
 * Every request in batches of 25, a few batches in flight at once, each batch's unprocessed items
 * resent a bounded number of times; rejects on the first batch that fails for good (DatabaseBusyError
 * when DynamoDB kept leaving items unprocessed). The client is the caller's, so operations tools and
 * tests write through the same loop as the Lambdas. Writes under a lock keep inside its lease.
 */
export async function batchWrite(documents: DynamoDBDocumentClient, table: string, all: readonly WriteRequest[], lease?: WriteLease): Promise<void> {
  const batches = Array.from({ length: Math.ceil(all.length / BATCH_ITEMS) }, (_, i) => all.slice(i * BATCH_ITEMS, (i + 1) * BATCH_ITEMS));
  await inFlight(batches, BATCHES_IN_FLIGHT, (batch) =>
    sendUntilProcessed(table, batch, async (requests) => {
      lease?.check();
      const sent = await documents.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }), { abortSignal: lease?.signal });
      return sent.UnprocessedItems?.[table];
    }),
  );
}
