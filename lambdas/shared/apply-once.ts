import { IdempotencyAlreadyInProgressError, IdempotencyConfig, IdempotencyValidationError, makeIdempotent } from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import type { Context } from 'aws-lambda';
import { dynamoClient } from './dynamodb';
import { ConflictError } from './errors';

/** Providers go on retrying a delivery for days; a repeat after this is answered by the route's own status rules. */
const REMEMBERED_SECONDS = 7 * 24 * 60 * 60;

export interface ApplyOnceOptions<B> {
  /** The physical name of the `idempotency` table. */
  readonly table: string;
  /** Prefixes every record, so records outlive a function replaced under a new name. */
  readonly route: string;
  /** The body's fields that name one delivery. */
  readonly key: readonly (keyof B & string)[];
}

/**
 * Applies each provider delivery once, with Powertools Idempotency (decision 21). Once applied, a
 * repeat gets the first answer without the logic running; a different body under the same key is
 * a conflict, as is the same delivery arriving while the first is still being applied (the
 * provider sends it again later). A delivery whose logic throws is forgotten, so a retry runs it.
 */
export function applyOnce<B extends object, R>(options: ApplyOnceOptions<B>, apply: (body: B) => Promise<R>): (body: B, context: Context) => Promise<R> {
  // The Lambda context lets a record left by a run that timed out be taken over once that run's time is up.
  const once = makeIdempotent((body: B, _context: Context) => apply(body), {
    persistenceStore: new DynamoDBPersistenceLayer({ tableName: options.table, awsSdkV3Client: dynamoClient }),
    keyPrefix: options.route,
    config: new IdempotencyConfig({
      eventKeyJmesPath: `[${options.key.join(', ')}]`,
      payloadValidationJmesPath: '@',
      throwOnNoIdempotencyKey: true,
      expiresAfterSeconds: REMEMBERED_SECONDS,
    }),
  });
  return async (body, context) => {
    try {
      return await once(body, context);
    } catch (error) {
      if (error instanceof IdempotencyValidationError) throw new ConflictError('This delivery was already applied with another outcome');
      if (error instanceof IdempotencyAlreadyInProgressError) throw new ConflictError('This delivery is still being applied; send it again later');
      throw error;
    }
  };
}
