import { IMPORT_FAILED_FUNCTION, IMPORT_FUNCTION, PROCESSING_FUNCTION } from '../lambdas/contract-import/functions';
import { ROUTES, type RouteDefinition } from '../lambdas/routes';
import { handlerEnvironment, LOCAL_WEBHOOK_SECRETS } from '../local/environment';
import { secretRead, settingValue, type SettingsStage } from './stage-settings';

const live: SettingsStage = {
  name: 'prod',
  esignEnabled: true,
  maxUploadBytes: 10_000_000,
  renewalWindowDays: 60,
  providers: {
    postcodeLookup: { endpoint: 'https://postcodes.example.com', secretName: 'prod/postcodes' },
    payment: { endpoint: 'https://pay.example.com', secretName: 'prod/pay', webhookSecretName: 'prod/pay-webhook' },
  },
};

describe('stage settings', () => {
  it('reads each setting from its provider, and only a live provider names a secret to grant', () => {
    expect(settingValue(live, 'PAYMENT_ENDPOINT')).toBe('https://pay.example.com');
    expect(secretRead(live, 'PAYMENT_SECRET')).toBe('prod/pay');
    expect(secretRead(live, 'PAYMENT_WEBHOOK_SECRET')).toBe('prod/pay-webhook');
    expect(secretRead(live, 'PAYMENT_ENDPOINT')).toBeUndefined();
    const simulated = { ...live, providers: { postcodeLookup: { endpoint: 'simulator' as const }, payment: { endpoint: 'simulator' as const } } };
    expect([settingValue(simulated, 'PAYMENT_SECRET'), settingValue(simulated, 'PAYMENT_WEBHOOK_SECRET')]).toEqual(['simulator', 'none']);
    expect(secretRead(simulated, 'PAYMENT_SECRET')).toBeUndefined();
  });

  it('fails synth for a setting whose provider the stage lacks', () => {
    expect(() => settingValue(live, 'ESIGN_ENDPOINT')).toThrow('Stage prod needs providers.esign in cdk.json for the setting ESIGN_ENDPOINT');
  });

  it('gives the local stack every setting a route or pipeline function needs, on the simulators and the local webhook secrets', () => {
    const environment = handlerEnvironment({ dynamoUrl: 'd', s3Url: 's', secretsManagerUrl: 'm', esignEnabled: true, outboxDir: 'o', quiet: true });
    const functions: readonly Pick<RouteDefinition, 'handler' | 'settings'>[] = [...(ROUTES as readonly RouteDefinition[]), IMPORT_FUNCTION, IMPORT_FAILED_FUNCTION, PROCESSING_FUNCTION];
    const needed = functions.flatMap((fn) => fn.settings ?? []);
    for (const setting of needed) expect(environment[setting]).toBeDefined();
    expect(environment.ESIGN_ENDPOINT).toBe('simulator');
    expect(environment.ESIGN_WEBHOOK_SECRET).toBe(LOCAL_WEBHOOK_SECRETS.ESIGN_WEBHOOK_SECRET.name);
    expect(environment.ESIGN_ENABLED).toBe('true');
  });
});
