import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { sendUntilProcessed } from './batch-retries';
import { documentClient } from './dynamodb';
import { inFlight } from './in-flight';

/** BatchGetItem takes at most 100 keys a call. */
const BATCH_KEYS = 100;
/** Calls in flight at once: a 2,000-row file's meter points are 20 calls, each a round trip. */
const CALLS_IN_FLIGHT = 8;

/**
 * Items by key, 100 keys a call, a few calls in flight; keys handed back unprocessed (a partial
 * throttle) are resent a bounded number of times, then DatabaseBusyError.
 */
export async function batchGet<T>(table: string, keys: readonly Record<string, unknown>[], projection?: string, consistent = false): Promise<T[]> {
  const found: T[] = [];
  const chunks = Array.from({ length: Math.ceil(keys.length / BATCH_KEYS) }, (_, i) => keys.slice(i * BATCH_KEYS, (i + 1) * BATCH_KEYS));
  await inFlight(chunks, CALLS_IN_FLIGHT, (chunk) =>
    sendUntilProcessed(table, chunk, async (pending) => {
      const result = await documentClient.send(
        new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ConsistentRead: consistent, ...(projection ? { ProjectionExpression: projection } : {}) } } }),
      );
      found.push(...((result.Responses?.[table] ?? []) as T[]));
      return result.UnprocessedKeys?.[table]?.Keys;
    }),
  );
  return found;
}
