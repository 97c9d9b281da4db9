import path from 'node:path';
import type { Context, S3Event } from 'aws-lambda';
import { bucketEnvName, type BucketName } from '../lambdas/shared/resources';
import { lambdaContext } from './api-event';
import { LOCAL_REGION } from './names';
import type { S3rverEvent } from './s3';

/**
 * Lambdas that S3 notifies, as CDK wires them: the bucket and the handler module under `lambdas/`.
 * The import pipeline adds its entry here.
 */
export const S3_NOTIFICATIONS: readonly { readonly bucket: BucketName; readonly handler: string }[] = [
  // Each handler ignores keys that are not its own, as the deployed notifications' filters would.
  { bucket: 'imports', handler: 'imports/import-file' },
  { bucket: 'imports', handler: 'processing/process-import' },
];

type S3Handler = (event: S3Event, context: Context) => Promise<unknown>;

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

export interface S3EventBridge {
  /** Resolves when every notification delivered so far has been handled. */
  idle(): Promise<void>;
  deliver(event: S3rverEvent): void;
}

/**
 * Delivers object-created events to the notified Lambdas, asynchronously as S3 does; a failing
 * handler is logged, as a Lambda's async failure would be, and never breaks the upload.
 */
export function createS3EventBridge(notifications = S3_NOTIFICATIONS, env: NodeJS.ProcessEnv = process.env): S3EventBridge {
  const pending = new Set<Promise<void>>();
  const handlers = new Map<string, Promise<S3Handler>>();
  const load = (module: string) => {
    let loaded = handlers.get(module);
    if (!loaded) {
      // require, as the local API server does, so the bridge also runs under Jest.
      loaded = Promise.resolve().then(() => (require(path.join(__dirname, '..', 'lambdas', `${module}.ts`)) as { handler: S3Handler }).handler);
      handlers.set(module, loaded);
    }
    return loaded;
  };
  return {
    idle: async () => {
      while (pending.size) await Promise.all([...pending]);
    },
    deliver(event) {
      for (const record of event.Records) {
        if (!record.eventName.startsWith('ObjectCreated:')) continue;
        for (const notification of notifications.filter((n) => env[bucketEnvName(n.bucket)] === record.s3.bucket.name)) {
          const s3Event = toS3Event(record);
          const delivery = load(notification.handler)
            .then((handler) => handler(s3Event, lambdaContext(notification.handler.replace(/\//g, '-'), s3Event.Records[0].responseElements['x-amz-request-id'])))
            .then(
              () => undefined,
              (error: unknown) => console.error(`[s3-events] ${notification.handler} failed for ${record.s3.object.key}:`, error),
            )
            .finally(() => pending.delete(delivery));
          pending.add(delivery);
        }
      }
    },
  };
}
