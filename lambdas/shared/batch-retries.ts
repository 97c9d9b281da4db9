import { StandardRetryStrategy } from '@smithy/core/retry';

/** Attempts at one batch's items, the first included, before the table is taken to be too busy for now. */
const BATCH_ATTEMPTS = 5;

/** A batch DynamoDB still left items of unprocessed when its attempts ran out: the table was too busy, whatever the data. */
export class DatabaseBusyError extends Error {
  /** The name Lambda reports to the failure destination, kept explicit so a bundle's renamed classes cannot change it. */
  static readonly errorName = 'DatabaseBusyError';

  constructor(table: string, unprocessed: number) {
    super(`${table} left ${unprocessed} items of a batch unprocessed after ${BATCH_ATTEMPTS} attempts`);
    this.name = DatabaseBusyError.errorName;
  }
}

/**
 * Sends a batch, then what DynamoDB answered it left unprocessed (a partial throttle), waiting
 * between attempts as the SDK's standard retry strategy waits after throttling (exponential,
 * capped, full jitter); throws DatabaseBusyError once the attempts run out.
 */
export async function sendUntilProcessed<T>(table: string, batch: T[], send: (items: T[]) => Promise<T[] | undefined>): Promise<void> {
  const retries = new StandardRetryStrategy(BATCH_ATTEMPTS);
  let token = await retries.acquireInitialRetryToken(table);
  for (let pending = batch; ; ) {
    const unprocessed = await send(pending);
    if (!unprocessed?.length) return retries.recordSuccess(token);
    try {
      token = await retries.refreshRetryTokenForRetry(token, { errorType: 'THROTTLING' });
    } catch {
      throw new DatabaseBusyError(table, unprocessed.length);
    }
    // As the SDK's retry middleware does: a strategy may wait itself or hand the wait back.
    await new Promise((resolve) => setTimeout(resolve, token.getRetryDelay()));
    pending = unprocessed;
  }
}
