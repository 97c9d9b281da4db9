import { BUCKET_NAMES, TABLE_NAMES, bucketEnvName, tableEnvName } from '../lambdas/shared/resources';
import type { StageSetting } from '../lambdas/routes';
import { SETTING_NAMES, settingValue, type SettingsStage } from '../lib/stage-settings';
import { DEFAULT_RENEWAL_WINDOW_DAYS } from '../domain/renewals';
import { LOCAL_CREDENTIALS, LOCAL_MAX_UPLOAD_BYTES, LOCAL_REGION, physicalBucketName, physicalTableName } from './names';

export interface EmulatorEndpoints {
  readonly dynamoUrl: string;
  readonly s3Url: string;
  readonly secretsManagerUrl: string;
  readonly esignEnabled: boolean;
  /** The payment simulator's outbox folder. */
  readonly outboxDir: string;
  /** Silences the handlers' structured logs (tests). */
  readonly quiet: boolean;
}

/**
 * The providers' webhook secrets on the local stage, by the setting that names them: fixed values,
 * because only the local simulators sign callbacks with them (local/secrets-manager.ts serves them).
 */
export const LOCAL_WEBHOOK_SECRETS = {
  ESIGN_WEBHOOK_SECRET: { name: 'local/esign-webhook', value: 'local-esign-webhook-secret' },
  PAYMENT_WEBHOOK_SECRET: { name: 'local/payment-webhook', value: 'local-payment-webhook-secret' },
} as const satisfies Partial<Record<StageSetting, { name: string; value: string }>>;

/** What the local Secrets Manager holds: the webhook secrets by name. */
export const localSecrets = (): ReadonlyMap<string, string> => new Map(Object.values(LOCAL_WEBHOOK_SECRETS).map((secret) => [secret.name, secret.value]));

/** The local stage: every outside service is its simulator, which needs no key, and callbacks are signed with the local webhook secrets. */
const localStage = (esignEnabled: boolean): SettingsStage => ({
  name: 'local',
  esignEnabled,
  maxUploadBytes: LOCAL_MAX_UPLOAD_BYTES,
  renewalWindowDays: DEFAULT_RENEWAL_WINDOW_DAYS,
  providers: {
    postcodeLookup: { endpoint: 'simulator' },
    ecoes: { endpoint: 'simulator' },
    xoserve: { endpoint: 'simulator' },
    credit: { endpoint: 'simulator' },
    payment: { endpoint: 'simulator', webhookSecretName: LOCAL_WEBHOOK_SECRETS.PAYMENT_WEBHOOK_SECRET.name },
    esign: { endpoint: 'simulator', webhookSecretName: LOCAL_WEBHOOK_SECRETS.ESIGN_WEBHOOK_SECRET.name },
  },
});

/** What Lambda's runtime gives every function, here pointed at the emulators: no template sets these. */
export const RUNTIME_VARIABLES = [
  'AWS_ENDPOINT_URL_DYNAMODB',
  'AWS_ENDPOINT_URL_S3',
  'AWS_ENDPOINT_URL_SECRETS_MANAGER',
  'AWS_REGION',
  'AWS_DEFAULT_REGION',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'PAYMENT_SIMULATOR_OUTBOX',
  'POWERTOOLS_LOG_LEVEL',
  'POWERTOOLS_METRICS_DISABLED',
] as const;

const runtimeEnvironment = (endpoints: EmulatorEndpoints): Record<(typeof RUNTIME_VARIABLES)[number], string> => ({
  AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamoUrl,
  AWS_ENDPOINT_URL_S3: endpoints.s3Url,
  AWS_ENDPOINT_URL_SECRETS_MANAGER: endpoints.secretsManagerUrl,
  AWS_REGION: LOCAL_REGION,
  AWS_DEFAULT_REGION: LOCAL_REGION,
  AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  PAYMENT_SIMULATOR_OUTBOX: endpoints.outboxDir,
  POWERTOOLS_LOG_LEVEL: endpoints.quiet ? 'SILENT' : 'INFO',
  // No CloudWatch reads the local handlers' metric lines: they would only fill the console.
  POWERTOOLS_METRICS_DISABLED: 'true',
});

/**
 * What a deployed Lambda finds in its environment, pointed at the emulators: every table and
 * bucket name, the SDK's endpoint overrides, dummy credentials and the stage settings.
 */
export function handlerEnvironment(endpoints: EmulatorEndpoints): Record<string, string> {
  const stage = localStage(endpoints.esignEnabled);
  const settings = Object.fromEntries(SETTING_NAMES.map((setting) => [setting, settingValue(stage, setting)]));
  return {
    ...Object.fromEntries(TABLE_NAMES.map((table) => [tableEnvName(table), physicalTableName(table)])),
    ...Object.fromEntries(BUCKET_NAMES.map((bucket) => [bucketEnvName(bucket), physicalBucketName(bucket)])),
    ...settings,
    ...runtimeEnvironment(endpoints),
    POWERTOOLS_SERVICE_NAME: 'broker-portal',
  };
}
