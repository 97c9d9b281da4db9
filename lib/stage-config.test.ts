import { MAX_IMPORT_FILE_BYTES } from '../domain/import/file-limits';
import { cdkContext } from '../test/support/cdk-stage';
import { parseStages } from './stage-config';

const stages = () => structuredClone(cdkContext().stages) as Record<string, Record<string, unknown>>;

describe('stage configuration', () => {
  it('accepts the stages in cdk.json and names each one', () => {
    const parsed = parseStages(stages(), {});
    expect(Object.keys(parsed)).toEqual(['dev', 'test', 'prod']);
    expect(parsed.prod.name).toBe('prod');
    expect(parsed.prod.removalPolicy).toBe('retain');
    expect(parsed.dev.removalPolicy).toBe('destroy');
  });

  it("takes the account and region from the CLI's defaults when a stage does not set them", () => {
    const parsed = parseStages(stages(), { CDK_DEFAULT_ACCOUNT: '123456789012', CDK_DEFAULT_REGION: 'eu-west-2' });
    expect(parsed.test).toMatchObject({ account: '123456789012', region: 'eu-west-2' });
  });

  it('fails with the path of a bad field', () => {
    const bad = stages();
    bad.prod.logRetentionDays = 13;
    expect(() => parseStages(bad, {})).toThrow(/stages\.prod\.logRetentionDays: must be one of/);
  });

  it('refuses an upload limit too small for a template file of the most rows', () => {
    const bad = stages();
    bad.test.maxUploadBytes = MAX_IMPORT_FILE_BYTES - 1;
    expect(() => parseStages(bad, {})).toThrow(/stages\.test\.maxUploadBytes: must be at least/);
  });

  it('lets dev go without alarm emails but not test or prod, and refuses what is not an address', () => {
    const parsed = parseStages(stages(), {});
    expect(parsed.dev.alarmEmails).toEqual([]);
    expect(parsed.prod.alarmEmails.length).toBeGreaterThan(0);
    const bad = stages();
    bad.prod.alarmEmails = [];
    expect(() => parseStages(bad, {})).toThrow(/stages\.prod\.alarmEmails: must name at least one address/);
    bad.prod.alarmEmails = ['operations'];
    expect(() => parseStages(bad, {})).toThrow(/stages\.prod\.alarmEmails\.0: must be an email address/);
  });

  it('fails when a stage is missing', () => {
    const bad = stages();
    delete bad.test;
    expect(() => parseStages(bad, {})).toThrow(/stages\.test/);
  });

  it('refuses an unknown field rather than ignoring a typo', () => {
    const bad = stages();
    bad.dev.esignEnabeld = true;
    expect(() => parseStages(bad, {})).toThrow(/stages\.dev.*esignEnabeld/);
  });

  it('requires a secret for a live provider and an https endpoint', () => {
    const bad = stages();
    bad.dev.providers = { postcodeLookup: { endpoint: 'https://api.example.com' } };
    expect(() => parseStages(bad, {})).toThrow(/stages\.dev\.providers\.postcodeLookup\.secretName: is required/);
    bad.dev.providers = { postcodeLookup: { endpoint: 'http://api.example.com', secretName: 'key' } };
    expect(() => parseStages(bad, {})).toThrow(/stages\.dev\.providers\.postcodeLookup\.endpoint/);
  });

  it('requires a webhook secret for a live e-sign or payment provider, whose callbacks are signed with it', () => {
    const bad = stages();
    const providers = bad.prod.providers as Record<string, Record<string, unknown>>;
    delete providers.payment.webhookSecretName;
    expect(() => parseStages(bad, {})).toThrow(/stages\.prod\.providers\.payment\.webhookSecretName: is required/);
    expect(parseStages(stages(), {}).prod.providers.esign?.webhookSecretName).toBe('broker-portal/prod/esign-webhook');
    expect(parseStages(stages(), {}).dev.providers.esign?.webhookSecretName).toBeUndefined();
  });

  it('refuses production on a simulator, naming the provider and what to set instead', () => {
    const bad = stages();
    (bad.prod.providers as Record<string, unknown>).payment = { endpoint: 'simulator' };
    expect(() => parseStages(bad, {})).toThrow(
      "stages.prod.providers.payment.endpoint: production must not run on the simulator; set the payment service's https base URL, its secretName and its webhookSecretName",
    );
  });

  it('refuses a simulator on any stage whose data is retained, and lets a stage whose data is destroyed use them', () => {
    const bad = stages();
    bad.test.removalPolicy = 'retain';
    expect(() => parseStages(bad, {})).toThrow(
      "stages.test.providers.postcodeLookup.endpoint: a stage whose data is retained must not run on the simulator; set the postcode lookup service's https base URL and its secretName",
    );
    expect(parseStages(stages(), {}).test.providers.postcodeLookup.endpoint).toBe('simulator');
  });

  it('requires the custom domain certificate to be in us-east-1, where CloudFront reads it', () => {
    const bad = stages();
    bad.prod.domain = { names: ['portal.example.com'], certificateArn: 'arn:aws:acm:eu-west-2:123456789012:certificate/abc-123' };
    expect(() => parseStages(bad, {})).toThrow(/stages\.prod\.domain\.certificateArn: .*us-east-1/);
    bad.prod.domain = { names: ['portal.example.com'], certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123' };
    expect(parseStages(bad, {}).prod.domain?.names).toEqual(['portal.example.com']);
  });
});
