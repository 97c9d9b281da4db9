import { randomUUID } from 'node:crypto';
import type { Context, S3Event, SQSEvent } from 'aws-lambda';
import { IMPORT_FUNCTION, PIPELINE_RETRIES, PROCESSING_FUNCTION } from '../lambdas/contract-import/functions';
import type { FailedInvocation } from '../lambdas/contract-import/import-failed';
import { bucketEnvName, type BucketName } from '../lambdas/shared/resources';
import { pipelineContext } from './api-event';
import { loadLambdaHandler } from './handler-source';
import { LOCAL_REGION } from './names';
import type { PipelineThreads } from './pipeline-threads';
import type { S3rverEvent } from './s3';

/**
 * Lambdas that S3 notifies, as CDK wires them: the bucket and the handler module under `lambdas/`.
 * The import pipeline adds its entry here.
 */
export const S3_NOTIFICATIONS: readonly S3Notification[] = [
  // Each handler ignores keys that are not its own, as the deployed notifications' filters would.
  { bucket: 'imports', handler: IMPORT_FUNCTION.handler, reservedConcurrency: IMPORT_FUNCTION.reservedConcurrency },
  { bucket: 'imports', handler: PROCESSING_FUNCTION.handler, reservedConcurrency: PROCESSING_FUNCTION.reservedConcurrency },
];

export interface S3Notification {
  readonly bucket: BucketName;
  readonly handler: string;
  /** Runs at once at most, as the deployed function's reserved concurrency allows; the rest wait their turn. */
  readonly reservedConcurrency?: number;
}

type S3Handler = (event: S3Event, context: Context) => Promise<unknown>;
type SqsHandler = (event: SQSEvent, context: Context) => Promise<unknown>;

/** The Lambda that reads the pipeline's failure queue, as CDK wires it. */
export const FAILURE_HANDLER = 'contract-import/import-failed';

export interface RetryPolicy {
  /** Attempts after the first, as Lambda's asynchronous invoke makes. */
  readonly retries: number;
  /** Wait before the first retry, doubled before each next one (Lambda waits a minute, then two). */
  readonly delayMs: number;
}

/** Short delays keep tests fast; LOCAL_S3_RETRY_DELAY_MS sets them. */
export const retryPolicyOf = (env: NodeJS.ProcessEnv): RetryPolicy => ({ retries: PIPELINE_RETRIES, delayMs: Number(env.LOCAL_S3_RETRY_DELAY_MS ?? 100) });

/** What Lambda's on-failure destination puts in the queue, wrapped as the queue delivers it to its reader. */
export function failureMessage(handler: string, event: S3Event, error: unknown, attempts: number): SQSEvent {
  const { name, message, stack } = error instanceof Error ? error : { name: 'Error', message: String(error), stack: undefined };
  const record = {
    version: '1.0',
    timestamp: new Date().toISOString(),
    requestContext: { requestId: randomUUID(), functionArn: `arn:aws:lambda:${LOCAL_REGION}:000000000000:function:${handler.replace(/\//g, '-')}:$LATEST`, condition: 'RetriesExhausted', approximateInvokeCount: attempts },
    requestPayload: event,
    responseContext: { statusCode: 200, executedVersion: '$LATEST', functionError: 'Unhandled' },
    responsePayload: { errorType: name, errorMessage: message, trace: stack?.split('\n') ?? [] },
  };
  const body = JSON.stringify(record satisfies FailedInvocation);
  return {
    Records: [
      {
        messageId: randomUUID(),
        receiptHandle: 'local',
        body,
        attributes: { ApproximateReceiveCount: '1', SentTimestamp: String(Date.now()), SenderId: 'local', ApproximateFirstReceiveTimestamp: String(Date.now()) },
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: `arn:aws:sqs:${LOCAL_REGION}:000000000000:import-failures`,
        awsRegion: LOCAL_REGION,
      },
    ],
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keys in S3 events are URL-encoded with spaces as '+', slashes kept. */
export const encodeEventKey = (key: string) =>
  key
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/%20/g, '+'))
    .join('/');

