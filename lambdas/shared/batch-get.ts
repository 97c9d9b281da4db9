import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './dynamodb';

/** BatchGetItem takes at most 100 keys a call. */
const BATCH_KEYS = 100;
const UNPROCESSED_RETRY_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Items by key, 100 keys a call; keys handed back unprocessed (a partial throttle) are resent with a growing pause. */
export async function batchGet<T>(table: string, keys: readonly Record<string, unknown>[], projection?: string, consistent = false): Promise<T[]> {
  const found: T[] = [];
  for (let start = 0; start < keys.length; start += BATCH_KEYS) {
    let pending: Record<string, unknown>[] | undefined = keys.slice(start, start + BATCH_KEYS);
    for (let attempt = 0; pending?.length; attempt++) {
      if (attempt > 0) await sleep(Math.min(UNPROCESSED_RETRY_MS * 2 ** attempt, 2000));
      const result: BatchGetCommandOutput = await documentClient.send(
        new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ConsistentRead: consistent, ...(projection ? { ProjectionExpression: projection } : {}) } } }),
      );
      found.push(...((result.Responses?.[table] ?? []) as T[]));
      pending = result.UnprocessedKeys?.[table]?.Keys;
    }
  }
  return found;
}
