import type { StageConfig } from './stage-config';
import type { StageSetting } from '../lambdas/routes';

/** The part of a stage's configuration its settings are read from; the local stack makes one too. */
export type SettingsStage = Pick<StageConfig, 'esignEnabled' | 'maxUploadBytes' | 'providers' | 'renewalWindowDays'> & { readonly name: string };

type ProviderName = keyof StageConfig['providers'];

type SettingSource =
  | { readonly stage: (stage: SettingsStage) => string }
  | { readonly provider: ProviderName; readonly field: 'endpoint' | 'secretName' | 'webhookSecretName' };

/**
 * The one table of stage settings: each setting a Lambda may need (its name is the environment
 * variable) and where its value comes from in the stage configuration. CDK sets every route's and
 * pipeline function's environment from it, and the local stack sets its environment from it with
 * its own local stage, so the two cannot disagree.
 */
const STAGE_SETTINGS = {
  ESIGN_ENABLED: { stage: (stage) => String(stage.esignEnabled) },
  MAX_UPLOAD_BYTES: { stage: (stage) => String(stage.maxUploadBytes) },
  POSTCODE_LOOKUP_ENDPOINT: { provider: 'postcodeLookup', field: 'endpoint' },
  POSTCODE_LOOKUP_SECRET: { provider: 'postcodeLookup', field: 'secretName' },
  ECOES_ENDPOINT: { provider: 'ecoes', field: 'endpoint' },
  ECOES_SECRET: { provider: 'ecoes', field: 'secretName' },
  XOSERVE_ENDPOINT: { provider: 'xoserve', field: 'endpoint' },
  XOSERVE_SECRET: { provider: 'xoserve', field: 'secretName' },
  PAYMENT_ENDPOINT: { provider: 'payment', field: 'endpoint' },
  PAYMENT_SECRET: { provider: 'payment', field: 'secretName' },
  CREDIT_CHECK_ENDPOINT: { provider: 'credit', field: 'endpoint' },
  CREDIT_CHECK_SECRET: { provider: 'credit', field: 'secretName' },
  ESIGN_ENDPOINT: { provider: 'esign', field: 'endpoint' },
  ESIGN_SECRET: { provider: 'esign', field: 'secretName' },
  ESIGN_WEBHOOK_SECRET: { provider: 'esign', field: 'webhookSecretName' },
  PAYMENT_WEBHOOK_SECRET: { provider: 'payment', field: 'webhookSecretName' },
  RENEWAL_WINDOW_DAYS: { stage: (stage) => String(stage.renewalWindowDays) },
} as const satisfies Record<StageSetting, SettingSource>;

export const SETTING_NAMES = Object.keys(STAGE_SETTINGS) as StageSetting[];

/** The named provider's fields; a Lambda needing a provider the stage lacks fails synth. */
function providerFields(stage: SettingsStage, setting: StageSetting, name: ProviderName) {
  const provider: { readonly endpoint: string; readonly secretName?: string; readonly webhookSecretName?: string } | undefined = stage.providers[name];
  if (!provider) throw new Error(`Stage ${stage.name} needs providers.${name} in cdk.json for the setting ${setting}`);
  return provider;
}

/** The value a setting takes in a Lambda's environment. */
export function settingValue(stage: SettingsStage, setting: StageSetting): string {
  const source: SettingSource = STAGE_SETTINGS[setting];
  if ('stage' in source) return source.stage(stage);
  const provider = providerFields(stage, setting, source.provider);
  if (source.field === 'endpoint') return provider.endpoint;
  // The simulator needs no key; the handler reads the secret's name only for a live endpoint.
  if (source.field === 'secretName') return provider.secretName ?? 'simulator';
  // A stage without the provider's webhook secret takes no callbacks: the handler refuses every delivery.
  return provider.webhookSecretName ?? 'none';
}

/** The Secrets Manager secret a setting makes its Lambda read, which CDK grants; none for an endpoint, a simulator or a stage without callbacks. */
export function secretRead(stage: SettingsStage, setting: StageSetting): string | undefined {
  const source: SettingSource = STAGE_SETTINGS[setting];
  if ('stage' in source || source.field === 'endpoint') return undefined;
  return providerFields(stage, setting, source.provider)[source.field];
}