/** The AWS-shaped event for one s3rver record. */
export function toS3Event(record: S3rverEvent['Records'][number]): S3Event {
  const { bucket, object } = record.s3;
  return {
    Records: [
      {
        eventVersion: '2.1',
        eventSource: 'aws:s3',
        awsRegion: LOCAL_REGION,
        eventTime: record.eventTime,
        eventName: record.eventName,
        userIdentity: { principalId: 'local' },
        requestParameters: { sourceIPAddress: '127.0.0.1' },
        responseElements: { 'x-amz-request-id': object.sequencer, 'x-amz-id-2': object.sequencer },
        s3: {
          s3SchemaVersion: '1.0',
          configurationId: 'local',
          bucket: { name: bucket.name, ownerIdentity: { principalId: 'local' }, arn: `arn:aws:s3:::${bucket.name}` },
          object: { key: encodeEventKey(object.key), size: object.size ?? 0, eTag: object.eTag ?? '', sequencer: object.sequencer },
        },
      },
    ],
  };
}

/** At most `limit` runs at once, the rest started in the order they asked. */
export class Turns {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async take(run: () => Promise<void>): Promise<void> {
    if (this.running < this.limit) this.running++;
    // A finishing run hands its place straight to the first waiter.
    else await new Promise<void>((resolve) => this.queue.push(resolve));
    try {
      await run();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.running--;
    }
  }
}

export interface S3EventBridge {
  /** Resolves when every notification delivered so far has been handled. */
  idle(): Promise<void>;
  deliver(event: S3rverEvent): void;
}

/**
 * Delivers object-created events to the notified Lambdas, asynchronously as S3 does, and as the
 * deployed pipeline does retries a failing handler, then hands the event to the failure queue's
 * reader. Failures are logged and never break the upload. Given threads, the Lambdas run there.
 */
export function createS3EventBridge(
  notifications = S3_NOTIFICATIONS,
  env: NodeJS.ProcessEnv = process.env,
  policy: RetryPolicy = retryPolicyOf(env),
  threads?: PipelineThreads,
): S3EventBridge {
  const pending = new Set<Promise<void>>();
  const handlers = new Map<string, Promise<unknown>>();
  const load = <H>(module: string) => {
    let loaded = handlers.get(module);
    if (!loaded) {
      loaded = Promise.resolve().then(() => (threads ? threads.handler(module) : loadLambdaHandler(module)));
      handlers.set(module, loaded);
    }
    return loaded as Promise<H>;
  };
  const context = (module: string) => pipelineContext(module, randomUUID());

  const turns = new Map<string, Turns>();
  /** A run of the notification's Lambda once a run of its reserved concurrency is free. */
  async function invoke(notification: S3Notification, event: S3Event): Promise<void> {
    const { handler, reservedConcurrency = Infinity } = notification;
    let waiting = turns.get(handler);
    if (!waiting) turns.set(handler, (waiting = new Turns(reservedConcurrency)));
    await waiting.take(() => invokeWithRetries(handler, event));
  }

  async function invokeWithRetries(module: string, event: S3Event): Promise<void> {
    const handler = await load<S3Handler>(module);
    for (let attempt = 1; ; attempt += 1) {
      try {
        await handler(event, context(module));
        return;
      } catch (error) {
        const key = event.Records[0].s3.object.key;
        if (attempt <= policy.retries) {
          console.warn(`[s3-events] ${module} failed for ${key} (attempt ${attempt}: ${(error as Error).message}); retrying`);
          await sleep(policy.delayMs * 2 ** (attempt - 1));
          continue;
        }
        console.error(`[s3-events] ${module} failed for ${key} after ${attempt} attempts:`, error);
        const failed = await load<SqsHandler>(FAILURE_HANDLER);
        await failed(failureMessage(module, event, error, attempt), context(FAILURE_HANDLER));
        return;
      }
    }
  }

  return {
    idle: async () => {
      while (pending.size) await Promise.all([...pending]);
    },
    deliver(event) {
      for (const record of event.Records) {
        if (!record.eventName.startsWith('ObjectCreated:')) continue;
        for (const notification of notifications.filter((n) => env[bucketEnvName(n.bucket)] === record.s3.bucket.name)) {
          const delivery = invoke(notification, toS3Event(record))
            .catch((error: unknown) => console.error(`[s3-events] ${FAILURE_HANDLER} failed for ${record.s3.object.key}:`, error))
            .finally(() => pending.delete(delivery));
          pending.add(delivery);
        }
      }
    },
  };
}
