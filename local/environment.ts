import { BUCKET_NAMES, TABLE_NAMES, bucketEnvName, tableEnvName } from '../lambdas/shared/resources';
import { ROUTES, type RouteDefinition, type StageSetting } from '../lambdas/routes';
import { LOCAL_CREDENTIALS, LOCAL_MAX_UPLOAD_BYTES, LOCAL_REGION, physicalBucketName, physicalTableName } from './names';

export interface EmulatorEndpoints {
  readonly dynamoUrl: string;
  readonly s3Url: string;
  readonly esignEnabled: boolean;
  /** The payment simulator's outbox folder. */
  readonly outboxDir: string;
  /** Silences the handlers' structured logs (tests). */
  readonly quiet: boolean;
}

/**
 * What a deployed Lambda finds in its environment, pointed at the emulators: every table and
 * bucket name, the SDK's endpoint overrides, dummy credentials and the stage settings.
 */
export function handlerEnvironment(endpoints: EmulatorEndpoints): Record<string, string> {
  // Every provider runs as its local simulator, which needs no secret.
  const settingValue = (setting: StageSetting) =>
    setting === 'ESIGN_ENABLED' ? String(endpoints.esignEnabled)
      : setting === 'MAX_UPLOAD_BYTES' ? String(LOCAL_MAX_UPLOAD_BYTES)
        : setting.endsWith('_ENDPOINT') ? 'simulator'
          : 'local';
  const used = new Set<StageSetting>(['ESIGN_ENABLED', 'MAX_UPLOAD_BYTES', ...(ROUTES as readonly RouteDefinition[]).flatMap((route) => route.settings ?? [])]);
  const settings = Object.fromEntries([...used].map((setting) => [setting, settingValue(setting)]));
  return {
    ...Object.fromEntries(TABLE_NAMES.map((table) => [tableEnvName(table), physicalTableName(table)])),
    ...Object.fromEntries(BUCKET_NAMES.map((bucket) => [bucketEnvName(bucket), physicalBucketName(bucket)])),
    ...settings,
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamoUrl,
    AWS_ENDPOINT_URL_S3: endpoints.s3Url,
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    PAYMENT_SIMULATOR_OUTBOX: endpoints.outboxDir,
    POWERTOOLS_SERVICE_NAME: 'broker-portal',
    POWERTOOLS_LOG_LEVEL: endpoints.quiet ? 'SILENT' : 'INFO',
  };
}
